import type { ApiError } from './api-error';
import { singleFlight } from './single-flight';

/**
 * Runs the app's logout once for a burst of 401s. Several requests in flight with a dead
 * session all come back 401 at about the same time; each calls `onUnauthorized`, but
 * signing out, clearing stores and redirecting must happen once. While a logout is in
 * progress every further call joins it (and gets the same promise); once it has settled
 * the gate opens again, so a later session that expires logs out too. 401s that arrive
 * after the logout finished (requests sent with the old token) are for the app to ignore,
 * e.g. by checking that someone is still signed in.
 */
export function createUnauthorizedGate(
  logout: (error: ApiError) => void | Promise<void>,
): (error: ApiError) => Promise<void> {
  return singleFlight(async (error: ApiError) => logout(error));
}
