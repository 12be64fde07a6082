import { ERROR_CATALOGUE, type ErrorCode, type FieldError, readErrorBody } from '@expertos/domain/errors';

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  details?: FieldError[];
  /** The whole reply body as sent, for codes whose body carries more (a ticket edit conflict). */
  body?: unknown;
  /** How long the server asked to wait before trying again (`Retry-After` of a 429 or 503). */
  retryAfterMs?: number;
  cause?: unknown;
}

/**
 * Every failure of a call, in one shape: the HTTP status (0 when no reply arrived), the
 * catalogue code and the English message. `code` is a string, not `ErrorCode`, because a
 * newer server may answer a code this build does not know yet; `isErrorCode` narrows it.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details?: FieldError[];
  readonly body?: unknown;
  readonly retryAfterMs?: number;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    if (init.details !== undefined) this.details = init.details;
    if (init.body !== undefined) this.body = init.body;
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** An error carrying the catalogue's own message for `code`. */
export function catalogueError(code: ErrorCode, status: number, extra?: Partial<ApiErrorInit>): ApiError {
  return new ApiError({ status, code, message: ERROR_CATALOGUE[code].message, ...extra });
}

/** No reply at all (refused, reset, DNS): status 0, so callers can tell it from any HTTP answer. */
export function networkError(cause: unknown): ApiError {
  return catalogueError('service_unavailable', 0, { cause });
}

const GENERIC_CODES: Readonly<Record<number, ErrorCode>> = {
  400: 'validation_error',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'not_found',
  413: 'payload_too_large',
  422: 'validation_error',
  429: 'rate_limited',
};

/**
 * The code for an error reply whose body is not ours (a proxy's HTML page, a crash's stack
 * trace). 5xx is always `internal_error`: such a body must never reach the user.
 */
export function genericCodeFor(status: number): ErrorCode {
  if (status >= 500) return 'internal_error';
  return GENERIC_CODES[status] ?? 'internal_error';
}

/**
 * Turns a non-2xx reply body into an ApiError; never throws. `retryAfterMs` is the reply's
 * `Retry-After`, read by the caller that has its headers.
 */
export function errorFromReply(status: number, bodyText: string, retryAfterMs?: number): ApiError {
  const body = safeJsonParse(bodyText);
  const parsed = readErrorBody(body);
  const wait = retryAfterMs === undefined ? {} : { retryAfterMs };
  if (parsed) {
    const { code, message, details } = parsed;
    return new ApiError({ status, code, message, body, ...(details ? { details } : {}), ...wait });
  }
  return catalogueError(genericCodeFor(status), status, wait);
}

export function safeJsonParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
