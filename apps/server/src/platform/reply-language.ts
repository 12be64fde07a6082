import { translateErrorMessage } from '@expertos/domain/error-texts/index';
import { acceptedLanguages, bestLanguage, DEFAULT_LANGUAGE, type Language } from '@expertos/domain/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The language a request asks to be answered in: its Accept-Language's best match, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  const tags = acceptedLanguages(typeof header === 'string' ? header : undefined);
  return tags.length > 0 ? bestLanguage(tags) : DEFAULT_LANGUAGE;
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  details?: Array<{ path?: unknown; message?: unknown }>;
}

/**
 * Error replies in the caller's language (docs/product.md#languages): whichever part of the
 * server wrote the error (a route, the guard, the rate limit, the framework), its catalogue
 * message and its details' catalogue messages are put into the language the request's
 * Accept-Language asks for, and the reply says which (Content-Language). The web app asks in
 * the language it is shown in, the profile's. The `code` never changes; other texts (a field's
 * own explanation) stay as written.
 */
export function registerReplyLanguage(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    const language = requestLanguage(request);
    reply.header('content-language', language);
    if (language === DEFAULT_LANGUAGE) return payload;
    let body: ErrorBody;
    try {
      body = JSON.parse(payload) as ErrorBody;
    } catch {
      return payload;
    }
    if (!body || typeof body !== 'object' || typeof body.message !== 'string') return payload;
    const code = typeof body.code === 'string' ? body.code : undefined;
    const translated: ErrorBody = { ...body, message: translateErrorMessage(body.message, language, code) };
    if (Array.isArray(body.details)) {
      translated.details = body.details.map((detail) =>
        detail && typeof detail.message === 'string'
          ? { ...detail, message: translateErrorMessage(detail.message, language) }
          : detail,
      );
    }
    return JSON.stringify(translated);
  });
}
