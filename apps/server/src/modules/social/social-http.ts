import { EgressError } from '../../platform/http/egress-errors.js';
import type { EgressRequest, GuardedFetch } from '../../platform/http/guarded-fetch.js';

/**
 * One outbound call to Instagram or YouTube, through the egress guard, and how a failure is
 * classified (providers/social.md §1–2) so the import job and the routes know what to do:
 *
 * - `token`: the provider refuses the credential (Graph `190`/OAuthException, Google `401`,
 *   `invalid_grant`): the connection needs the brand to connect again; retrying cannot help.
 * - `throttled`: a rate limit or quota (Graph `4`, `17`, `32`, `341`, `613`; Google `403
 *   quotaExceeded`/`rateLimitExceeded`; HTTP 429): try again after `retryAfterMs`.
 * - `transient`: the provider or the network hiccupped (Graph `1`, `2`, 5xx): retry soon.
 * - `permanent`: anything else (a missing permission, a bad request).
 */

export type SocialErrorKind = 'token' | 'throttled' | 'transient' | 'permanent';

export class SocialError extends Error {
  constructor(
    readonly kind: SocialErrorKind,
    message: string,
    readonly details: { status: number | null; reason: string | null; retryAfterMs?: number } = {
      status: null,
      reason: null,
    },
  ) {
    super(message);
    this.name = 'SocialError';
  }
}

const TIMEOUT_MS = 20_000;
/** A page of 50 videos' details is well under this. */
const MAX_BYTES = 4 * 1024 * 1024;

export interface ProviderAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Sends the request; a network failure is `transient`, an address the guard refuses `permanent`. */
export async function providerCall(
  fetch: GuardedFetch,
  url: string | URL,
  request: EgressRequest,
  signal?: AbortSignal,
): Promise<ProviderAnswer> {
  let answer: Awaited<ReturnType<GuardedFetch>>;
  try {
    answer = await fetch(
      url,
      { ...request, headers: { accept: 'application/json', ...request.headers } },
      { timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES, ...(signal ? { signal } : {}) },
    );
  } catch (caught) {
    const refused = caught instanceof EgressError && caught.code === 'refused';
    throw new SocialError(
      refused ? 'permanent' : 'transient',
      caught instanceof Error ? caught.message : 'the provider could not be reached',
    );
  }
  let body: unknown = null;
  try {
    body = JSON.parse(answer.text());
  } catch {
    // Not JSON (a proxy's page): judged by the status alone.
  }
  return { status: answer.status, headers: answer.headers, body };
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const str = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** A count as a number; the YouTube API sends them as strings ("12345"). */
export function count(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}
