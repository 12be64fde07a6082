import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { loadWorkspaceSession } from '@/shared/session/workspace-session';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useCurrentWorkspaceUid, useIsAuthenticated } from '@/shared/stores/use-session';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';

/**
 * What a capture page needs before its form: a signed-in person and their workspace's brands.
 * Framed by the extension, it sends the person to the app (a new tab) to sign in.
 */
export function CaptureGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const sessionChecked = useAuthStore((state) => state.sessionChecked);
  const signedIn = useIsAuthenticated();
  const listStatus = useWorkspaceStore((state) => state.status);
  const projectsStatus = useWorkspaceStore((state) => state.projectsStatus);
  const workspaceUid = useCurrentWorkspaceUid();
  useEffect(() => {
    if (signedIn && listStatus === 'idle') void loadWorkspaceSession();
  }, [signedIn, listStatus]);

  const loading = (
    <Center py="md">
      <Loader size="sm" aria-label={t('ui.extension.loading')} />
    </Center>
  );
  if (!sessionChecked && !signedIn) return loading;
  if (!signedIn)
    return (
      <Stack gap="xs">
        <Text size="sm">{t('ui.extension.signedOut')}</Text>
        <Anchor href={paths.signin()} target="_blank" rel="noreferrer" size="sm">
          {t('ui.extension.signIn')}
        </Anchor>
      </Stack>
    );
  if (listStatus !== 'ready' && listStatus !== 'error') return loading;
  if (!workspaceUid) return <Text size="sm">{t('ui.extension.noWorkspace')}</Text>;
  if (projectsStatus !== 'ready' && projectsStatus !== 'error') return loading;
  return <>{children}</>;
}
