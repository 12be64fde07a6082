import { acrMeansMultiFactor } from '@expertos/domain/sessions';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';

/**
 * Verifies bearer ID tokens: signature against the issuer's JWKS, issuer, audience, expiry
 * (30 s leeway for clock skew) and an asymmetric algorithm from an allow-list — so `alg: none`,
 * HMAC tokens signed with a public key, and keys named in the token itself (`jku`, `jwk`,
 * `x5u`) are all refused. jose never fetches a key the token points at: keys come only from
 * the configured key set.
 */
export interface VerifiedToken {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  /** The identity service's session the token was issued for (`sid`), when it names one. */
  sessionId?: string;
  /** How the person signed in (`amr`, RFC 8176), as the token says; empty when it says nothing. */
  amr: string[];
}

export interface TokenVerifier {
  verify(token: string): Promise<VerifiedToken | null>;
  /**
   * The caller of a token this verifier has already fully verified and that has not expired,
   * without any check of its own (so it costs nothing); null for any other text. The rate
   * limiter keys signed-in callers by it before the access guard runs.
   */
  known?(token: string): VerifiedToken | null;
}

export interface VerifierOptions {
  issuer: string;
  audience: string | undefined;
  algorithms: string[];
  /** Claims a token must carry with exactly these values (e.g. what the token is for). */
  requiredClaims?: Record<string, string>;
}

const CLOCK_TOLERANCE_SECONDS = 30;
/** Re-read the local key set at most this often when a token names a key we do not hold. */
const JWKS_REFRESH_COOLDOWN_MS = 30_000;

function toVerified(payload: JWTPayload, issuer: string): VerifiedToken | null {
  if (typeof payload.sub !== 'string' || payload.sub === '') return null;
  return {
    issuer,
    subject: payload.sub,
    email: typeof payload.email === 'string' ? payload.email : undefined,
    emailVerified: payload.email_verified === true,
    name: typeof payload.name === 'string' ? payload.name : undefined,
    ...(typeof payload.sid === 'string' && payload.sid !== '' ? { sessionId: payload.sid } : {}),
    amr: [
      ...(Array.isArray(payload.amr)
        ? payload.amr.filter((method): method is string => typeof method === 'string').slice(0, 10)
        : []),
      // An external issuer that states its assurance level instead (`acr`) counts by it too.
      ...(acrMeansMultiFactor(payload.acr) && !(Array.isArray(payload.amr) && payload.amr.includes('mfa'))
        ? ['mfa']
        : []),
    ],
  };
}

/** What a full verification found: the caller, and until when (ms) the token is valid. */
interface Verified {
  token: VerifiedToken;
  expiresAt: number;
}

async function verifyFully(
  keys: JWTVerifyGetKey,
  options: VerifierOptions,
  token: string,
): Promise<Verified | null> {
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer: options.issuer,
      ...(options.audience ? { audience: options.audience } : {}),
      algorithms: options.algorithms,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    for (const [claim, value] of Object.entries(options.requiredClaims ?? {})) {
      if (payload[claim] !== value) return null;
    }
    const verified = toVerified(payload, options.issuer);
    // requiredClaims made jose check that exp is a number.
    return verified ? { token: Object.freeze(verified), expiresAt: (payload.exp as number) * 1000 } : null;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/**
 * Tokens verified recently, so a client's every request does not pay for a signature check
 * (an EdDSA verification is most of an authenticated request's own CPU). Keyed by the exact
 * token text: any other text, however close, goes through the full check. An entry is
 * honoured only until the token's own exp (without the clock-skew leeway), and only
 * successes are kept. Bounded: the least recently used entry leaves first.
 */
export const VERIFIED_TOKEN_CACHE_SIZE = 1_000;

export function createTokenVerifier(
  keys: JWTVerifyGetKey,
  options: VerifierOptions,
  cacheSize = VERIFIED_TOKEN_CACHE_SIZE,
): TokenVerifier {
  // A Map keeps insertion order: re-inserting on a hit makes its first key the least recent.
  const recent = new Map<string, Verified>();
  return {
    async verify(token) {
      const hit = recent.get(token);
      if (hit) {
        recent.delete(token);
        if (Date.now() < hit.expiresAt) {
          recent.set(token, hit);
          return hit.token;
        }
      }
      const verified = await verifyFully(keys, options, token);
      if (!verified) return null;
      if (cacheSize > 0 && Date.now() < verified.expiresAt) {
        recent.set(token, verified);
        if (recent.size > cacheSize) recent.delete(recent.keys().next().value!);
      }
      return verified.token;
    },
    known(token) {
      const hit = recent.get(token);
      return hit && Date.now() < hit.expiresAt ? hit.token : null;
    },
  };
}

/**
 * A key set read in process (the embedded identity service's JWKS), re-read when a token
 * names a key id we do not hold: a rotation, or a key another process of the deployment made
 * (processes started together may each make one). A read is one small query, so a miss reads
 * again at once, but unknown key ids (made-up tokens) cause at most one read a second.
 */
const LOCAL_MISS_RELOAD_MS = 1_000;

export function localKeySet(load: () => Promise<JSONWebKeySet>): JWTVerifyGetKey {
  let current: { keys: JWTVerifyGetKey; loadedAt: number; size: number } | null = null;
  let lastMissReload = 0;
  let loading: Promise<JWTVerifyGetKey> | null = null;

  async function reload(): Promise<JWTVerifyGetKey> {
    loading ??= load()
      .then((jwks) => {
        const keys = createLocalJWKSet(jwks);
        current = { keys, loadedAt: Date.now(), size: jwks.keys.length };
        return keys;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  return async (header, token) => {
    const keys = current?.keys ?? (await reload());
    try {
      return await keys(header, token);
    } catch (error) {
      // An empty set is re-read at once: the first key is made at the first sign-in.
      const again = current && (current.size === 0 || Date.now() - lastMissReload > LOCAL_MISS_RELOAD_MS);
      if (error instanceof errors.JWKSNoMatchingKey && again) {
        lastMissReload = Date.now();
        return (await reload())(header, token);
      }
      throw error;
    }
  };
}

/** An external provider's published key set, fetched and cached by jose. */
export function remoteKeySet(jwksUrl: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(jwksUrl), {
    cooldownDuration: JWKS_REFRESH_COOLDOWN_MS,
    timeoutDuration: 5_000,
  });
}

/** Asymmetric algorithms only: an HMAC "signature" made with our public key must never pass. */
export const EXTERNAL_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];
