import { EgressError, EgressRefusedError } from '../../../../platform/http/egress-errors.js';
import { usageOf } from '../../../../platform/http/meta-usage.js';
import { NetworkError } from '../network.js';

/**
 * A refused Graph API call to a Facebook Page as the engine acts on it (providers/publishing.md
 * §2). Meta answers `{error: {message, type, code, error_subcode, error_user_msg, fbtrace_id}}`;
 * Facebook's publishing refusals come as a subcode (or, for some, the code itself), so each
 * number below is looked for in both.
 *
 * - `190` (and `102`) or HTTP 401: the sign-in was revoked or ended → `reconnect`.
 * - Throttling: codes `4` (the app), `17` (the person), `32`, `613`, `80001` (the Page), or usage
 *   headers at 100% → `transient`, after the `estimated_time_to_regain_access` minutes
 *   `X-Business-Use-Case-Usage` names, else after a quarter of an hour (`X-App-Usage` names none).
 * - `1404078` Page Publishing Authorization → `permanent`, saying the Page's admin must complete it.
 * - `1390008` posting too fast, `1363047` / `1609010`, codes `1` / `2`, 5xx → `transient`.
 * - `1366051` duplicate photos, `1346003` / `1404102` policy, `506` duplicate text → `permanent`.
 * - `10` and `200`–`299`, a permission the app lacks → `reconnect`, asking for it again (by its
 *   name for a call that says which it needs: `read_insights`).
 * - Anything else → `permanent`, in Facebook's words.
 */

/** Meta's usage windows are an hour and `X-App-Usage` says no time: try again well within one. */
export const FACEBOOK_THROTTLE_WAIT_MS = 15 * 60_000;
/** "You're posting too fast": a few minutes' pause is what Facebook asks. */
const TOO_FAST_WAIT_MS = 10 * 60_000;
const THROTTLE_CODES = new Set([4, 17, 32, 613, 80001]);
const TRANSIENT_NUMBERS = new Set([1363047, 1609010]);
const POLICY_NUMBERS = new Set([1346003, 1404102]);

interface GraphErrorBody {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_user_title?: string;
  error_user_msg?: string;
}

/** The Graph error envelope of an answer; empty for anything else. */
export function graphErrorOf(body: unknown): GraphErrorBody {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (error && typeof error === 'object') return error as GraphErrorBody;
  }
  return {};
}

/**
 * A non-2xx (or unreadable) Graph answer, for `what` ("the post", "a photo"); `permission`, the
 * one the call needs beyond publishing (`read_insights`), named when Facebook refuses for it.
 */
export function facebookFailure(
  status: number,
  body: unknown,
  headers: Headers,
  what: string,
  permission?: string,
): NetworkError {
  const error = graphErrorOf(body);
  const code = error.code ?? null;
  const subcode = error.error_subcode ?? null;
  const said = error.error_user_msg || error.message || `HTTP ${status}`;
  const tag = `facebook_${code ?? status}${subcode ? `_${subcode}` : ''}`;
  const is = (numbers: Set<number> | number) =>
    [code, subcode].some((n) =>
      n === null ? false : typeof numbers === 'number' ? n === numbers : numbers.has(n),
    );

  const usage = usageOf(headers);
  if ((code !== null && THROTTLE_CODES.has(code)) || status === 429 || usage.reached)
    return new NetworkError('transient', `Facebook asked to slow down ${what} (${said}); it goes on later.`, {
      code: tag,
      retryAfterMs: usage.regainMs ?? FACEBOOK_THROTTLE_WAIT_MS,
    });
  if (code === 190 || code === 102 || status === 401)
    return new NetworkError(
      'reconnect',
      `Facebook no longer accepts this Page's sign-in (${said}). Connect the Page again.`,
      { code: tag },
    );
  if (is(1404078))
    return new NetworkError(
      'permanent',
      `Facebook holds posts to this Page until its admin completes Page Publishing Authorization: open the Page on Facebook as its admin, complete the authorization Facebook asks for (in the Page's notifications or settings), then publish again. (Facebook: ${said})`,
      { code: tag },
    );
  if (is(1390008))
    return new NetworkError(
      'transient',
      `Facebook says the Page is posting too fast (${said}); it goes on a little later.`,
      {
        code: tag,
        retryAfterMs: TOO_FAST_WAIT_MS,
      },
    );
  if (is(1366051))
    return new NetworkError(
      'permanent',
      `Facebook refused the photos as the same ones the Page posted before. Change the photos to post them again. (Facebook: ${said})`,
      { code: tag },
    );
  if (is(POLICY_NUMBERS))
    return new NetworkError(
      'permanent',
      `Facebook blocked this post as going against its Community Standards. (Facebook: ${said})`,
      { code: tag },
    );
  if (code === 506)
    return new NetworkError(
      'permanent',
      'Facebook refused the post as the same text the Page has just posted. Change the text to post it again.',
      { code: tag },
    );
  if (is(TRANSIENT_NUMBERS) || code === 1 || code === 2 || status >= 500)
    return new NetworkError('transient', `Facebook could not answer ${what} this time (${said}).`, {
      code: tag,
    });
  // The photo's link could not be read this time (Facebook fetches it from this server).
  if (code === 324)
    return new NetworkError('transient', `Facebook could not fetch ${what} from this server (${said}).`, {
      code: tag,
    });
  if (permission && (code === 10 || (code !== null && code >= 200 && code < 300)))
    return new NetworkError(
      'reconnect',
      `Facebook refused ${what}: the Page has not granted ${permission} (${said}). Connect the Page again to grant ${permission}; the person connecting must be able to see the Page's insights.`,
      { code: tag },
    );
  if (code === 10 || (code !== null && code >= 200 && code < 300))
    return new NetworkError(
      'reconnect',
      `Facebook refused ${what}: the Page did not allow it (${said}). Connect the Page again and allow publishing; the person connecting must be able to create content on the Page.`,
      { code: tag },
    );
  return new NetworkError('permanent', `Facebook refused ${what}: ${said}`, { code: tag });
}

/** A call that never got an answer. */
export function facebookUnreachable(caught: unknown, what: string): NetworkError {
  if (caught instanceof NetworkError) return caught;
  if (caught instanceof EgressRefusedError)
    return new NetworkError('permanent', `Facebook's address is ${caught.message}.`, {
      code: 'egress_refused',
      cause: caught,
    });
  const reason =
    caught instanceof EgressError ? caught.message : ((caught as Error)?.message ?? String(caught));
  return new NetworkError('transient', `Could not reach Facebook for ${what}: ${reason}.`, {
    code: caught instanceof EgressError ? `egress_${caught.code}` : 'network',
    cause: caught,
  });
}
