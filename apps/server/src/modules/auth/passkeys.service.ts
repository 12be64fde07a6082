import { randomUUID } from 'node:crypto';
import type { Language } from '@expertos/domain/languages';
import {
  PASSKEY_CHALLENGE_MINUTES,
  PASSKEYS_MAX,
  type Passkey,
  type passkeyAuthenticationResponseSchema,
  type passkeyRegistrationResponseSchema,
} from '@expertos/domain/passkeys';
import { PRODUCT_NAME } from '@expertos/domain/product';
import {
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { deviceName } from '../../platform/device-name.js';
import { AppError } from '../../platform/errors.js';
import type { ChallengePurpose, PasskeyRow, PasskeysRepository } from './passkeys.repository.js';

type RegistrationResponse = z.infer<typeof passkeyRegistrationResponseSchema>;
type AuthenticationResponse = z.infer<typeof passkeyAuthenticationResponseSchema>;

export interface PasskeysDeps {
  repository: PasskeysRepository;
  /** The app's address (`PUBLIC_URL`): its host name is the relying party's id. */
  publicUrl: string;
  /** Origins that may answer (the app's own, and a development server on the same host). */
  trustedOrigins: string[];
  now: () => Date;
  logger: FastifyBaseLogger;
}

/**
 * The origins a passkey answer may come from: web origins whose host is the relying party's
 * id or below it (WebAuthn's own rule), so an extension's origin never qualifies.
 */
export function passkeyOrigins(rpId: string, trustedOrigins: string[]): string[] {
  return trustedOrigins.filter((origin) => {
    try {
      const url = new URL(origin);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
      return url.hostname === rpId || url.hostname.endsWith(`.${rpId}`);
    } catch {
      return false;
    }
  });
}

const view = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  synced: row.synced,
  created_at: row.createdAt,
  last_used_at: row.lastUsedAt,
});

