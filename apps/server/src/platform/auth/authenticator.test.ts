import type { FastifyRequest } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../access.js';
import { createBearerAuthenticator } from './authenticator.js';
import { createTokenVerifier, localKeySet, type VerifiedToken } from './token-verifier.js';

const ISSUER = 'http://localhost:3000';
const AUDIENCE = 'http://localhost:3000/api';

let sign: (subject: string) => Promise<string>;
let verifier: ReturnType<typeof createTokenVerifier>;

beforeAll(async () => {
  const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k', alg: 'EdDSA' };
  verifier = createTokenVerifier(
    localKeySet(async () => ({ keys: [jwk] })),
    { issuer: ISSUER, audience: AUDIENCE, algorithms: ['EdDSA'] },
  );
  sign = (subject) =>
    new SignJWT({ email: `${subject}@example.com`, email_verified: true })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(pair.privateKey);
});

const requestWith = async (subject: string) =>
  ({ headers: { authorization: `Bearer ${await sign(subject)}` }, url: '/api/events' }) as FastifyRequest;

const person = (token: VerifiedToken): AuthUser => ({
  id: token.subject,
  email: token.email ?? '',
  emailVerified: token.emailVerified,
});

describe('checking many requests at once', () => {
  it('looks every token up together, in one call, each answer in its request’s place', async () => {
    const calls: string[][] = [];
    const authenticate = createBearerAuthenticator(verifier, async (tokens) => {
      calls.push(tokens.map((token) => token.subject));
      return tokens.map((token) => (token.subject === 'gone' ? null : person(token)));
    });
    const requests = await Promise.all(['ada', 'gone', 'bo'].map(requestWith));
    const found = await authenticate.many!(requests);
    expect(found.map((user) => (user && 'id' in user ? user.id : null))).toEqual(['ada', null, 'bo']);
    expect(calls).toHaveLength(1);
  });

  it('keeps one token’s failed lookup to its own request: it no longer holds, the others do', async () => {
    const authenticate = createBearerAuthenticator(verifier, async (tokens) => {
      if (tokens.some((token) => token.subject === 'broken')) throw new Error('issuer unreachable');
      return tokens.map(person);
    });
    const requests = await Promise.all(['ada', 'broken', 'bo'].map(requestWith));
    const found = await authenticate.many!(requests);
    expect(found.map((user) => (user && 'id' in user ? user.id : null))).toEqual(['ada', null, 'bo']);
    // A single request's failure is still the request's error (the error handler answers it).
    await expect(authenticate(requests[1]!)).rejects.toThrow('issuer unreachable');
  });
});
