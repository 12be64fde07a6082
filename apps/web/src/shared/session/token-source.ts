import { isApiError, type TokenSource } from '@expertos/api-client/client';
import { singleFlight } from '@expertos/api-client/single-flight';
import { ID_TOKEN_REFRESH_LEEWAY_SECONDS } from '@expertos/domain/auth';
import { isTokenFresh } from '@/shared/lib/jwt';
import { useAuthStore } from '@/shared/stores/auth-store';
import { currentSessionEpoch } from './session-epoch';

export interface AuthTokenSourceDeps {
  /** Asks the identity service for a new ID token (`GET /api/auth/token`). */
  fetchToken: () => Promise<string>;
  /** Milliseconds since the epoch; a test clock in tests. */
  now?: () => number;
  leewaySeconds?: number;
}

export interface AuthTokenSource extends TokenSource {
  /** Fetches a new token whatever the cached one, stores it and answers it. */
  refresh: () => Promise<string>;
}

/**
 * The API client's token provider (docs/architecture.md#identity), backed by the auth store:
 * the cached `authToken` while it is valid for more than the leeway, else one refresh shared by
 * every caller. A refresh that fails with an ApiError 401 (the session is gone) rejects with
 * it, which makes the client log out. A refresh that got no answer at all (status 0) or was
 * rate limited (429) falls back to the cached token while it has not actually expired, so a blip
 * of the network or a busy moment neither fails requests that would still pass nor signs anyone out.
 */
export function createAuthTokenSource({
  fetchToken,
  now = Date.now,
  leewaySeconds = ID_TOKEN_REFRESH_LEEWAY_SECONDS,
}: AuthTokenSourceDeps): AuthTokenSource {
  const refresh = singleFlight(async () => {
    const epoch = currentSessionEpoch();
    const token = await fetchToken();
    // Signed out meanwhile: use the token for the request that asked, but do not keep it.
    if (epoch === currentSessionEpoch()) useAuthStore.getState().setAuthToken(token);
    return token;
  });

  return {
    refresh,
    async getToken() {
      const cached = useAuthStore.getState().authToken;
      if (cached && isTokenFresh(cached, now(), leewaySeconds)) return cached;
      try {
        return await refresh();
      } catch (error) {
        const passing = isApiError(error) && (error.status === 0 || error.status === 429);
        if (passing && cached && isTokenFresh(cached, now(), 0)) return cached;
        throw error;
      }
    },
  };
}
