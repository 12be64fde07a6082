import { getIdToken, signOut } from '@expertos/api-client/auth';
import {
  type ApiClient,
  type ApiError,
  createApiClient,
  type TokenSource,
} from '@expertos/api-client/client';
import { createErrorNotifier } from '@expertos/api-client/errors';
import type { RateLimitRetryOptions } from '@expertos/api-client/rate-limit-retry';
import { createUnauthorizedGate } from '@expertos/api-client/unauthorized-gate';
import { ERROR_CATALOGUE, isErrorCode } from '@expertos/domain/errors';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { DEFAULT_LANGUAGE, i18n, translateError } from '@/shared/i18n/i18n';
import { type AuthTokenSource, createAuthTokenSource } from '@/shared/session/token-source';
import { selectIsAuthenticated, useAuthStore } from '@/shared/stores/auth-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { startBusyWait } from './busy-wait';
import { announceSessionLost } from './session-lost';

/**
 * A 401 that says who the user is not (wrong password, unknown e-mail) is an ordinary
 * error for the form that sent it; any other 401 means the session is gone.
 */
export function isSessionLoss(error: ApiError): boolean {
  return error.status === 401 && (!isErrorCode(error.code) || error.code === 'unauthorized');
}

export interface WebApiClientDeps {
  baseUrl?: string;
  /** Defaults to the auth store's token, refreshed through this client's `GET /auth/token`. */
  tokens?: TokenSource;
  isSignedIn?: () => boolean;
  /** What session loss runs; by default it is announced (`session-lost.ts`) for app/ to log out. */
  onLogout?: () => void | Promise<void>;
  fetch?: typeof fetch;
  now?: () => number;
  /** What a workspace's 403 `two_factor_required` does; by default, go to the set-up page. */
  onTwoFactorRequired?: () => void;
  /** What a workspace's 403 `sso_required` does; by default, sign out and sign in with single sign-on. */
  onSsoRequired?: () => void;
  /** How a 429 is waited out (tests hand in a sleep that only records). */
  rateLimitRetry?: RateLimitRetryOptions;
}

/**
 * The web app's API client: a bearer ID token from the auth store, refreshed before it
 * expires (one refresh for every request waiting on it), a negative notification with the
 * translated message (docs/product.md#messages) for a failed call that asks for it with
 * `notify: true` (calls are quiet by default: each screen shows its own failure where it
 * happened), and on session loss one logout and one 401 message however many requests fail
 * together, quiet calls included. A 429 is never session loss: reads wait it out (api-client's
 * `rate-limit-retry.ts`) under a quiet notice (`busy-wait.ts`).
 */
