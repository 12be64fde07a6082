import { Button, Stack, Text, Title } from '@mantine/core';
import { browser } from 'wxt/browser';
import { appLink } from '@/lib/app-url';
import { useT } from '@/ui/language';
import { mountPage } from '@/ui/Page';

/**
 * The empty page: where the extension lands when it has nothing to show (a recording that is
 * gone, an address it no longer knows), with the ways on.
 */
function EmptyPage() {
  const t = useT();
  const open = (url: string) => void browser.tabs.create({ url });
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1} size="h3">
        {t('empty.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('empty.text')}
      </Text>
      <Stack gap="xs">
        <Button onClick={() => open(browser.runtime.getURL('/record.html'))}>{t('empty.record')}</Button>
        <Button variant="default" onClick={() => void appLink('/tasks').then(open)}>
          {t('empty.open')}
        </Button>
      </Stack>
    </Stack>
  );
}

mountPage(<EmptyPage />, { width: 480, title: 'empty' });
