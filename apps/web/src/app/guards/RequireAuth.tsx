import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { startBusyWait } from '@/shared/api/busy-wait';
import { useOnline } from '@/shared/lib/use-online';
import {
  bootstrapSession,
  retrySessionBootstrap,
  sessionRateLimitedFor,
  sessionUnreachable,
} from '@/shared/session/session';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useIsAuthenticated } from '@/shared/stores/use-session';
import { AppLoading } from '../layouts/AppLoading';
import { OfflineStart } from './OfflineStart';

/**
 * Main-layout routes require sign-in (docs/product.md#screens-and-routes): anyone else goes to
 * /signin with the wanted path, query included, in `redirect`. Until the start-up session check
 * has answered, it waits: a reload of /dashboard while signed in stays on /dashboard. A check
 * refused by the rate limit is no answer either: it waits as long as the server asked, under the
 * busy notice, and asks again.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const authenticated = useIsAuthenticated();
  const sessionChecked = useAuthStore((state) => state.sessionChecked);
  const location = useLocation();
  const online = useOnline();
  const unsettled = !authenticated && sessionChecked;
  // Opened offline: not signed out, only not known yet (retried once the device is online).
  const unknown = unsettled && sessionUnreachable();
  const limitedFor = unsettled ? sessionRateLimitedFor() : null;
  useEffect(() => {
    // main.tsx starts it; this covers any other way in (tests, a future entry point).
    if (!sessionChecked) void bootstrapSession();
  }, [sessionChecked]);
  useEffect(() => {
    if (unknown && online) void retrySessionBootstrap();
  }, [unknown, online]);
  useEffect(() => {
    if (limitedFor === null) return;
    const endNotice = startBusyWait(limitedFor);
    const timer = setTimeout(() => void retrySessionBootstrap(), limitedFor);
    return () => {
      clearTimeout(timer);
      endNotice();
    };
  }, [limitedFor]);

  if (!authenticated && !sessionChecked) return <AppLoading />;
  if (unknown) return <OfflineStart onRetry={() => void retrySessionBootstrap()} />;
  if (limitedFor !== null) return <AppLoading />;
  if (!authenticated) {
    const wanted = `${location.pathname}${location.search}`;
    return <Navigate to={paths.signin({ redirect: wanted })} replace />;
  }
  return children ?? <Outlet />;
}
