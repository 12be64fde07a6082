import { Center, Loader } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths, ROUTES } from '@/config/paths';
import { loadWorkspaceSession } from '@/shared/session/workspace-session';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { QueryError } from '@/shared/ui/QueryError';

/** Pages that make sense before the user belongs to any workspace. */
const WITHOUT_WORKSPACE: readonly string[] = [ROUTES.myInvites, ROUTES.profile, ROUTES.accountSecurity];

/**
 * The start-up routing of the signed-in app: once the session has started, the
 * workspaces are loaded. Someone without a workspace goes to /my-invites when invites wait
 * for them, else to /onboarding (which then continues to the page asked for). A workspace kept from the last visit shows at once while
 * the list loads again. Use inside RequireAuth.
 */
export function RequireWorkspace({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const status = useWorkspaceStore((state) => state.status);
  const hasWorkspace = useWorkspaceStore((state) => state.currentWorkspace !== null);
  const pendingInvites = useAuthStore((state) => state.invites.length);
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (status === 'idle') void loadWorkspaceSession();
  }, [status]);

  if (hasWorkspace || (status === 'ready' && WITHOUT_WORKSPACE.includes(pathname))) {
    return children ?? <Outlet />;
  }
  if (status === 'ready') {
    if (pendingInvites > 0) return <Navigate to={paths.myInvites()} replace />;
    // Onboarding continues to the page first asked for (the dashboard needs no mention).
    const wanted = pathname === paths.dashboard() ? undefined : `${pathname}${search}`;
    return <Navigate to={paths.onboarding(wanted ? { redirect: wanted } : undefined)} replace />;
  }
  if (status === 'error') {
    return <QueryError message={t('ui.workspace.loadError')} onRetry={() => void loadWorkspaceSession()} />;
  }
  return (
    <Center py={80}>
      <Loader aria-label={t('ui.workspace.loading')} />
    </Center>
  );
}