export function createWebApiClient(deps: WebApiClientDeps = {}): ApiClient {
  const tokens =
    deps.tokens ??
    createAuthTokenSource({
      // Called only once `client` exists. No bearer (the session cookie is the credential)
      // and quiet: a failed refresh fails the request that needed it, which reports it.
      fetchToken: async () => (await getIdToken(client)).token,
      ...(deps.now ? { now: deps.now } : {}),
    });
  const isSignedIn = deps.isSignedIn ?? (() => selectIsAuthenticated(useAuthStore.getState()));
  const onLogout = deps.onLogout ?? announceSessionLost;
  const notifyError = createErrorNotifier({
    notify,
    translate: (code, fallback) => translateError(code, fallback),
  });

  // Shown once per session: reset when a new session starts.
  let announced = false;
  useAuthStore.subscribe((state, previous) => {
    if (state.authToken && !previous.authToken) announced = false;
  });
  const announceUnauthorized = () => {
    if (announced) return;
    announced = true;
    notify({
      type: 'negative',
      message: translateError('unauthorized', ERROR_CATALOGUE.unauthorized.message),
    });
  };

  const gate = createUnauthorizedGate(async (error) => {
    if (!isSessionLoss(error)) return;
    // Late 401s of requests sent before the logout find nobody signed in: nothing to do.
    if (!isSignedIn()) return;
    announceUnauthorized();
    await onLogout();
  });

  const onSsoRequired = deps.onSsoRequired ?? (() => requireSso(client));
  const onTwoFactorRequired = deps.onTwoFactorRequired ?? requireTwoFactor;
  // Never called as a method: browsers throw "Illegal invocation" for another `this` than window.
  const send: typeof fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  /**
   * Every call's reply is looked at for a workspace's sign-in policies (403 `sso_required`,
   * `two_factor_required`), quiet calls included (`onError` hears only calls that notify, and a
   * screen's quiet loads are what meet them first): read from a copy, the caller still gets its
   * error.
   */
  const sendWatchingPolicies: typeof fetch = async (input, init) => {
    // The server writes its own words (an error's message, a device's name) in the language the
    // app is shown in, not the browser's (docs/product.md#languages).
    const headers = new Headers(init?.headers);
    if (!headers.has('accept-language')) headers.set('accept-language', i18n.language || DEFAULT_LANGUAGE);
    const response = await send(input, { ...init, headers });
    if (response.status === 403)
      void response
        .clone()
        .json()
        .then((body: unknown) => {
          const code = (body as { code?: unknown } | null)?.code;
          if (code === 'sso_required') onSsoRequired();
          if (code === 'two_factor_required') onTwoFactorRequired();
        })
        .catch(() => undefined);
    return response;
  };

  const client = createApiClient({
    baseUrl: deps.baseUrl ?? env.apiBaseUrl,
    fetch: sendWatchingPolicies,
    ...(deps.rateLimitRetry ? { rateLimitRetry: deps.rateLimitRetry } : {}),
    tokens,
    onError: (error) => {
      // A workspace's sign-in policy refused this session: the reply was seen as it arrived
      // (`sendWatchingPolicies`: the set-up page, or signing in with SSO); no message on the way out.
      if (error.code === 'two_factor_required' || error.code === 'sso_required') return;
      if (!isSessionLoss(error)) notifyError(error);
      // A signed-in user hears about it from the logout (even for a quiet call); someone
      // not signed in is told here, once.
      else if (!isSignedIn()) announceUnauthorized();
    },
    onUnauthorized: gate,
    // A rate limit is waited out by the client, with a quiet notice when it takes a while.
    onRateLimitWait: ({ waitMs }) => startBusyWait(waitMs),
  });
  return client;
}

/**
 * Sends the person to Sign-in and security, once, where the page says why
 * (docs/product.md#require-two-step-verification). A full load: every screen behind it failed.
 */
function requireTwoFactor() {
  const setup = paths.accountSecurity();
  if (typeof window === 'undefined' || window.location.pathname === setup) return;
  window.location.assign(`${setup}?required=two-factor`);
}

let leavingForSso = false;

/**
 * Ends this session and sends the person to sign in with single sign-on, once, where the page
 * says why and opens the single sign-on form (docs/product.md#single-sign-on). Signed out
 * first: the sign-in page sends a signed-in person straight back in, to the same refusal. A
 * full load, like `requireTwoFactor`; afterwards it comes back to the page it was on.
 */
function requireSso(client: ApiClient) {
  const signin = paths.signin();
  if (typeof window === 'undefined' || leavingForSso || window.location.pathname === signin) return;
  leavingForSso = true;
  const here = `${window.location.pathname}${window.location.search}`;
  void signOut(client)
    .catch(() => undefined)
    .finally(() => window.location.assign(paths.signin({ sso: 'required', redirect: here })));
}

/**
 * The app's ID tokens (the auth store's, refreshed through `api`). Shared by `api` and the live
 * stream, so both wait on one refresh; the stream forces one after its 401.
 */
export const authTokens: AuthTokenSource = createAuthTokenSource({
  // No bearer (the session cookie is the credential) and quiet: a failed refresh fails the
  // request that needed it, which reports it; a 401 there logs out through `api`.
  fetchToken: async () => (await getIdToken(api)).token,
});

export const api: ApiClient = createWebApiClient({ tokens: authTokens });
