import { Button, Divider, Group, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { DisableMenu } from '@/components/DisableMenu';
import { ImageSaveNoticeAlert } from '@/components/ImageSaveNoticeAlert';
import { NewTicketForm } from '@/components/NewTicketForm';
import { WaitingRecordings } from '@/components/WaitingRecordings';
import { currentTab, type TabInfo } from '@/lib/current-tab';
import { useT } from '@/ui/language';
import { SignedIn } from '@/ui/SignedIn';

/**
 * The toolbar popup: a new ticket from the current tab, and the way to record or switch off;
 * first, what the last right-click "Save image" came to.
 */
export function Popup() {
  const t = useT();
  const [tab, setTab] = useState<TabInfo | null | undefined>(undefined);
  useEffect(() => {
    void currentTab().then(setTab);
  }, []);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h4">
          {t('popup.title')}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => void browser.tabs.create({ url: browser.runtime.getURL('/record.html') })}
          >
            {t('popup.record')}
          </Button>
          <Button size="xs" variant="subtle" onClick={() => void browser.runtime.openOptionsPage()}>
            {t('popup.options')}
          </Button>
        </Group>
      </Group>
      <ImageSaveNoticeAlert />
      <WaitingRecordings />
      <SignedIn>{tab !== undefined && <NewTicketForm tab={tab} />}</SignedIn>
      <Divider />
      <DisableMenu url={tab?.url ?? ''} />
    </Stack>
  );
}
