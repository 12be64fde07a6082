/**
 * Sign-in's values: password lengths, the ID token's life, the extension's logout message. Apart
 * from auth.schema.ts's schemas so that the app's first file, which reads them, does not bring
 * zod with it (docs/architecture.md#the-first-screen).
 */

/** Passwords: at least 8 characters (and at most 128, so hashing cannot be used to stall the server). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** How long an ID token lives; the client refreshes it shortly before. */
export const ID_TOKEN_TTL_SECONDS = 15 * 60;
export const ID_TOKEN_REFRESH_LEEWAY_SECONDS = 60;

/** The message the web app posts to the browser extension's content script on logout. */
export const EXTENSION_LOGOUT_MESSAGE_TYPE = 'expertos:logout';

/** The longest after-sign-in path accepted. */
export const REDIRECT_PATH_MAX_LENGTH = 2048;

/**
 * Whether `value` is a path inside the app to return to after signing in: it starts with one
 * `/` (not `//` nor `/\`, which browsers read as another host). `redirectPathSchema` applies it.
 */
export function isRedirectPath(value: string): boolean {
  return (
    value.length <= REDIRECT_PATH_MAX_LENGTH &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\')
  );
}
