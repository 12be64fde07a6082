import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { takeImageSaveNotice } from '@/lib/image-save';
import { type ImageSaveNotice, noticeText } from '@/lib/image-save-notice';
import { useT } from '@/ui/language';

// Taken once per popup: taking it clears it, and a second mount (React's strict mode) must see it too.
let taken: Promise<ImageSaveNotice | null> | null = null;

/**
 * The outcome of the last right-click "Save image to the asset library", said once when the
 * popup opens (the toolbar button's badge pointed here); a refusal carries the server's words.
 */
export function ImageSaveNoticeAlert() {
  const t = useT();
  const [notice, setNotice] = useState<ImageSaveNotice | null>(null);
  useEffect(() => {
    taken ??= takeImageSaveNotice();
    void taken.then(setNotice);
  }, []);
  if (!notice) return null;
  return (
    <Alert
      color={notice.ok ? 'teal' : 'red'}
      role={notice.ok ? 'status' : 'alert'}
      title={notice.ok ? t('imageSave.saved') : t('imageSave.notSaved')}
      withCloseButton
      closeButtonLabel={t('imageSave.dismiss')}
      onClose={() => setNotice(null)}
    >
      {noticeText(notice, t)}
    </Alert>
  );
}
