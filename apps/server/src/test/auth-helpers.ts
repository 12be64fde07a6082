import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AccountMail } from '../modules/auth/auth.identity.js';

export const ORIGIN = 'http://localhost:3000';

/** Collects the account e-mails the identity service asks to send, for tests that read links. */
export function mailCollector() {
  const sent: AccountMail[] = [];
  return {
    sent,
    send: async (mail: AccountMail) => {
      sent.push(mail);
    },
    last(to: string, kind: AccountMail['kind']): AccountMail | undefined {
      return sent.filter((m) => m.to === to && m.kind === kind).at(-1);
    },
  };
}

/** The cookie header a browser would send back after this reply. */
export function cookiesOf(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export function post(app: FastifyInstance, url: string, payload: unknown, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

export function tokenOf(url: string): string {
  const token = new URL(url).searchParams.get('token');
  if (!token) throw new Error(`no token in ${url}`);
  return token;
}

/**
 * Signs up, confirms through the e-mailed link in the same "browser" (carrying the sign-up
 * cookie, without which the link confirms but does not sign in) and returns the session cookie
 * and an ID token.
 */
export async function signUpAndConfirm(
  app: FastifyInstance,
  mail: ReturnType<typeof mailCollector>,
  email: string,
  password = 'correct horse battery',
) {
  const signUp = await post(app, '/api/auth/sign-up/email', { name: 'Ada Lovelace', email, password });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const link = mail.last(email, 'verify-email');
  if (!link) throw new Error('no verification mail');
  const verify = await app.inject({
    method: 'GET',
    url: `/api/auth/verify-email?token=${encodeURIComponent(tokenOf(link.url))}`,
    headers: { origin: ORIGIN, cookie: cookiesOf(signUp) },
  });
  if (verify.statusCode !== 200) throw new Error(`verification failed: ${verify.body}`);
  const cookie = cookiesOf(verify);
  const token = await idToken(app, cookie);
  return { cookie, token, password };
}

export async function idToken(app: FastifyInstance, cookie: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/auth/token',
    headers: { cookie, origin: ORIGIN },
  });
  if (res.statusCode !== 200) throw new Error(`token failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/** One browser's cookies for the app, kept across replies as a browser keeps them. */
export function cookieJar(initial = '') {
  const cookies = new Map<string, string>();
  for (const pair of initial.split('; ').filter(Boolean)) {
    const at = pair.indexOf('=');
    cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return {
    take(response: LightMyRequestResponse) {
      for (const cookie of response.cookies) {
        if (cookie.value === '' || cookie.maxAge === 0) cookies.delete(cookie.name);
        else cookies.set(cookie.name, cookie.value);
      }
    },
    get header() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    has: (part: string) => [...cookies.keys()].some((name) => name.includes(part)),
  };
}
export type CookieJar = ReturnType<typeof cookieJar>;

/** A JWT's claims, read without checking it (the tests check what the app put in its own tokens). */
export const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
