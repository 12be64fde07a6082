/**
 * `@expertos/api-client`, the published SDK (docs/product.md#api-keys): the typed client the
 * app itself uses, with the calls an API key may make, grouped by resource. Every call checks
 * its reply against the domain's schemas (bundled in), every POST carries an Idempotency-Key,
 * and a 429 is waited out by its `Retry-After` and sent again. See README.md.
 */
import type { TokenSource } from './client';

export * as approvals from './approvals';
export * as brand from './brand';
export {
  type ApiClient,
  type ApiClientOptions,
  ApiError,
  createApiClient,
  isApiError,
  type TokenSource,
} from './client';
export * as comments from './comments';
export * as projects from './projects';
export { parseRetryAfter, RATE_LIMIT_RETRY_DEFAULTS, type RateLimitRetryOptions } from './rate-limit-retry';
export * as team from './team';
export * as tickets from './tickets';
export * as timetracking from './timetracking';
export * as workspaces from './workspaces';

/** The bearer token of an API key (`exp_pat_…` or `exp_wsk_…`): it never changes, so nothing is refreshed. */
export function apiKey(secret: string): TokenSource {
  return { getToken: async () => secret };
}
