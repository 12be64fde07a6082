import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey authenticator for API tests, standing in for a device: it makes a P-256
 * credential with "none" attestation and signs challenges exactly as WebAuthn lays them out
 * (authenticator data, then the SHA-256 of the client data). The journeys use Chromium's own
 * virtual authenticator instead.
 */
export function softAuthenticator(origin: string) {
  const rpId = new URL(origin).hostname;
  const rpIdHash = createHash('sha256').update(rpId).digest();
  const credentials = new Map<string, { key: KeyObject; userHandle: string; counter: number }>();

  const clientData = (type: string, challenge: string, from = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));

  /** User present and verified (a PIN or biometric), plus attested data when `attested`. */
  const flags = (attested: boolean, verified: boolean) =>
    (attested ? 0x40 : 0) | (verified ? 0x04 : 0) | 0x01;
  const counterBytes = (n: number) => {
    const out = Buffer.alloc(4);
    out.writeUInt32BE(n);
    return out;
  };

  return {
    /** The answer to `navigator.credentials.create()` for these options. */
    create(
      options: { challenge: string; user: { id: string } },
      tweak: { origin?: string; verified?: boolean } = {},
    ) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
        [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
      ]);
      const id = randomBytes(16);
      const credentialId = isoBase64URL.fromBuffer(id);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([flags(true, tweak.verified ?? true)]),
        counterBytes(0),
        Buffer.alloc(16),
        idLength,
        id,
        Buffer.from(isoCBOR.encode(cose)),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      credentials.set(credentialId, { key: privateKey, userHandle: options.user.id, counter: 0 });
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key' as const,
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(
            clientData('webauthn.create', options.challenge, tweak.origin),
          ),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal' as const],
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      };
    },

    /** The answer to `navigator.credentials.get()`, signed by `credentialId` (the one made last by default). */
    get(
      options: { challenge: string },
      tweak: { credentialId?: string; origin?: string; counter?: number; verified?: boolean } = {},
    ) {
      const credentialId = tweak.credentialId ?? [...credentials.keys()].at(-1) ?? '';
      const credential = credentials.get(credentialId);
      if (!credential) throw new Error('no such credential');
      credential.counter = tweak.counter ?? credential.counter + 1;
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([flags(false, tweak.verified ?? true)]),
        counterBytes(credential.counter),
      ]);
      const data = clientData('webauthn.get', options.challenge, tweak.origin);
      const signature = sign(
        'sha256',
        Buffer.concat([authData, createHash('sha256').update(data).digest()]),
        credential.key,
      );
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key' as const,
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(data),
          authenticatorData: isoBase64URL.fromBuffer(authData),
          signature: isoBase64URL.fromBuffer(signature),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
