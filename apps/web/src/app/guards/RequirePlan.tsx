import { type ReactNode, useMemo } from 'react';
import { matchPath, Navigate, Outlet, useLocation } from 'react-router';
import { paths, ROUTES } from '@/config/paths';
import { useLockdown } from '@/shared/session/lockdown';
import { useIsAdmin } from '@/shared/stores/use-session';

/** What stays open in a locked workspace: the lockdown page, checkout's return, the person's own pages. */
const OPEN_WHEN_LOCKED: readonly string[] = [
  ROUTES.expired,
  ROUTES.verifySubscription,
  ROUTES.profile,
  ROUTES.accountSecurity,
  ROUTES.myInvites,
];

/** Whether `pathname` may show while the workspace is locked (billing for its admins only). */
export function openWhenLocked(pathname: string, admin: boolean): boolean {
  if (admin && matchPath(ROUTES.billing, pathname)) return true;
  return OPEN_WHEN_LOCKED.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * Workspace lockdown (docs/product.md#trial-and-plans): once the current workspace's trial is
 * over with no plan in effect, every main screen sends people to /expired, except the pages
 * above and anyone who chose there to browse the workspace read-only. Switching workspace stays
 * in the header. Use inside RequireWorkspace.
 */
export function RequirePlan({ children }: { children?: ReactNode }) {
  const { locked, browsing } = useLockdown();
  const admin = useIsAdmin();
  const { pathname } = useLocation();
  const open = useMemo(() => openWhenLocked(pathname, admin), [pathname, admin]);
  if (locked && !browsing && !open) return <Navigate to={paths.expired()} replace />;
  return children ?? <Outlet />;
}
