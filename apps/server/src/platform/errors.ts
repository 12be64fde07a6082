import {
  codeOfCheckMessage,
  ERROR_CATALOGUE,
  type ErrorCode,
  type FieldError,
  isErrorCode,
} from '@expertos/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * The one error type services throw. Its code is a catalogue code; the status and the
 * English message come from the catalogue, so a route never picks them by hand.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: FieldError[] | undefined;
  /** More of the reply's body, beside code, message and details (a conflict's current values). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    options: {
      message?: string;
      details?: FieldError[];
      extra?: Record<string, unknown>;
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? ERROR_CATALOGUE[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.details = options.details;
    this.extra = options.extra;
  }
}

export interface ErrorReply {
  status: number;
  body: { code: string; message: string; details?: FieldError[]; [more: string]: unknown };
}

function reply(code: ErrorCode, details?: FieldError[]): ErrorReply {
  const entry = ERROR_CATALOGUE[code];
  return {
    status: entry.status,
    body: details ? { code, message: entry.message, details } : { code, message: entry.message },
  };
}

// Fastify's own client errors, by their code, mapped to catalogue codes.
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_BAD_URL: 'bad_request',
  FST_ERR_MAX_PARAM_LENGTH: 'uri_too_long',
  FST_ERR_ASYNC_CONSTRAINT: 'bad_request',
};

/** Turns any thrown value into the reply the client gets. Never exposes a stack or internals. */
export function toErrorReply(error: unknown): ErrorReply {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: {
        ...error.extra,
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      // '/items/0/name' → 'items.0.name'; an issue on the whole part names the part ('body').
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || '',
      message: issue.message ?? 'Invalid value',
    }));
    // A check with a code of its own (an unknown time zone: invalid_time_zone) answers with it
    // when it is the only thing wrong.
    const codes = new Set(details.map((detail) => codeOfCheckMessage(detail.message)));
    const [only] = codes;
    return reply(codes.size === 1 && only ? only : 'validation_error', details);
  }
  if (isResponseSerializationError(error)) return reply('internal_error');
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.code && fastifyError.code in FASTIFY_CLIENT_ERRORS) {
    return reply(FASTIFY_CLIENT_ERRORS[fastifyError.code]!);
  }
  if (fastifyError.statusCode === 429) return reply('rate_limited');
  if (fastifyError.statusCode === 404) return reply('not_found');
  if (
    typeof fastifyError.statusCode === 'number' &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 500
  ) {
    return reply('bad_request');
  }
  return reply('internal_error');
}

/**
 * Errors Fastify's router raises before a route is found (a malformed or over-long path
 * segment): answered in the app's format with a request id, like every other error.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  replyTo: FastifyReply,
): void {
  const { status, body } = toErrorReply(error);
  request.log.info({ code: body.code, status }, 'request refused');
  replyTo
    .status(status)
    .header('x-request-id', request.id)
    .type('application/json; charset=utf-8')
    .send(body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, replyTo) => {
    const { status, body } = toErrorReply(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: body.code, status }, 'request refused');
    }
    if (status === 429 && error instanceof Error && 'retryAfter' in error) {
      replyTo.header('retry-after', String((error as { retryAfter: unknown }).retryAfter));
    }
    return replyTo.status(status).type('application/json; charset=utf-8').send(body);
  });
}

export { isErrorCode };
