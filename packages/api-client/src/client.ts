import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from '@expertos/domain/idempotency';
import type { ZodType } from 'zod';
import { ApiError, catalogueError, errorFromReply, networkError, safeJsonParse } from './api-error';
import {
  parseRetryAfter,
  RATE_LIMIT_RETRY_DEFAULTS,
  type RateLimitRetryOptions,
  type RateLimitWaitHook,
  rateLimitWaitMs,
  sleep,
} from './rate-limit-retry';
import { singleFlight } from './single-flight';
import { buildUrl, type QueryParams } from './url';

// Callers catch what the client throws, so they find the error class beside the client.
export { ApiError, isApiError } from './api-error';

/**
 * Where the bearer token comes from. Shaped like Firebase's `getIdToken()`: answer the
 * cached token while it is valid, refresh (a network call) when it is not, and `null` when
 * signed out. The client calls it before every authorised request and never caches the
 * token itself. A rejection fails the request with an ApiError: the source's own ApiError
 * as it is (throw one with status 401 to have the app log out), anything else as status 0
 * `service_unavailable`, so a flaky network does not sign the user out.
 */
export interface TokenSource {
  getToken(): Promise<string | null>;
}

export type ErrorHook = (error: ApiError) => void;
export type UnauthorizedHook = (error: ApiError) => void | Promise<void>;

export interface ApiClientOptions {
  /** The API host; defaults to the app's own origin. An absolute URL is allowed. */
  baseUrl?: string;
  fetch?: typeof fetch;
  tokens?: TokenSource;
  /**
   * The user-visible notification of a failure, for the calls that ask for it (`notify`).
   * Quiet is the default because almost every screen shows its own failure where it
   * happened; a second, global message for the same failure would only repeat it.
   */
  onError?: ErrorHook;
  /**
   * Called for every 401, notifying or not: the app's logout. See `createUnauthorizedGate`.
   * Never for anything else: a 429 says the session is busy, not gone.
   */
  onUnauthorized?: UnauthorizedHook;
  /**
   * A 429 `rate_limited` on a GET, PUT or DELETE is waited out (its `Retry-After`, capped) and
   * sent again (`rate-limit-retry.ts`); `false` fails it at once.
   */
  rateLimitRetry?: RateLimitRetryOptions | false;
  /** Told when such a wait starts (e.g. to show a quiet notice); its answer runs when it ends. */
  onRateLimitWait?: RateLimitWaitHook;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: QueryParams;
  /**
   * Sent as JSON; a `FormData` is sent as it is (multipart, with the boundary the runtime
   * picks), so no content type is set for it; a `Blob` (a file) is sent as its bytes, under
   * its own type.
   */
  body?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /**
   * Hand a failure to `onError` (the user-visible notification). Off by default: the caller
   * shows its own failure. `onUnauthorized` runs for a 401 either way.
   */
  notify?: boolean;
  /** `false` sends no Authorization header and does not touch the token source. */
  auth?: boolean;
  /** Non-2xx statuses this call reads as a reply rather than an error (e.g. 503 from /ready). */
  okStatuses?: readonly number[];
  /** Sees the reply's headers (a reply that is not an error), e.g. a token sent beside the body. */
  onHeaders?: (headers: Headers) => void;
}

/** A file fetched with the caller's token (e.g. a comment attachment): its bytes and type. */
export type BlobCall = (path: string, opts?: Omit<RequestOptions, 'body'>) => Promise<Blob>;

/**
 * A reply's schema, or a function that imports it. The calls of the first screen (the session,
 * the bootstrap, workspaces and brands) pass the function: the schema and zod then load beside
 * the request, in parallel with it, instead of in the app's first file (docs/architecture.md).
 */
export type ReplySchema<T> = ZodType<T> | (() => Promise<ZodType<T>>);

export interface ParsedRequestOptions<T> extends RequestOptions {
  /** The reply is parsed with it (unknown keys stripped); a mismatch is an `internal_error`. */
  schema: ReplySchema<T>;
}

export interface MethodCall {
  <T>(path: string, opts: ParsedRequestOptions<T>): Promise<T>;
  (path: string, opts?: RequestOptions): Promise<unknown>;
}

