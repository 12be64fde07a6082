import { isRedirectPath } from '@expertos/domain/auth';
import { ROUTES } from '@/config/paths';

/** Pages a sign-in must never return to: they would only loop back to the account card. */
const ACCOUNT_PAGES: readonly string[] = [
  ROUTES.signin,
  ROUTES.signup,
  ROUTES.forgotPassword,
  ROUTES.resetPassword,
  ROUTES.confirmEmail,
];

/**
 * The in-app path (with its query and hash) to go to after signing in, or null when `raw`
 * is missing or not a path of this app. The domain's rule refuses what is not a path
 * ('https://…', '//evil.com'); resolving against our own origin then catches what browsers
 * would turn into another host ('/\t/evil.com' loses its tab, '/\\evil.com' its backslash).
 */
export function safeRedirect(
  raw: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!raw || !isRedirectPath(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || ACCOUNT_PAGES.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Splits a path into the auth store's `redirect` (path) and `redirectQuery` (no '?'). */
export function splitRedirect(path: string): { redirect: string; redirectQuery: string | null } {
  const at = path.indexOf('?');
  if (at === -1) return { redirect: path, redirectQuery: null };
  const query = path.slice(at + 1);
  return { redirect: path.slice(0, at), redirectQuery: query || null };
}

/** The inverse of `splitRedirect`. */
export function joinRedirect(redirect: string | null, redirectQuery: string | null): string | null {
  if (!redirect) return null;
  return redirectQuery ? `${redirect}?${redirectQuery}` : redirect;
}
