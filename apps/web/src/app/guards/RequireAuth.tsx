import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { bootstrapSession } from '@/shared/session/session';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useIsAuthenticated } from '@/shared/stores/use-session';
import { AppLoading } from '../layouts/AppLoading';

/**
 * Main-layout routes require sign-in (docs/product.md#screens-and-routes): anyone else goes to
 * /signin with the wanted path, query included, in `redirect`. Until the start-up session check
 * has answered, it waits: a reload of /dashboard while signed in stays on /dashboard.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const authenticated = useIsAuthenticated();
  const sessionChecked = useAuthStore((state) => state.sessionChecked);
  const location = useLocation();
  useEffect(() => {
    // main.tsx starts it; this covers any other way in (tests, a future entry point).
    if (!sessionChecked) void bootstrapSession();
  }, [sessionChecked]);

  if (!authenticated && !sessionChecked) return <AppLoading />;
  if (!authenticated) {
    const wanted = `${location.pathname}${location.search}`;
    return <Navigate to={paths.signin({ redirect: wanted })} replace />;
  }
  return children ?? <Outlet />;
}