export interface RequestCall {
  <T>(method: HttpMethod, path: string, opts: ParsedRequestOptions<T>): Promise<T>;
  (method: HttpMethod, path: string, opts?: RequestOptions): Promise<unknown>;
}

export interface ApiClient {
  readonly baseUrl: string;
  request: RequestCall;
  get: MethodCall;
  post: MethodCall;
  put: MethodCall;
  patch: MethodCall;
  delete: MethodCall;
  /** `GET` a file as a Blob (a 2xx reply's bytes; an error reply throws like any call). */
  blob: BlobCall;
  /**
   * A call whose 2xx reply is read as it arrives (server-sent events): the body's stream. An
   * error reply throws like any call, before anything is read.
   */
  stream: (method: HttpMethod, path: string, opts?: RequestOptions) => Promise<ReadableStream<Uint8Array>>;
}

type AnyOptions = RequestOptions & { schema?: ReplySchema<unknown>; asBlob?: boolean; asStream?: boolean };

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  // Looked up per call and never called as a method: browsers throw "Illegal invocation"
  // when fetch runs with a `this` other than window.
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const { tokens, onError, onUnauthorized, onRateLimitWait } = options;
  const retry =
    options.rateLimitRetry === false ? null : { ...RATE_LIMIT_RETRY_DEFAULTS, ...options.rateLimitRetry };
  const wait = retry?.sleep ?? sleep;
  // One refresh for every request that finds the token expired: requests wait while the
  // token refreshes (docs/architecture.md#identity).
  const getToken = tokens ? singleFlight(() => tokens.getToken()) : null;

  async function authorization(opts: AnyOptions): Promise<string | null> {
    if (!getToken || opts.auth === false) return null;
    try {
      const token = await getToken();
      return token ? `Bearer ${token}` : null;
    } catch (cause) {
      throw cause instanceof ApiError ? cause : networkError(cause);
    }
  }

  async function send(method: HttpMethod, path: string, opts: AnyOptions): Promise<unknown> {
    const headers = new Headers({ accept: 'application/json' });
    const multipart = isFormData(opts.body);
    if (isBlob(opts.body)) headers.set('content-type', opts.body.type || 'application/octet-stream');
    else if (opts.body !== undefined && !multipart) headers.set('content-type', 'application/json');
    const auth = await authorization(opts);
    if (auth) headers.set('authorization', auth);
    // The caller's headers win: a call may need another content type or its own token.
    new Headers(opts.headers).forEach((value, key) => {
      headers.set(key, value);
    });

    // Outside the try: a body that cannot be serialised is the caller's bug, not the network's.
    const body = serialiseBody(opts.body);
    let response: Response;
    let text = '';
    let blob: Blob | undefined;
    let stream: ReadableStream<Uint8Array> | undefined;
    try {
      response = await fetchFn(buildUrl(baseUrl, path, opts.query), {
        method,
        headers,
        body,
        signal: opts.signal ?? null,
      });
      if (opts.asBlob && response.ok) blob = await response.blob();
      else if (opts.asStream && response.ok && response.body) stream = response.body;
      else text = await response.text();
    } catch (cause) {
      // The caller's own cancellation is not a failure of the API: let it through as is.
      if (opts.signal?.aborted) throw cause;
      throw networkError(cause);
    }

    if (!response.ok && !opts.okStatuses?.includes(response.status)) {
      throw errorFromReply(response.status, text, parseRetryAfter(response.headers.get('retry-after')));
    }
    opts.onHeaders?.(response.headers);
    if (blob) return blob;
    if (stream) return stream;
    const data = readReply(response, text);
    return opts.schema ? parseReply(await schemaOf(opts.schema), data, response.status) : data;
  }

  function report(error: ApiError, opts: AnyOptions): void {
    if (opts.notify && onError) runHook(onError, error);
    if (error.status === 401 && onUnauthorized) runHook(onUnauthorized, error);
  }

  /** Sends, waiting out rate limits where that is safe; the last failure is the caller's. */
  async function sendPatiently(method: HttpMethod, path: string, opts: AnyOptions): Promise<unknown> {
    const idempotent = new Headers(opts.headers).has(IDEMPOTENCY_KEY_HEADER);
    for (let attempt = 1; ; attempt++) {
      try {
        return await send(method, path, opts);
      } catch (error) {
        const waitMs =
          retry && error instanceof ApiError
            ? rateLimitWaitMs(error, method, attempt, retry, idempotent)
            : null;
        if (waitMs === null) throw error;
        const done = onRateLimitWait?.({ method, path, waitMs, attempt });
        try {
          await wait(waitMs, opts.signal);
        } finally {
          if (typeof done === 'function') done();
        }
      }
    }
  }

  async function request(method: HttpMethod, path: string, opts: AnyOptions = {}): Promise<unknown> {
    try {
      return await sendPatiently(method, path, withIdempotencyKey(method, withSchemaLoading(opts)));
    } catch (error) {
      if (error instanceof ApiError) report(error, opts);
      throw error;
    }
  }

  const call =
    (method: HttpMethod) =>
    (path: string, opts?: AnyOptions): Promise<unknown> =>
      request(method, path, opts);

  return {
    baseUrl,
    request: request as RequestCall,
    get: call('GET') as MethodCall,
    post: call('POST') as MethodCall,
    put: call('PUT') as MethodCall,
    patch: call('PATCH') as MethodCall,
    delete: call('DELETE') as MethodCall,
    blob: (path, opts) => request('GET', path, { ...opts, asBlob: true }) as Promise<Blob>,
    stream: (method, path, opts) =>
      request(method, path, { ...opts, asStream: true }) as Promise<ReadableStream<Uint8Array>>,
  };
}

