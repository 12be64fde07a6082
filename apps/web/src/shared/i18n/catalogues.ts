import { ERROR_CATALOGUE, type ErrorCode } from '@expertos/domain/errors';
import { MESSAGES } from '@expertos/domain/messages';

/** Server errors (errors.<code>), as the domain's error catalogue writes them. */
export const errors = Object.fromEntries(
  Object.entries(ERROR_CATALOGUE).map(([code, entry]) => [code, entry.message]),
) as Record<ErrorCode, string>;

/** App messages (messages.<key>), as the domain writes them. */
export const messages = { ...MESSAGES };
