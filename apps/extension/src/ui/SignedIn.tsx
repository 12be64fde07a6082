import { Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { paths } from '@/lib/app-paths';
import { appLink } from '@/lib/app-url';
import { isSignedIn } from '@/lib/auth';
import { useT } from './language';

/** Its children once someone is signed in; else a way to sign in through the app. */
export function SignedIn({ children }: { children: ReactNode }) {
  const t = useT();
  const [state, setState] = useState<'checking' | 'in' | 'out'>('checking');
  useEffect(() => {
    void isSignedIn().then((yes) => setState(yes ? 'in' : 'out'));
    // The app hands over a token while this page is open (signing in in another tab).
    const changed = () => void isSignedIn().then((yes) => setState(yes ? 'in' : 'out'));
    browser.storage.session.onChanged.addListener(changed);
    return () => browser.storage.session.onChanged.removeListener(changed);
  }, []);
  if (state === 'checking')
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  if (state === 'out')
    return (
      <Stack gap="xs">
        <Text size="sm">{t('signIn.intro')}</Text>
        <Button
          onClick={() => void appLink(paths.signin()).then((url) => browser.tabs.create({ url }))}
          variant="light"
        >
          {t('signIn.button')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('signIn.already')}{' '}
          <Anchor size="xs" onClick={() => window.location.reload()}>
            {t('signIn.checkAgain')}
          </Anchor>
        </Text>
      </Stack>
    );
  return <>{children}</>;
}
