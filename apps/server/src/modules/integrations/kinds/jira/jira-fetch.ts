import { type AxiosAdapter, AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import type { EgressOptions, GuardedFetch } from '../../../../platform/http/guarded-fetch.js';

/**
 * An axios adapter for `jira.js` (v5 sends through axios; its `baseRequestConfig` reaches the
 * axios instance) that sends every request through the egress guard
 * (docs/architecture.md#egress-guard): a Jira site URL is chosen by a user, so it is checked,
 * pinned, size- and time-capped like a webhook's. `options` (the job's signal, timeout, size
 * cap) apply to every request. A guard failure rejects with the EgressError itself (jira.js
 * wraps it in an HttpException whose `cause` it is); an HTTP answer is settled as axios does
 * (`validateStatus`), so jira.js sees a non-2xx as the AxiosError it expects, headers included.
 */
export function jiraAxiosAdapter(guarded: GuardedFetch, options: EgressOptions = {}): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON()))
      if (typeof value === 'string') headers[name] = value;
      else if (typeof value === 'number') headers[name] = String(value);
    const data: unknown = config.data;
    if (data !== undefined && data !== null && typeof data !== 'string')
      // transformRequest has already turned JSON bodies into strings; only uploads would not be.
      throw new TypeError('jiraAxiosAdapter sends string bodies only');
    const signals = [options.signal, config.signal as AbortSignal | undefined].filter(
      (s): s is AbortSignal => s !== undefined,
    );
    const answer = await guarded(
      // The full URL as axios would build it: baseURL (the site) + path + serialised params.
      buildUri(config),
      { method: (config.method ?? 'get').toUpperCase(), headers, body: data ?? undefined },
      { ...options, signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0] },
    );
    const response = {
      // A string: axios's transformResponse parses JSON after the adapter, as with its own.
      data: answer.text(),
      status: answer.status,
      statusText: '',
      headers: AxiosHeaders.from(Object.fromEntries(answer.headers.entries())),
      config,
      request: null,
    };
    const valid = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
    if (valid(answer.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };
}

function buildUri(config: InternalAxiosRequestConfig): string {
  const base = (config.baseURL ?? '').replace(/\/+$/, '');
  const path = config.url ?? '';
  // Paths only, always under the connection's site: an absolute URL would leave it.
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) throw new TypeError('jiraAxiosAdapter follows paths only');
  const url = `${base}/${path.replace(/^\/+/, '')}`;
  const params = config.params as Record<string, unknown> | undefined;
  if (params === undefined || params === null) return url;
  // axios keeps jira.js's serializer as `{ serialize }` (it encodes arrays and spaces Jira's way).
  const setting = config.paramsSerializer as unknown;
  const serialize =
    typeof setting === 'function'
      ? (setting as (p: Record<string, unknown>) => string)
      : (setting as { serialize?: (p: Record<string, unknown>) => string } | undefined)?.serialize;
  const query = serialize
    ? serialize(params)
    : new URLSearchParams(
        Object.entries(params)
          .filter(([, v]) => v !== undefined && v !== null)
          .map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
  return query ? `${url}?${query}` : url;
}
