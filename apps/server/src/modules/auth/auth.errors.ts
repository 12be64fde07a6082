import type { ErrorCode } from '@expertos/domain/errors';

/**
 * The identity service answers errors in its own words ({ code: 'INVALID_EMAIL_OR_PASSWORD' });
 * clients get ours, from the catalogue. Wrong password and unknown e-mail are one code, so an
 * attacker cannot tell which addresses have accounts.
 */
const BY_CODE: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth/wrong-password',
  INVALID_PASSWORD: 'auth/wrong-password',
  USER_NOT_FOUND: 'auth/wrong-password',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'auth/wrong-password',
  USER_ALREADY_EXISTS: 'auth/email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth/email-already-in-use',
  PASSWORD_TOO_SHORT: 'auth/weak-password',
  PASSWORD_TOO_LONG: 'auth/weak-password',
  EMAIL_NOT_VERIFIED: 'auth/email-not-verified',
  INVALID_TOKEN: 'auth/invalid-token',
  TOKEN_EXPIRED: 'auth/invalid-token',
  INVALID_EMAIL: 'validation_error',
  VALIDATION_ERROR: 'validation_error',
  MISSING_OR_NULL_ORIGIN: 'forbidden',
  INVALID_ORIGIN: 'forbidden',
  INVALID_CALLBACKURL: 'validation_error',
  INVALID_REDIRECTURL: 'validation_error',
  FAILED_TO_CREATE_USER: 'internal_error',
  FAILED_TO_CREATE_SESSION: 'internal_error',
  // Two-step verification (docs/product.md#two-step-verification).
  INVALID_CODE: 'auth/invalid-code',
  INVALID_BACKUP_CODE: 'auth/invalid-code',
  INVALID_TWO_FACTOR_COOKIE: 'auth/two-factor-expired',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'auth/two-factor-expired',
  TOTP_ALREADY_ENABLED: 'auth/two-factor-already-on',
  TOTP_NOT_ENABLED: 'auth/two-factor-off',
  TWO_FACTOR_NOT_ENABLED: 'auth/two-factor-off',
  BACKUP_CODES_NOT_ENABLED: 'auth/two-factor-off',
  // Passkeys (docs/product.md#passkeys): one answer for every reason, as for a wrong password.
  PASSKEY_FAILED: 'auth/passkey-failed',
};

/** Our code for an error reply of the identity service at `path` (below /api/auth). */
export function mapIdentityError(path: string, status: number, serviceCode: string | undefined): ErrorCode {
  // Any failure of the e-mail confirmation link shows one message (docs/product.md#accounts-and-limits).
  if (path.startsWith('/verify-email')) return 'auth/email-verification-failed';
  const mapped = serviceCode ? BY_CODE[serviceCode] : undefined;
  if (mapped) return mapped;
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 422 || status === 400) return 'validation_error';
  if (status === 429) return 'rate_limited';
  return status >= 500 ? 'internal_error' : 'bad_request';
}
