import { createHmac } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier, localKeySet } from './token-verifier.js';

const ISSUER = 'http://localhost:3000';
const AUDIENCE = 'http://localhost:3000/api';
const now = () => Math.floor(Date.now() / 1000);

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

let trustedKey: PrivateKey;
let trustedJwk: JWK;
let foreignKey: PrivateKey;
let foreignJwk: JWK;

async function sign(
  payload: JWTPayload,
  options: { key?: PrivateKey; kid?: string; header?: Record<string, unknown> } = {},
) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'EdDSA', kid: options.kid ?? 'trusted', ...options.header })
    .sign(options.key ?? trustedKey);
}

const goodClaims = (): JWTPayload => ({
  iss: ISSUER,
  aud: AUDIENCE,
  sub: 'user-1',
  iat: now(),
  exp: now() + 900,
  token_use: 'id',
  email: 'ada@example.com',
  email_verified: true,
});

beforeAll(async () => {
  const trusted = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  trustedKey = trusted.privateKey;
  trustedJwk = { ...(await exportJWK(trusted.publicKey)), kid: 'trusted', alg: 'EdDSA' };
  const foreign = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  foreignKey = foreign.privateKey;
  foreignJwk = { ...(await exportJWK(foreign.publicKey)), kid: 'trusted', alg: 'EdDSA' };
});

function verifier() {
  return createTokenVerifier(
    localKeySet(async () => ({ keys: [trustedJwk] })),
    { issuer: ISSUER, audience: AUDIENCE, algorithms: ['EdDSA'], requiredClaims: { token_use: 'id' } },
  );
}

