import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mailCollector, signUpAndConfirm, tokenOf } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function addWhoami(app: FastifyInstance) {
  app.get(
    '/api/test/whoami',
    {
      config: { access: 'signedIn', scope: 'session' },
      schema: { response: { 200: z.object({ id: z.string(), email: z.string() }) } },
    },
    async (request) => ({ id: request.user!.id, email: request.user!.email }),
  );
}

const call = (ctx: TestContext, token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/test/whoami', headers: { authorization: `Bearer ${token}` } });

describe('bearer ID tokens of the embedded identity service', () => {
  let ctx: TestContext;
  const mail = mailCollector();
  let token: string;
  let verificationToken: string;

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send }, beforeReady: addWhoami });
    ({ token } = await signUpAndConfirm(ctx.app, mail, 'ada@example.com'));
    verificationToken = tokenOf(mail.last('ada@example.com', 'verify-email')!.url);
  });
  afterAll(() => ctx.close());

  it('accepts the ID token the service issued', async () => {
    const res = await call(ctx, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('ada@example.com');
  });

  it('publishes its signing keys at /api/auth/jwks', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/jwks' });
    expect(res.json().keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });
    expect(res.json().keys[0].d).toBeUndefined();
  });

  const forgeries: Array<[string, () => Promise<string> | string]> = [
    [
      'a tampered payload',
      () => {
        const [header, payload, signature] = token.split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
        return `${header}.${b64({ ...claims, sub: 'someone-else' })}.${signature}`;
      },
    ],
    [
      'alg: none',
      () => {
        const [, payload] = token.split('.');
        return `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
      },
    ],
    [
      'HS256 signed with the published public key',
      async () => {
        const jwks = (await ctx.app.inject({ method: 'GET', url: '/api/auth/jwks' })).json();
        const [header, payload] = token.split('.');
        const kid = JSON.parse(Buffer.from(header!, 'base64url').toString()).kid;
        const input = `${b64({ alg: 'HS256', kid })}.${payload}`;
        return `${input}.${createHmac('sha256', JSON.stringify(jwks.keys[0])).update(input).digest('base64url')}`;
      },
    ],
    ['the e-mail verification token (another purpose, HMAC-signed)', () => verificationToken],
    [
      'a token signed by a foreign key under our key id',
      async () => {
        const [header, payload] = token.split('.');
        const kid = JSON.parse(Buffer.from(header!, 'base64url').toString()).kid;
        const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
        return new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', kid }).sign(privateKey);
      },
    ],
    ['not a JWT at all', () => 'opaque-session-token-value'],
  ];

  it.each(forgeries)('answers 401 to %s', async (_name, forge) => {
    const res = await call(ctx, await forge());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'unauthorized',
      message: 'You are not authorized to access this resource.',
    });
  });

  it('answers 401 to a Basic or malformed Authorization header', async () => {
    for (const authorization of ['Basic YWRhOnNlY3JldA==', `Bearer  ${token}`, `bearer${token}`, 'Bearer']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/test/whoami',
        headers: { authorization },
      });
      expect(res.statusCode, authorization).toBe(401);
    }
  });
});

describe('an external OpenID Connect provider (AUTH_ISSUER + AUTH_JWKS_URL)', () => {
  const ISSUER = 'https://id.example.test';
  const AUDIENCE = 'expertos-api';
  let provider: http.Server;
  let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  let publicJwk: JWK;
  let ctx: TestContext;
  const mail = mailCollector();

  const issue = (claims: JWTPayload, issuer = ISSUER) =>
    new SignJWT({ aud: AUDIENCE, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'provider-key' })
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    privateKey = pair.privateKey;
    publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'provider-key', alg: 'RS256', use: 'sig' };
    // The provider's published key set, in the format every OIDC provider serves it.
    provider = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [publicJwk] }));
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    ctx = await createTestContext({
      env: { AUTH_ISSUER: ISSUER, AUTH_JWKS_URL: `http://127.0.0.1:${port}/jwks`, AUTH_AUDIENCE: AUDIENCE },
      deps: { sendAccountMail: mail.send },
      beforeReady: addWhoami,
    });
  });
  afterAll(async () => {
    await ctx.close();
    provider.close();
  });

  it('creates an account on first sign-in and finds it again by issuer + subject', async () => {
    const first = await call(
      ctx,
      await issue({ sub: 'ext-1', email: 'new@example.com', email_verified: true }),
    );
    expect(first.statusCode).toBe(200);
    // The e-mail may change at the provider; the subject still names the same person.
    const again = await call(
      ctx,
      await issue({ sub: 'ext-1', email: 'renamed@example.com', email_verified: true }),
    );
    expect(again.json().id).toBe(first.json().id);
  });

  it('links to an existing account only through a verified e-mail', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Grace', email: 'grace@example.com', password: 'correct horse battery' },
      headers: { origin: 'http://localhost:3000' },
    });
    const unverified = await call(
      ctx,
      await issue({ sub: 'ext-2', email: 'grace@example.com', email_verified: false }),
    );
    expect(unverified.statusCode).toBe(401);
    const verified = await call(
      ctx,
      await issue({ sub: 'ext-2', email: 'Grace@Example.com', email_verified: true }),
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json().email).toBe('grace@example.com');
  });

  it('refuses tokens of another issuer or for another audience', async () => {
    expect(
      (await call(ctx, await issue({ sub: 'x', email: 'x@example.com' }, 'https://other.example.test')))
        .statusCode,
    ).toBe(401);
    expect((await call(ctx, await issue({ sub: 'x', aud: 'someone-else' }))).statusCode).toBe(401);
  });
});

describe('made-up tokens against the rate limit', () => {
  it('counts requests without a valid token per address before checking the token', {
    timeout: 120_000,
  }, async () => {
    const ctx = await createTestContext({
      env: { RATE_LIMIT_MAX: '20', RATE_LIMIT_WINDOW_MS: '60000' },
      beforeReady: addWhoami,
    });
    try {
      const forged = `${b64({ alg: 'EdDSA', kid: 'nope' })}.${b64({ sub: 'x' })}.${Buffer.from('sig').toString('base64url')}`;
      const counts = { 401: 0, 429: 0, other: 0 };
      for (let i = 0; i < 1_000; i++) {
        const url = i % 2 === 0 ? '/api/test/whoami' : '/api/workspaces';
        const res = await ctx.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${forged}` },
          remoteAddress: '10.7.7.7',
        });
        if (res.statusCode === 401) counts[401]++;
        else if (res.statusCode === 429) {
          counts[429]++;
          if (counts[429] === 1) {
            expect(res.json().code).toBe('rate_limited');
            expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          }
        } else counts.other++;
      }
      expect(counts).toEqual({ 401: 20, 429: 980, other: 0 });
      // Another address is not affected.
      const other = await ctx.app.inject({
        method: 'GET',
        url: '/api/test/whoami',
        headers: { authorization: `Bearer ${forged}` },
        remoteAddress: '10.7.7.8',
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await ctx.close();
    }
  });
});
