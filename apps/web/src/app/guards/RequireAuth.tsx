import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useIsAuthenticated } from '@/shared/stores/use-session';

/**
 * Main-layout routes require sign-in (spec §2): anyone else goes to /signin with the wanted
 * path, query included, in `redirect`.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const authenticated = useIsAuthenticated();
  const location = useLocation();
  if (!authenticated) {
    const wanted = `${location.pathname}${location.search}`;
    return <Navigate to={paths.signin({ redirect: wanted })} replace />;
  }
  return children ?? <Outlet />;
}
