/**
 * The cookie that ties a connect flow to the browser that started it (install-states.ts).
 * httpOnly and SameSite=Lax: the provider's redirect back is a top-level navigation, which carries it.
 */
export const BROWSER_COOKIE = 'expertos_oauth_browser';
const COOKIE_PATH = '/api';

export { cookieValue } from '../../platform/http/cookie-value.js';

export function browserCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${BROWSER_COOKIE}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
