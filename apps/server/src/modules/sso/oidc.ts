import { acrMeansMultiFactor } from '@expertos/domain/sessions';
import { SSO_MESSAGES } from '@expertos/domain/sso';
import * as client from 'openid-client';
import type { GuardedFetch } from '../../platform/http/guarded-fetch.js';

/**
 * OpenID Connect for a workspace's single sign-on, on `openid-client` (discovery, PKCE, the
 * code exchange and the ID token's signature, issuer, audience, nonce and time checks). Every
 * request to the provider goes through the egress guard.
 */

export interface OidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** A field of the settings the provider could not be reached or read with, and why. */
export class OidcConfigError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** openid-client's fetch, answered by the egress guard (a Response, as it expects). */
function guardedClientFetch(fetch: GuardedFetch): client.CustomFetch {
  return async (url, options) => {
    const body =
      options.body === undefined || options.body === null
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : options.body instanceof URLSearchParams
            ? options.body.toString()
            : new Uint8Array(
                await new Response(options.body as ConstructorParameters<typeof Response>[0]).arrayBuffer(),
              );
    const answer = await fetch(
      url,
      { method: options.method, headers: options.headers, ...(body !== undefined ? { body } : {}) },
      { timeoutMs: 10_000, maxBytes: 512 * 1024 },
    );
    return new Response(answer.status === 204 ? null : new Uint8Array(answer.body), {
      status: answer.status,
      headers: answer.headers,
    });
  };
}

async function configuration(provider: OidcProvider, fetch: GuardedFetch): Promise<client.Configuration> {
  const issuer = new URL(provider.issuer);
  const customFetch = guardedClientFetch(fetch);
  const config = await client.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
    [client.customFetch]: customFetch,
    // A plain-http issuer passed the settings check only where private targets are allowed (tests, a LAN).
    ...(issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
  });
  config[client.customFetch] = customFetch;
  return config;
}

/** Whether the provider's discovery document can be read (setting it up checks this once). */
export async function checkProvider(provider: OidcProvider, fetch: GuardedFetch): Promise<void> {
  try {
    await configuration(provider, fetch);
  } catch (cause) {
    throw new OidcConfigError(
      'issuer',
      SSO_MESSAGES.discoveryUnreadable(cause instanceof Error ? cause.message.slice(0, 200) : 'no answer'),
    );
  }
}

/** What a started sign-in keeps until the provider sends the browser back. */
export interface OidcStart {
  url: string;
  state: string;
  secrets: { verifier: string; nonce: string };
}

export async function startSignIn(
  provider: OidcProvider,
  fetch: GuardedFetch,
  redirectUri: string,
  loginHint: string,
): Promise<OidcStart> {
  const config = await configuration(provider, fetch);
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    login_hint: loginHint,
  });
  return { url: url.toString(), state, secrets: { verifier, nonce } };
}

export interface OidcSubject {
  email: string;
  emailVerified: boolean;
  name: string | null;
  /** Whether the ID token's `amr` or `acr` says more than a password was asked. */
  multiFactor: boolean;
}

const MULTI_FACTOR_AMR = new Set(['mfa', 'otp', 'hwk', 'swk', 'sms', 'fpt', 'face', 'iris', 'pin', 'sc']);

/** Exchanges the code the provider sent back (the whole callback address) for a checked ID token. */
export async function finishSignIn(
  provider: OidcProvider,
  fetch: GuardedFetch,
  callbackUrl: URL,
  expected: { state: string; verifier: string; nonce: string },
): Promise<OidcSubject> {
  const config = await configuration(provider, fetch);
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: expected.verifier,
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  const amr = Array.isArray(claims.amr) ? claims.amr.map(String) : [];

  return {
    email,
    emailVerified: claims.email_verified === true,
    name: typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : null,
    multiFactor: amr.some((method) => MULTI_FACTOR_AMR.has(method)) || acrMeansMultiFactor(claims.acr),
  };
}
