import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  changePassword,
  checkSession,
  getIdToken,
  hasSession,
  requestPasswordReset,
  resetPassword,
  signInEmail,
  signOut,
  signUpEmail,
  verifyEmail,
} from './auth';
import { ApiError, createApiClient } from './client';
import { type LocalServer, startLocalServer } from './testing/local-server';

let server: LocalServer;
const user = { id: 'u1', email: 'ada@example.com', name: 'Ada', emailVerified: true, image: null };
const error = (status: number, code: string) => ({ status, json: { code, message: `server: ${code}` } });

beforeAll(async () => {
  server = await startLocalServer({
    'POST /api/auth/sign-up/email': (req) =>
      JSON.parse(req.body).email === 'taken@example.com'
        ? error(422, 'auth/email-already-in-use')
        : { json: { token: null, user } },
    'POST /api/auth/sign-in/email': (req) =>
      JSON.parse(req.body).password === 'right-password'
        ? { json: { redirect: false, token: 'opaque', user } }
        : error(401, 'auth/wrong-password'),
    'GET /api/auth/verify-email': (req) =>
      req.query.get('token') === 'good'
        ? { json: { status: true } }
        : error(400, 'auth/email-verification-failed'),
    'POST /api/auth/request-password-reset': () => ({ json: { status: true } }),
    'POST /api/auth/reset-password': (req) =>
      JSON.parse(req.body).token === 'good' ? { json: { status: true } } : error(400, 'auth/invalid-token'),
    'POST /api/auth/change-password': () => ({ json: { token: null, user } }),
    'POST /api/auth/sign-out': () => ({ json: { success: true } }),
    // The identity service answers 200 with null when there is no session.
    'GET /api/auth/get-session': (req, res) => {
      if (req.headers.cookie !== 'session=1') return { json: null };
      // The identity service's jwt plugin sends a fresh ID token along.
      res.setHeader('set-auth-jwt', 'jwt-from-session');
      return { json: { session: { id: 's1' }, user } };
    },
    'GET /api/auth/token': (req) =>
      req.headers.cookie === 'session=1' ? { json: { token: 'jwt' } } : error(401, 'unauthorized'),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

/** A client that would send a bearer token, to prove the auth calls never do. */
const client = () =>
  createApiClient({
    baseUrl: `${server.origin}/api`,
    tokens: {
      getToken: async () => {
        throw new Error('the auth calls must not ask for a token');
      },
    },
  });

const body = (path: string) => JSON.parse(server.hits(path)[0]?.body ?? 'null');

describe('POST /auth/sign-up/email', () => {
  it('sends name, e-mail, password and the callback path, without a bearer token', async () => {
    const input = { name: 'Ada', email: 'ada@example.com', password: 'long-enough', callbackURL: '/tasks' };

    await expect(signUpEmail(client(), input)).resolves.toEqual({
      user: { id: 'u1', email: 'ada@example.com', name: 'Ada' },
    });
    expect(body('/api/auth/sign-up/email')).toEqual(input);
    expect(server.hits('/api/auth/sign-up/email')[0]?.headers).not.toHaveProperty('authorization');
  });

  it('fails with the catalogue code for an e-mail in use', async () => {
    const input = { name: 'Ada', email: 'taken@example.com', password: 'long-enough', callbackURL: '/' };
    await expect(signUpEmail(client(), input)).rejects.toMatchObject({
      status: 422,
      code: 'auth/email-already-in-use',
    });
  });
});

describe('POST /auth/sign-in/email', () => {
  it('answers the user', async () => {
    const reply = await signInEmail(client(), { email: 'ada@example.com', password: 'right-password' });
    expect('user' in reply && reply.user.id).toBe('u1');
  });

  it('answers a wrong password as auth/wrong-password', async () => {
    const failure = await signInEmail(client(), { email: 'a@b.c', password: 'nope' }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: 'auth/wrong-password' });
  });
});

describe('GET /auth/verify-email', () => {
  it('sends the token in the query and resolves on success', async () => {
    await expect(verifyEmail(client(), 'good')).resolves.toBeUndefined();
    expect(server.hits('/api/auth/verify-email')[0]?.query.get('token')).toBe('good');
  });

  it('fails with auth/email-verification-failed', async () => {
    await expect(verifyEmail(client(), 'bad')).rejects.toMatchObject({
      code: 'auth/email-verification-failed',
    });
  });
});

describe('password reset', () => {
  it('requests a reset link with the in-app redirect', async () => {
    await requestPasswordReset(client(), { email: 'ada@example.com', redirectTo: '/reset-password' });
    expect(body('/api/auth/request-password-reset')).toEqual({
      email: 'ada@example.com',
      redirectTo: '/reset-password',
    });
  });

  it('resets with the token, and fails with auth/invalid-token for a bad one', async () => {
    await expect(
      resetPassword(client(), { newPassword: 'new-password', token: 'good' }),
    ).resolves.toBeUndefined();
    await expect(
      resetPassword(client(), { newPassword: 'new-password', token: 'old' }),
    ).rejects.toMatchObject({
      code: 'auth/invalid-token',
    });
  });
});

describe('POST /auth/change-password', () => {
  it('revokes the other sessions', async () => {
    await changePassword(client(), { currentPassword: 'old-password', newPassword: 'new-password' });
    expect(body('/api/auth/change-password')).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password',
      revokeOtherSessions: true,
    });
  });
});

describe('POST /auth/sign-out', () => {
  it('posts without a token', async () => {
    await expect(signOut(client())).resolves.toBeUndefined();
    expect(server.hits('/api/auth/sign-out')).toHaveLength(1);
  });
});

const withCookie = () =>
  // The browser sends the cookie by itself; here a fetch that adds it plays the browser.
  createApiClient({
    baseUrl: `${server.origin}/api`,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('cookie', 'session=1');
      return fetch(input, { ...init, headers });
    },
  });

describe('GET /auth/get-session', () => {
  it('tells whether the browser has a session, without an error reply when it has none', async () => {
    await expect(hasSession(withCookie())).resolves.toBe(true);
    await expect(hasSession(client())).resolves.toBe(false);
  });

  it('hands over the ID token the answer carries, so no token call is needed', async () => {
    await expect(checkSession(withCookie())).resolves.toEqual({ signedIn: true, token: 'jwt-from-session' });
    await expect(checkSession(client())).resolves.toEqual({ signedIn: false, token: null });
  });
});

describe('GET /auth/token', () => {
  it('answers the ID token for the session cookie, and 401 without one', async () => {
    await expect(getIdToken(withCookie())).resolves.toEqual({ token: 'jwt' });
    await expect(getIdToken(client())).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
  });
});