/**
 * A schema that is imported starts loading now, beside the request rather than after its reply,
 * and once per call however often a rate limit has it sent again.
 */
function withSchemaLoading(opts: AnyOptions): AnyOptions {
  const load = opts.schema;
  if (typeof load !== 'function') return opts;
  const loading = load();
  // Read after the reply; a call that fails first must not leave the import's failure unhandled.
  loading.catch(() => undefined);
  return { ...opts, schema: () => loading };
}

/** The schema itself; one that could not be imported fails the call as the network would. */
async function schemaOf<T>(schema: ReplySchema<T>): Promise<ZodType<T>> {
  if (typeof schema !== 'function') return schema;
  try {
    return await schema();
  } catch (cause) {
    throw networkError(cause);
  }
}

/**
 * Every signed-in POST carries an Idempotency-Key (docs/product.md#idempotent-retries), one per
 * call and the same in each of its retries, so a retry never makes a second copy. A caller may
 * set its own (to retry across restarts); `auth: false` calls go to public routes, which ignore it.
 */
function withIdempotencyKey(method: HttpMethod, opts: AnyOptions): AnyOptions {
  if (method !== 'POST' || opts.auth === false) return opts;
  const headers = new Headers(opts.headers);
  if (headers.has(IDEMPOTENCY_KEY_HEADER)) return opts;
  headers.set(IDEMPOTENCY_KEY_HEADER, newIdempotencyKey());
  return { ...opts, headers };
}

function isFormData(value: unknown): value is FormData {
  return typeof FormData !== 'undefined' && value instanceof FormData;
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function serialiseBody(body: unknown): BodyInit | null {
  if (body === undefined) return null;
  if (isFormData(body) || isBlob(body)) return body;
  return JSON.stringify(body);
}

/** Empty replies (204, or no body) are `undefined`; JSON is parsed; anything else stays text. */
function readReply(response: Response, text: string): unknown {
  if (text === '') return undefined;
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return text;
  const data = safeJsonParse(text);
  if (data === undefined) throw catalogueError('internal_error', response.status);
  return data;
}

async function parseReply<T>(schema: ZodType<T>, data: unknown, status: number): Promise<T> {
  const parsed = await schema.safeParseAsync(data);
  if (parsed.success) return parsed.data;
  // A reply that breaks its contract is our bug, not the user's: report it as one, with the
  // mismatching fields kept for the console.
  throw catalogueError('internal_error', status, {
    details: parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
    cause: parsed.error,
  });
}

/** A failing hook (a broken notifier, a logout that rejects) must not change the error the caller gets. */
function runHook(hook: (error: ApiError) => unknown, error: ApiError): void {
  try {
    const result = hook(error);
    if (result instanceof Promise) result.catch(logHookFailure);
  } catch (failure) {
    logHookFailure(failure);
  }
}

function logHookFailure(failure: unknown): void {
  console.error('api-client: an error hook failed', failure);
}
