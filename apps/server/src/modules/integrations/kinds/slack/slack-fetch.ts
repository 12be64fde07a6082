import type { FetchFunction } from '@slack/web-api';
import type { EgressOptions, GuardedFetch } from '../../../../platform/http/guarded-fetch.js';

/**
 * A `fetch` for `@slack/web-api` (v8 sends through fetch; it has no agent option) that sends
 * every request through the egress guard (docs/architecture.md#egress-guard), so the Web API
 * URL is checked, pinned, size- and time-capped like any user-chosen address. `options` (the
 * job's signal, timeout, size cap) apply to every request; a signal the client passes is
 * honoured as well. Guard failures reject with the EgressError itself, which the client wraps
 * in a WebAPIRequestError (`original`).
 */
export function slackFetch(guarded: GuardedFetch, options: EgressOptions = {}): FetchFunction {
  return async (url, init = {}) => {
    if (init.body !== undefined && typeof init.body !== 'string')
      // Only file uploads send FormData; the adapter never uploads.
      throw new TypeError('slackFetch sends string bodies only');
    const signals = [options.signal, init.signal].filter((s): s is AbortSignal => s !== undefined);
    const answer = await guarded(
      url,
      { method: init.method ?? 'GET', headers: init.headers, body: init.body },
      { ...options, signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0] },
    );
    // Fetch's Response forbids a body on these statuses; Slack never sends them anyway.
    const bodyless = answer.status === 204 || answer.status === 205 || answer.status === 304;
    const status = answer.status >= 200 && answer.status <= 599 ? answer.status : 502;
    const response = new Response(bodyless ? null : new Uint8Array(answer.body), {
      status,
      headers: answer.headers,
    });
    return response;
  };
}
