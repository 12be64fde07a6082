import { isApiError } from '@expertos/api-client/client';
import { errorNotice } from '@expertos/api-client/errors';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { translateError } from '@/shared/i18n/i18n';

/**
 * The text a form shows for a failed call: the translation of the server's code, the
 * server's message for a code this build does not know, and never the body of a 5xx.
 */
export function errorText(error: unknown): string {
  if (!isApiError(error)) return translateError('internal_error', ERROR_CATALOGUE.internal_error.message);
  const { code, fallback } = errorNotice(error);
  return translateError(code, fallback);
}

/** The catalogue code of a failed call, or null when it was not an API error. */
export function errorCode(error: unknown): string | null {
  return isApiError(error) ? error.code : null;
}

/** The fields a `validation_error` names in its details ('body.email' → 'email'). */
export function invalidFields(error: unknown): string[] {
  if (!isApiError(error) || !error.details) return [];
  return error.details.map((detail) => detail.path.split('.').at(-1) ?? '').filter(Boolean);
}
