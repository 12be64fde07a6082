import { isApiError } from '@expertos/api-client/client';
import { QueryClient } from '@tanstack/react-query';

const MAX_RETRIES = 2;

/** How long what was read counts as fresh: no query (or page) asks for it again meanwhile. */
export const STALE_TIME_MS = 30_000;

/**
 * Retries only what may pass on a second try: no reply at all, and 5xx. Not a 429: the API
 * client has already waited it out as long as the server asked (up to its cap), so sending it
 * again at once would only add to the count that refused it.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client; the logout clears it. */
export const queryClient = createQueryClient();
