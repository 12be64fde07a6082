import { isApiError } from '@expertos/api-client/client';
import type { Bootstrap } from '@expertos/domain/bootstrap.schema';
import type { Profile } from '@expertos/domain/profile.schema';
import { queryClient } from '@/shared/api/query-client';
import { checkSession, fetchBootstrap, fetchIdToken, meQueryKey } from '@/shared/api/session';
import { applyLanguage } from '@/shared/i18n/language';
import { type AuthAccount, type AuthUser, toRoleList, useAuthStore } from '@/shared/stores/auth-store';
import { rememberLiveStart, takeLiveStart } from './live-start';
import { currentSessionEpoch } from './session-epoch';
import { setViewerTimeZone } from './viewer-zone';
import { applyWorkspaceStart, preferredWorkspaceUid } from './workspace-session';

export function userFromProfile(profile: Profile): AuthUser {
  return { uid: profile.id, email: profile.email, name: profile.name, avatarUrl: profile.avatar_url };
}

export function accountFromProfile(profile: Profile): AuthAccount {
  return { uid: profile.id, ...profile };
}

/**
 * Turns the identity service's session cookie into a signed-in app: an ID token, then in one
 * call (`GET /bootstrap`) the user's profile, the role list, the workspaces and invites, and the
 * current workspace with its brands; then the validated flag that makes the user
 * authenticated. Answers false when there is no session (the token call answers 401) or a
 * sign-out happened meanwhile; rejects with the ApiError of any other failure. `given` is a
 * token already in hand (the one get-session sent along): no token call then.
 */
export async function startSession(given?: string | null): Promise<boolean> {
  const epoch = currentSessionEpoch();
  let token: string;
  try {
    token = given ?? (await fetchIdToken());
  } catch (error) {
    if (isApiError(error) && error.status === 401) return false;
    throw error;
  }
  if (epoch !== currentSessionEpoch()) return false;
  // Stored first: the bootstrap is sent with it.
  useAuthStore.getState().setAuthToken(token);
  let start: Bootstrap;
  try {
    start = await fetchBootstrap(preferredWorkspaceUid());
  } catch (error) {
    // Half a session is no session: drop the token the failed start left behind.
    if (epoch === currentSessionEpoch()) useAuthStore.getState().setAuthToken(null);
    throw error;
  }
  if (epoch !== currentSessionEpoch()) return false;
  // Before the session turns signed in, which opens the live stream: it resumes from here.
  rememberLiveStart(start.live_event_id);
  // The workspaces first: RequireWorkspace finds them ready when the person turns authenticated.
  applyWorkspaceStart(start, epoch);
  const store = useAuthStore.getState();
  // The token may have been refreshed while the bootstrap was loading: keep the newest.
  const authToken = store.authToken ?? token;
  store.setSession({ user: userFromProfile(start.me), authToken, account: accountFromProfile(start.me) });
  store.setRoles(toRoleList(start.roles));
  // The profile's language, kept on this device too so the next start opens in it.
  if (start.me.language) void applyLanguage(start.me.language, { remember: start.me.language });
  setViewerTimeZone(start.me.time_zone);
  // The profile page's query starts from it rather than asking for /me again.
  queryClient.setQueryData(meQueryKey, start.me);
  store.setTokenValidated(true);
  return true;
}

let bootstrap: Promise<void> | null = null;
/**
 * Which start-up check is the current one. A check that was forgotten (a retry started, or a
 * test reset) may still be waiting on its request: when it answers it must not mark the session
 * checked, or its answer would stand in for the one the new check is still waiting for.
 */
let generation = 0;
/** The last start-up check got no answer because the device was offline. */
let unreachable = false;
/** The last start-up check was rate limited: ask again after this many ms. */
let limitedFor: number | null = null;

/** Asked again this long after a rate-limited check whose reply named no wait. */
export const SESSION_RETRY_FALLBACK_MS = 5_000;

export const sessionUnreachable = () => unreachable;

/**
 * Null, or how long to wait before asking again when the last start-up check was refused by the
 * rate limit (429): a busy server, not a lost session. The person stays where they were.
 */
export const sessionRateLimitedFor = () => limitedFor;

/**
 * At app start: asks the identity service, silently, whether this browser has a session,
 * and signs in when it has. Runs once (every caller shares it); `sessionChecked` turns true
 * when it has answered, whatever the answer, so guarded pages stop waiting. No answer at
 * all (the server is down) counts as signed out: the sign-in page says what is wrong. A 429
 * (after the API client's own waits) says nothing about the session: `sessionRateLimitedFor`
 * tells the guard to wait and ask again, never to send the person to sign in.
 */
export function bootstrapSession(): Promise<void> {
  bootstrap ??= (async (mine: number) => {
    unreachable = false;
    limitedFor = null;
    try {
      // Asked first because it answers 200 either way: a signed-out visit logs no error.
      const { signedIn, token } = await checkSession();
      if (signedIn && mine === generation) await startSession(token);
    } catch (error) {
      if (mine !== generation) return;
      if (isApiError(error) && error.status === 429) {
        limitedFor = error.retryAfterMs ?? SESSION_RETRY_FALLBACK_MS;
      } else {
        // No answer because this device is offline: not signed out, only not known yet. (The
        // server down while online still counts as signed out: the sign-in page says why.)
        unreachable = (!isApiError(error) || error.status === 0) && !navigator.onLine;
      }
      console.warn('session: could not restore the session', error);
    } finally {
      if (mine === generation) useAuthStore.getState().setSessionChecked(true);
    }
  })(generation);
  return bootstrap;
}

/** Forgets the bootstrap (tests); one still waiting on its answer no longer counts. */
export function resetSessionBootstrap(): void {
  generation += 1;
  bootstrap = null;
  takeLiveStart();
  unreachable = false;
  limitedFor = null;
}

/**
 * Asks again after a start-up check that got no answer (the connection is back) or was rate
 * limited (its wait is over): guarded pages wait for it as at start.
 */
export function retrySessionBootstrap(): Promise<void> {
  generation += 1;
  bootstrap = null;
  useAuthStore.getState().setSessionChecked(false);
  return bootstrapSession();
}
