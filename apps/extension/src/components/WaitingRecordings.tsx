import { Alert, Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { listRecordings } from '@/lib/recordings-db';
import { useT } from '@/ui/language';

/** Recordings kept in the browser but not uploaded (cut by a crash, or paused): the way to them. */
export function WaitingRecordings() {
  const t = useT();
  const [count, setCount] = useState(0);
  useEffect(() => {
    void listRecordings().then((all) =>
      setCount(all.filter((r) => !r.uploaded && r.ledger.sizes.length > 0).length),
    );
  }, []);
  if (count === 0) return null;
  return (
    <Alert color="yellow" title={t('recordings.waiting', { count })}>
      <Button
        size="xs"
        variant="light"
        onClick={() => void browser.tabs.create({ url: browser.runtime.getURL('/record.html') })}
      >
        {t('recordings.openRecorder')}
      </Button>
    </Alert>
  );
}