/** The challenge a browser's answer signed, read from its client data (verified afterwards by the library). */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length <= 64 ? data.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Passkeys (docs/product.md#passkeys) on `@simplewebauthn/server`: a person registers, names
 * and removes them; anyone may ask to sign in with one. Every challenge is random, kept
 * server-side for PASSKEY_CHALLENGE_MINUTES and spent by the first answer naming it, so an
 * answer cannot be replayed. Sign-in requires user verification (a PIN or biometric on the
 * device), which is why a passkey alone counts as two factors.
 */
export function createPasskeysService({ repository, publicUrl, trustedOrigins, now, logger }: PasskeysDeps) {
  const rpID = new URL(publicUrl).hostname;
  const expectedOrigin = passkeyOrigins(rpID, [new URL(publicUrl).origin, ...trustedOrigins]);
  const timeout = PASSKEY_CHALLENGE_MINUTES * 60_000;
  const expiry = () => new Date(now().getTime() + timeout).toISOString();

  /** Spends the challenge the answer names, or refuses with `failure`. */
  async function spend(
    clientDataJSON: string,
    purpose: ChallengePurpose,
    userId: string | null,
    failure: () => never,
  ): Promise<string> {
    const challenge = challengeOf(clientDataJSON);
    if (!challenge || !(await repository.spendChallenge(challenge, purpose, userId, now().toISOString())))
      failure();
    return challenge;
  }

  return {
    rpID,
    expectedOrigin,

    async list(userId: string): Promise<Passkey[]> {
      return (await repository.listOf(userId)).map(view);
    },

    /** What the browser needs to make a passkey for this person (their own are excluded). */
    async registrationOptions(user: { id: string; email: string; name: string }) {
      const existing = await repository.listOf(user.id);
      if (existing.length >= PASSKEYS_MAX) throw new AppError('passkey_limit');
      const options = await generateRegistrationOptions({
        rpName: PRODUCT_NAME,
        rpID,
        userName: user.email,
        userDisplayName: user.name,
        userID: new TextEncoder().encode(user.id),
        timeout,
        attestationType: 'none',
        excludeCredentials: existing.map((key) => ({
          id: key.credentialId,
          transports: key.transports as AuthenticatorTransportFuture[],
        })),
        // A discoverable credential, so it signs in without typing an address first.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await repository.saveChallenge(options.challenge, 'register', user.id, expiry(), now().toISOString());
      return options;
    },

    /** Checks the browser's answer and keeps the passkey under `name` (or the device's name). */
    async register(
      userId: string,
      response: RegistrationResponse,
      name: string | undefined,
      userAgent: string | null,
      /** The language the device's name is written in when `name` is not given. */
      language?: Language,
    ): Promise<Passkey> {
      const invalid = (): never => {
        throw new AppError('passkey_invalid');
      };
      const challenge = await spend(response.response.clientDataJSON, 'register', userId, invalid);
      if ((await repository.count(userId)) >= PASSKEYS_MAX) throw new AppError('passkey_limit');
      let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verified = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin,
          expectedRPID: rpID,
          requireUserVerification: true,
        });
      } catch (err) {
        logger.info({ err: (err as Error).message }, 'passkey registration refused');
        return invalid();
      }
      if (!verified.verified) return invalid();
      const { credential, credentialBackedUp } = verified.registrationInfo;
      const row = {
        id: randomUUID(),
        userId,
        name: name ?? deviceName(userAgent, language),
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: response.response.transports ?? [],
        synced: credentialBackedUp,
        createdAt: now().toISOString(),
      };
      if (!(await repository.insert(row))) throw new AppError('passkey_exists');
      return view({ ...row, lastUsedAt: null });
    },

    async rename(userId: string, id: string, name: string): Promise<Passkey> {
      if (!(await repository.rename(userId, id, name))) throw new AppError('not_found');
      const row = (await repository.listOf(userId)).find((key) => key.id === id);
      if (!row) throw new AppError('not_found');
      return view(row);
    },

    /** Removes one of the person's passkeys; answers what it was. */
    async remove(userId: string, id: string): Promise<Passkey> {
      const row = (await repository.listOf(userId)).find((key) => key.id === id);
      if (!row || !(await repository.remove(userId, id))) throw new AppError('not_found');
      return view(row);
    },

    /** What the browser needs to offer the person's passkeys for this site (any of them: nobody is known yet). */
    async signInOptions() {
      const options = await generateAuthenticationOptions({ rpID, timeout, userVerification: 'required' });
      await repository.saveChallenge(options.challenge, 'sign-in', null, expiry(), now().toISOString());
      return options;
    },

    /** The person a sign-in answer proves, or null (unknown key, spent challenge, bad signature, cloned key). */
    async verifySignIn(response: AuthenticationResponse): Promise<{ userId: string } | null> {
      const refuse = (): never => {
        throw new Error('refused');
      };
      try {
        const challenge = await spend(response.response.clientDataJSON, 'sign-in', null, refuse);
        const key = await repository.byCredentialId(response.id);
        if (!key) return null;
        // A discoverable credential names its person; it must be the key's.
        const handle = response.response.userHandle;
        if (handle !== undefined && isoBase64URL.toUTF8String(handle) !== key.userId) return null;
        const result = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin,
          expectedRPID: rpID,
          requireUserVerification: true,
          credential: {
            id: key.credentialId,
            publicKey: isoBase64URL.toBuffer(key.publicKey),
            counter: key.counter,
            transports: key.transports as AuthenticatorTransportFuture[],
          },
        });
        if (!result.verified) return null;
        await repository.used(key.id, result.authenticationInfo.newCounter, now().toISOString());
        return { userId: key.userId };
      } catch (err) {
        logger.info({ err: (err as Error).message }, 'passkey sign-in refused');
        return null;
      }
    },
  };
}
export type PasskeysService = ReturnType<typeof createPasskeysService>;
