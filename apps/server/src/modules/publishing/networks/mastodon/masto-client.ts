import { MastoHttpError, type mastodon } from 'masto';
import { HttpActionDispatcherHookMastodon } from 'masto/adapters/action/dispatcher-http-hook-mastodon.js';
import { createActionProxy, HttpActionDispatcher } from 'masto/adapters/action/index.js';
import { HttpConfigImpl } from 'masto/adapters/config/index.js';
import { BaseHttp } from 'masto/adapters/http/index.js';
import { SerializerNativeImpl } from 'masto/adapters/serializers/index.js';
import type { Http, HttpRequestParams, HttpResponse, Serializer } from 'masto/interfaces/index.js';
import type { EgressOptions, GuardedFetch } from '../../../../platform/http/guarded-fetch.js';

/**
 * masto's REST and OAuth clients, sending through the egress guard.
 *
 * The instance is an address a person typed, so every request must go through
 * `guardedFetch` (docs/architecture.md#egress-guard). masto 7.12 has no `fetch` option: its
 * `HttpNativeImpl` calls the global `fetch`, which no agent or pinned lookup can reach. So the
 * client is put together here from masto's own parts (its serializer, config, action dispatcher
 * and Mastodon hook — the typed API, the snake_case/camelCase mapping and the multipart forms
 * stay masto's), with one `Http` of ours that sends the request masto built through the guard.
 * These parts are masto's internal modules, reachable through its `./*.js` export; the version
 * is pinned and the adapter's tests run them against the stand-in.
 */

export interface MastoClientOptions {
  /** The instance, e.g. `https://mastodon.social`. */
  url: string;
  accessToken?: string;
  fetch: GuardedFetch;
  /** Time, size and signal for every request of this client. */
  egress?: EgressOptions;
}

/** The answer bodies we read are small (a status page of 40 is the largest). */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 30_000;

class GuardedHttp extends BaseHttp implements Http {
  constructor(
    private readonly serializer: Serializer,
    private readonly config: HttpConfigImpl,
    private readonly fetch: GuardedFetch,
    private readonly egress: EgressOptions,
  ) {
    super();
  }

  async request<T>(params: HttpRequestParams): Promise<HttpResponse<T>> {
    const { method, path, search, encoding = 'json', requestInit = {} } = params;
    const url = this.config.resolvePath(path, search);
    const body = params.body === undefined ? undefined : this.serializer.serialize(encoding, params.body);
    const init = this.config.mergeRequestInitWithDefaults(requestInit);
    // A Request turns masto's FormData into multipart bytes with its boundary, as fetch would.
    const request = new Request(url, { ...init, method, body });
    if (typeof body === 'string' && encoding === 'json')
      request.headers.set('Content-Type', 'application/json');
    const bytes = request.body ? new Uint8Array(await request.arrayBuffer()) : undefined;
    const answer = await this.fetch(
      url,
      { method, headers: Object.fromEntries(request.headers), body: bytes },
      { timeoutMs: TIMEOUT_MS, maxBytes: MAX_ANSWER_BYTES, ...this.egress, signal: this.egress.signal },
    );
    const text = answer.text();
    const json = (answer.headers.get('content-type') ?? '').startsWith('application/json');
    if (answer.status < 200 || answer.status > 299)
      throw httpError(answer.status, answer.headers, json ? text : null);
    const data = json && text !== '' ? this.serializer.deserialize<T>('json', text) : (undefined as T);
    return { headers: answer.headers, data };
  }
}

/**
 * masto's own error for an answer that is not 2xx, with Mastodon's `{error}` words as its
 * message (or the status when the body is no JSON, e.g. a proxy's 504 page) and, as masto does,
 * a Response as its cause so the headers (Retry-After, X-RateLimit-Reset) can be read.
 */
function httpError(status: number, headers: Headers, json: string | null): MastoHttpError {
  let data: Record<string, unknown> = {};
  try {
    if (json) data = JSON.parse(json) as Record<string, unknown>;
  } catch {
    // Not JSON after all: the status says it.
  }
  const { error, error_description: description, details, ...rest } = data;
  return new MastoHttpError(
    {
      statusCode: status,
      message: typeof error === 'string' ? error : `HTTP ${status}`,
      description: typeof description === 'string' ? description : undefined,
      details: details as never,
      additionalProperties: rest,
    },
    { cause: new Response(null, { status: status >= 200 && status <= 599 ? status : 502, headers }) },
  );
}

function parts(options: MastoClientOptions) {
  const serializer = new SerializerNativeImpl();
  const config = new HttpConfigImpl(
    // Redirects are never followed: the guard answers a 3xx as it came.
    { url: options.url, accessToken: options.accessToken },
    serializer,
  );
  const http = new GuardedHttp(serializer, config, options.fetch, options.egress ?? {});
  return { http, dispatcher: new HttpActionDispatcher(http, new HttpActionDispatcherHookMastodon(http)) };
}

export function mastoRestClient(options: MastoClientOptions): mastodon.rest.Client {
  return createActionProxy(parts(options).dispatcher, { context: ['api'] });
}

export function mastoOAuthClient(options: MastoClientOptions): mastodon.oauth.Client {
  return createActionProxy(parts(options).dispatcher, { context: ['oauth'] });
}
