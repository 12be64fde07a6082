import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useOnline } from '@/shared/lib/use-online';
import { bootstrapSession, retrySessionBootstrap, sessionUnreachable } from '@/shared/session/session';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useIsAuthenticated } from '@/shared/stores/use-session';
import { AppLoading } from '../layouts/AppLoading';
import { OfflineStart } from './OfflineStart';

/**
 * Main-layout routes require sign-in (docs/product.md#screens-and-routes): anyone else goes to
 * /signin with the wanted path, query included, in `redirect`. Until the start-up session check
 * has answered, it waits: a reload of /dashboard while signed in stays on /dashboard.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const authenticated = useIsAuthenticated();
  const sessionChecked = useAuthStore((state) => state.sessionChecked);
  const location = useLocation();
  const online = useOnline();
  // Opened offline: not signed out, only not known yet (retried once the device is online).
  const unknown = !authenticated && sessionChecked && sessionUnreachable();
  useEffect(() => {
    // main.tsx starts it; this covers any other way in (tests, a future entry point).
    if (!sessionChecked) void bootstrapSession();
  }, [sessionChecked]);
  useEffect(() => {
    if (unknown && online) void retrySessionBootstrap();
  }, [unknown, online]);

  if (!authenticated && !sessionChecked) return <AppLoading />;
  if (unknown) return <OfflineStart onRetry={() => void retrySessionBootstrap()} />;
  if (!authenticated) {
    const wanted = `${location.pathname}${location.search}`;
    return <Navigate to={paths.signin({ redirect: wanted })} replace />;
  }
  return children ?? <Outlet />;
}
