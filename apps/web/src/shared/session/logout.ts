import { paths } from '@/config/paths';
import { queryClient } from '@/shared/api/query-client';
import { currentLocation, navigateTo } from '@/shared/lib/navigation';
import { resetStores } from '@/shared/stores/reset-stores';

export interface LogoutOptions {
  /** Come back to the current page after signing in again (a 401 mid-session). */
  returnHere?: boolean;
}

/**
 * Logs out (spec §8): clears the stores and the server-state cache, then goes to sign-in.
 * Signing out of the identity service and telling the extension arrive with the identity
 * issue and hook in here.
 */
export function logout({ returnHere = false }: LogoutOptions = {}): void {
  const here = currentLocation();
  resetStores();
  queryClient.clear();
  const onSignin = window.location.pathname === paths.signin();
  if (onSignin) return;
  navigateTo(returnHere ? paths.signin({ redirect: here }) : paths.signin(), { replace: true });
}
