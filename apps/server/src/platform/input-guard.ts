import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/**
 * Refuses NUL characters (U+0000) anywhere in a request's input. PostgreSQL cannot store or
 * compare them in text (it throws, and the caller got a 500) while SQLite keeps them
 * silently; no field of this API has a use for one. Path ids and query values answer 400
 * validation_error, JSON bodies 400 bad_request.
 */

/** True when a string, or any key or string inside an array or object, holds a NUL. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

export function registerInputGuard(app: FastifyInstance): void {
  // After the access guard's onRequest (authentication first: 401 before 400) and before
  // any preValidation policy reads the ids from the database.
  app.addHook('onRequest', async (request) => {
    if (containsNul(request.params) || containsNul(request.query)) {
      throw new AppError('validation_error', {
        details: [
          { path: containsNul(request.params) ? 'params' : 'querystring', message: 'Invalid character' },
        ],
      });
    }
  });

  // Fastify's own JSON parser (prototype poisoning refused), then no NUL in keys or strings.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      if (containsNul(value)) return done(new AppError('bad_request'), undefined);
      return done(null, value);
    });
  });
}
