import { translateErrorMessage } from '@expertos/domain/error-texts/index';
import { acceptedLanguages, bestLanguage, DEFAULT_LANGUAGE, type Language } from '@expertos/domain/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The profile module's narrow read of a person's chosen language. */
type LanguageOf = (userId: string) => Promise<Language | null>;

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
 * The language an error reply is written in: the request's Accept-Language when it sends one
 * (the web app asks in the language it is shown in), else the signed-in caller's profile
 * language (an API client or script that sends none), else English.
 */
async function replyLanguage(request: FastifyRequest, languageOf?: LanguageOf): Promise<Language> {
  const header = request.headers['accept-language'];
  if (typeof header === 'string' && acceptedLanguages(header).length > 0) return requestLanguage(request);
  const userId = request.user?.id;
  if (!userId || !languageOf) return DEFAULT_LANGUAGE;
  return (await languageOf(userId).catch(() => null)) ?? DEFAULT_LANGUAGE;
}

/**
 * Error replies in the caller's language (docs/product.md#languages): whichever part of the
 * server wrote the error (a route, the guard, the rate limit, the framework), its catalogue
 * message and its details' catalogue messages are put into the caller's language
 * (replyLanguage), and the reply says which (Content-Language). The `code` never changes; other
 * texts (a field's own explanation) stay as written. Successful replies carry data people
 * wrote, in whatever language they wrote it, so they name none.
 */
export function registerReplyLanguage(app: FastifyInstance, languageOf?: LanguageOf): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    const language = await replyLanguage(request, languageOf);
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
