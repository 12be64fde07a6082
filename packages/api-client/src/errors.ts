import { ERROR_CATALOGUE, isErrorCode } from '@expertos/domain/errors';
import type { ApiError } from './api-error';

export interface Notification {
  type: 'negative' | 'positive';
  message: string;
}
export type Notify = (notification: Notification) => void;

/**
 * Text for an error code, or `fallback` when there is none. With i18next:
 * `(code, fallback) => t(`errors.${code}`, { defaultValue: fallback })`.
 */
export type Translate = (code: string, fallback: string) => string;

/** Which code the user is told about, and the English text if it has no translation. */
export interface ErrorNotice {
  code: string;
  fallback: string;
}

/**
 * Decides what the user reads for an error. The server's message is shown only for 4xx
 * answers: a 5xx message may carry internals (a stack, a SQL error), so a 500 — and any
 * 5xx whose code we do not know — reads as the catalogue's `internal_error`.
 */
export function errorNotice(error: ApiError): ErrorNotice {
  const known = isErrorCode(error.code);
  if (error.status === 500 || error.code === 'internal_error' || (error.status >= 500 && !known)) {
    return catalogueNotice('internal_error');
  }
  if (error.status === 401 && !known) return catalogueNotice('unauthorized');
  if (known && error.status >= 500) return catalogueNotice(error.code);
  return { code: error.code, fallback: error.message };
}

function catalogueNotice(code: keyof typeof ERROR_CATALOGUE): ErrorNotice {
  return { code, fallback: ERROR_CATALOGUE[code].message };
}

export interface ErrorNotifierOptions {
  notify: Notify;
  /** Defaults to no translation: the fallback text is shown. */
  translate?: Translate;
}

/**
 * The response interceptor (docs/product.md#messages): a negative notification with the translated
 * message for the server's code. Pass the result as the client's `onError`; it runs for the
 * calls that ask for it with `notify: true`.
 */
export function createErrorNotifier({
  notify,
  translate = (_code, fallback) => fallback,
}: ErrorNotifierOptions): (error: ApiError) => void {
  return (error) => {
    const { code, fallback } = errorNotice(error);
    notify({ type: 'negative', message: translate(code, fallback) });
  };
}
