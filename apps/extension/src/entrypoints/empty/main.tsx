import { Button, Stack, Text, Title } from '@mantine/core';
import { browser } from 'wxt/browser';
import { appLink } from '@/lib/app-url';
import { mountPage } from '@/ui/Page';

/**
 * The empty page: where the extension lands when it has nothing to show (a recording that is
 * gone, an address it no longer knows), with the ways on.
 */
function EmptyPage() {
  const open = (url: string) => void browser.tabs.create({ url });
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1} size="h3">
        Nothing here
      </Title>
      <Text size="sm" c="dimmed">
        There is nothing to show on this page. Record your screen, or go to your tickets in Expertos.
      </Text>
      <Stack gap="xs">
        <Button onClick={() => open(browser.runtime.getURL('/record.html'))}>Record your screen</Button>
        <Button variant="default" onClick={() => void appLink('/tasks').then(open)}>
          Open Expertos
        </Button>
      </Stack>
    </Stack>
  );
}

mountPage(<EmptyPage />, { width: 480 });