describe('ID token verification', () => {
  it('accepts a well-formed ID token signed by the trusted key', async () => {
    const verified = await verifier().verify(await sign(goodClaims()));
    expect(verified).toEqual({
      issuer: ISSUER,
      subject: 'user-1',
      email: 'ada@example.com',
      emailVerified: true,
      name: undefined,
      amr: [],
    });
  });

  it('reads how the person signed in (amr), keeping only text', async () => {
    const verified = await verifier().verify(await sign({ ...goodClaims(), amr: ['pwd', 'otp', 7] }));
    expect(verified?.amr).toEqual(['pwd', 'otp']);
    // An issuer that states its assurance level (acr) instead: multi-factor counts as `mfa`.
    const stated = await verifier().verify(
      await sign({ ...goodClaims(), acr: 'http://idmanagement.gov/ns/assurance/aal/2' }),
    );
    expect(stated?.amr).toEqual(['mfa']);
    const password = await verifier().verify(
      await sign({ ...goodClaims(), acr: 'urn:mace:incommon:iap:silver' }),
    );
    expect(password?.amr).toEqual([]);
  });

  // Every way that has broken real products; each must be refused.
  const forgeries: Array<[string, () => Promise<string>]> = [
    ['alg: none', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(goodClaims())}.`],
    [
      'HS256 signed with the public key as the HMAC secret',
      async () => {
        const input = `${b64({ alg: 'HS256', kid: 'trusted' })}.${b64(goodClaims())}`;
        const mac = createHmac('sha256', JSON.stringify(trustedJwk)).update(input).digest('base64url');
        return `${input}.${mac}`;
      },
    ],
    [
      'HS256 signed with the raw public key bytes',
      async () => {
        const input = `${b64({ alg: 'HS256', kid: 'trusted' })}.${b64(goodClaims())}`;
        const mac = createHmac('sha256', Buffer.from(trustedJwk.x!, 'base64url'))
          .update(input)
          .digest('base64url');
        return `${input}.${mac}`;
      },
    ],
    ['wrong issuer', async () => sign({ ...goodClaims(), iss: 'https://evil.example.com' })],
    ['wrong audience', async () => sign({ ...goodClaims(), aud: 'https://other-api.example.com' })],
    ['expired beyond the leeway', async () => sign({ ...goodClaims(), iat: now() - 1000, exp: now() - 120 })],
    ['issued without an expiry', async () => sign({ ...goodClaims(), exp: undefined })],
    ['without a subject', async () => sign({ ...goodClaims(), sub: undefined })],
    ['unknown key id', async () => sign(goodClaims(), { kid: 'someone-else' })],
    ['signed by a foreign key under our key id', async () => sign(goodClaims(), { key: foreignKey })],
    [
      'a jwk header carrying the attacker’s own key',
      async () => sign(goodClaims(), { key: foreignKey, kid: 'attacker', header: { jwk: foreignJwk } }),
    ],
    [
      'a jku header pointing at the attacker’s key set',
      async () =>
        sign(goodClaims(), {
          key: foreignKey,
          kid: 'attacker',
          header: { jku: 'https://evil.example.com/jwks' },
        }),
    ],
    [
      'a token of another purpose (no token_use)',
      async () => sign({ ...goodClaims(), token_use: undefined }),
    ],
    [
      'a token of another purpose (an access token)',
      async () => sign({ ...goodClaims(), token_use: 'access' }),
    ],
    [
      'tampered payload (signature of other claims)',
      async () => {
        const [header, , signature] = (await sign(goodClaims())).split('.');
        return `${header}.${b64({ ...goodClaims(), sub: 'admin' })}.${signature}`;
      },
    ],
    ['garbage', async () => 'not.a.token'],
  ];

  it.each(forgeries)('refuses %s', async (_name, forge) => {
    expect(await verifier().verify(await forge())).toBeNull();
  });

  it('accepts a token within the clock-skew leeway', async () => {
    expect(await verifier().verify(await sign({ ...goodClaims(), exp: now() - 10 }))).not.toBeNull();
  });

  it('picks up a rotated key: a token naming a key that appeared later verifies', async () => {
    let keys: JWK[] = [];
    const rotating = createTokenVerifier(
      localKeySet(async () => ({ keys })),
      { issuer: ISSUER, audience: AUDIENCE, algorithms: ['EdDSA'] },
    );
    const token = await sign(goodClaims());
    // The first look finds no key at all (nobody has signed in yet), then the key appears.
    expect(await rotating.verify(token)).toBeNull();
    keys = [trustedJwk];
    expect(await rotating.verify(token)).not.toBeNull();
  });
});

describe('keys made by another process', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies a token signed with a key made a moment ago elsewhere, and reads at most once a second for unknown ids', async () => {
    const other = { ...foreignJwk, kid: 'other-process' };
    let keys: JWK[] = [other];
    let loads = 0;
    const v = createTokenVerifier(
      localKeySet(async () => {
        loads += 1;
        return { keys };
      }),
      { issuer: ISSUER, audience: AUDIENCE, algorithms: ['EdDSA'] },
    );
    // Loaded with the other process's key only.
    expect(
      await v.verify(await sign(goodClaims(), { key: foreignKey, kid: 'other-process' })),
    ).not.toBeNull();
    // This process's key appears; a token naming it verifies at once, not after a cooldown.
    keys = [other, trustedJwk];
    expect(await v.verify(await sign(goodClaims()))).not.toBeNull();
    expect(loads).toBe(2);

    // Made-up key ids: no read within a second of the last one, then one, then none again.
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    const madeUp = async (n: number) => v.verify(await sign({ ...goodClaims(), n }, { kid: `made-up-${n}` }));
    for (let i = 0; i < 3; i += 1) expect(await madeUp(i)).toBeNull();
    expect(loads).toBe(2);
    vi.setSystemTime(Date.now() + 1_100);
    for (let i = 3; i < 6; i += 1) expect(await madeUp(i)).toBeNull();
    expect(loads).toBe(3);
  });
});

describe('recently verified tokens', () => {
  /** A verifier whose key lookups are counted: a lookup means a full verification ran. */
  function countingVerifier(cacheSize?: number) {
    const keys = localKeySet(async () => ({ keys: [trustedJwk] }));
    const counter = { lookups: 0 };
    const counted: typeof keys = (header, token) => {
      counter.lookups++;
      return keys(header, token);
    };
    const options = {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['EdDSA'],
      requiredClaims: { token_use: 'id' },
    };
    return { verifier: createTokenVerifier(counted, options, cacheSize), counter };
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a repeated token without checking its signature again', async () => {
    const { verifier: v, counter } = countingVerifier();
    const token = await sign(goodClaims());
    const first = await v.verify(token);
    expect(await v.verify(token)).toEqual(first);
    expect(counter.lookups).toBe(1);
  });

  it('still refuses a tampered copy of a token it has already accepted', async () => {
    const { verifier: v } = countingVerifier();
    const token = await sign(goodClaims());
    expect(await v.verify(token)).not.toBeNull();
    const [header, , signature] = token.split('.');
    expect(await v.verify(`${header}.${b64({ ...goodClaims(), sub: 'admin' })}.${signature}`)).toBeNull();
  });

  it('knows, without any check, only a token it has verified and that has not expired', async () => {
    const { verifier: v, counter } = countingVerifier();
    const token = await sign({ ...goodClaims(), exp: now() + 5 });
    expect(v.known?.(token)).toBeNull();
    const verified = await v.verify(token);
    expect(v.known?.(token)).toEqual(verified);
    expect(v.known?.(`${token}x`)).toBeNull();
    expect(counter.lookups).toBe(1);
    vi.useFakeTimers({ now: Date.now() + 60_000 });
    expect(v.known?.(token)).toBeNull();
  });

  it('stops honouring a remembered token once it expires', async () => {
    const { verifier: v } = countingVerifier();
    const token = await sign({ ...goodClaims(), exp: now() + 5 });
    expect(await v.verify(token)).not.toBeNull();
    vi.useFakeTimers({ now: Date.now() + 60_000 });
    expect(await v.verify(token)).toBeNull();
  });

  it('does not remember a token already past its exp (accepted only within the leeway)', async () => {
    const { verifier: v, counter } = countingVerifier();
    const token = await sign({ ...goodClaims(), exp: now() - 10 });
    expect(await v.verify(token)).not.toBeNull();
    expect(await v.verify(token)).not.toBeNull();
    expect(counter.lookups).toBe(2);
  });

  it('forgets the least recently used token beyond its size', async () => {
    const { verifier: v, counter } = countingVerifier(2);
    const [a, b, c] = await Promise.all([
      sign({ ...goodClaims(), sub: 'a' }),
      sign({ ...goodClaims(), sub: 'b' }),
      sign({ ...goodClaims(), sub: 'c' }),
    ]);
    await v.verify(a);
    await v.verify(b);
    await v.verify(a); // a is now the most recent: b leaves when c arrives
    await v.verify(c);
    expect(counter.lookups).toBe(3);
    await v.verify(a);
    expect(counter.lookups).toBe(3);
    await v.verify(b);
    expect(counter.lookups).toBe(4);
  });
});
