import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Secrets of integrations at rest (docs/architecture.md: "Secrets of integrations are encrypted
 * at rest and never returned"): Slack URLs and tokens, webhook signing secrets, passwords.
 *
 * Stored text: `v1:<key id>:<base64url of iv ‖ ciphertext ‖ tag>`. `v1` is AES-256-GCM with a
 * random 12-byte IV and a 16-byte tag; the key id names the key that sealed it, so after a key
 * change old values are still opened with the previous key (and can be re-sealed). A context
 * (e.g. `project_integration:<uid>:slack_webhook_url`) is bound in as additional data: a
 * sealed value copied into another row or column does not open there.
 */

export const SECRETS_KEY_BYTES = 32;
const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Integration secrets are short; anything this long is a mistake, not a secret. */
export const SECRET_MAX_BYTES = 16 * 1024;

/** A sealed value that cannot be opened: never garbage, always this. */
export class SecretDecryptError extends Error {
  override name = 'SecretDecryptError';
}

export interface SecretsKeys {
  /** Seals every new value. */
  current: Buffer;
  /** Older keys that still open what they sealed. */
  previous?: readonly Buffer[];
}

export interface SecretBox {
  /** The id of the current key, as it appears in what `seal` returns. */
  readonly keyId: string;
  seal(plaintext: string, context: string): string;
  /** Throws SecretDecryptError when the value was tampered with, or sealed by an unknown key or for another context. */
  open(sealed: string, context: string): string;
  /** True when `sealed` was made with a previous key: seal it again on the next write. */
  isStale(sealed: string): boolean;
}

/** A short public name of a key (an HMAC of it, so it says nothing about the key). */
export function secretsKeyId(key: Buffer): string {
  return createHmac('sha256', key).update('expertos secrets key id').digest('hex').slice(0, 16);
}

function checkKey(key: Buffer): void {
  if (key.length !== SECRETS_KEY_BYTES)
    throw new RangeError(`A secrets key has ${SECRETS_KEY_BYTES} bytes (this one has ${key.length})`);
}

export function createSecretBox(keys: SecretsKeys): SecretBox {
  const all = [keys.current, ...(keys.previous ?? [])];
  for (const key of all) checkKey(key);
  const byId = new Map<string, Buffer>();
  for (const key of all) if (!byId.has(secretsKeyId(key))) byId.set(secretsKeyId(key), Buffer.from(key));
  const currentId = secretsKeyId(keys.current);
  const current = byId.get(currentId) as Buffer;

  function parse(sealed: string): { keyId: string; blob: Buffer } {
    const parts = sealed.split(':');
    if (parts.length !== 3 || parts[0] !== FORMAT || !/^[0-9a-f]{16}$/.test(parts[1] ?? ''))
      throw new SecretDecryptError('Not a sealed secret (expected v1:<key id>:<data>)');
    const blob = Buffer.from(parts[2] ?? '', 'base64url');
    if (blob.length < IV_BYTES + TAG_BYTES || blob.toString('base64url') !== parts[2])
      throw new SecretDecryptError('The sealed secret is damaged (its data is cut short or not base64url)');
    return { keyId: parts[1] as string, blob };
  }

  return {
    keyId: currentId,
    seal(plaintext, context) {
      const data = Buffer.from(plaintext, 'utf8');
      if (data.length > SECRET_MAX_BYTES)
        throw new RangeError(`A secret is at most ${SECRET_MAX_BYTES} bytes (this one has ${data.length})`);
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(data), cipher.final()]);
      const blob = Buffer.concat([iv, body, cipher.getAuthTag()]);
      return `${FORMAT}:${currentId}:${blob.toString('base64url')}`;
    },
    open(sealed, context) {
      const { keyId, blob } = parse(sealed);
      const key = byId.get(keyId);
      if (!key)
        throw new SecretDecryptError(
          `This secret was sealed with key ${keyId}, which is not configured (current key: ${currentId}). ` +
            'Was SECRETS_KEY changed, or the data directory replaced?',
        );
      const iv = blob.subarray(0, IV_BYTES);
      const tag = blob.subarray(blob.length - TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      try {
        const plain = Buffer.concat([
          decipher.update(blob.subarray(IV_BYTES, blob.length - TAG_BYTES)),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        throw new SecretDecryptError(
          'The sealed secret does not authenticate: it was changed, or it belongs to another record',
        );
      }
    },
    isStale(sealed) {
      return parse(sealed).keyId !== currentId;
    },
  };
}
