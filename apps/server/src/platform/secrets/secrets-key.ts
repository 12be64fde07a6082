import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeFileOnce } from '../write-file-once.js';
import { createSecretBox, SECRETS_KEY_BYTES, type SecretBox, type SecretsKeys } from './secret-box.js';

/** The generated key's file in DATA_DIR. */
export const SECRETS_KEY_FILE = 'secrets-key';

const HOW_TO_MAKE_ONE = 'e.g. `openssl rand -base64 32`';

export class SecretsKeyError extends Error {
  override name = 'SecretsKeyError';
}

/**
 * Reads a key written as 64 hex digits or as base64/base64url (with or without padding) of
 * exactly 32 bytes; anything else is refused rather than stretched or cut. Hex is tried first:
 * 64 hex digits are also valid base64, of 48 bytes.
 */
export function parseSecretsKey(text: string): Buffer {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) {
    const key = Buffer.from(value.replace(/=+$/, ''), 'base64url');
    // Decoding is lenient; only a value that round-trips is really base64.
    const canonical =
      key.toString('base64url') === value.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    if (canonical && key.length === SECRETS_KEY_BYTES) return key;
    if (canonical)
      throw new SecretsKeyError(
        `must be ${SECRETS_KEY_BYTES} bytes; this base64 value decodes to ${key.length} bytes (make one ${HOW_TO_MAKE_ONE})`,
      );
  }
  throw new SecretsKeyError(
    `must be ${SECRETS_KEY_BYTES} bytes written as base64 (44 characters) or hex (64 digits); make one ${HOW_TO_MAKE_ONE}`,
  );
}

/**
 * The keys that seal and open integration secrets. SECRETS_KEY when set; otherwise a key
 * generated once into DATA_DIR (so `npm start` needs no configuration) and reused on every
 * start. Several API processes must share one key: give them the same SECRETS_KEY.
 *
 * When SECRETS_KEY is set and a generated key exists from before, the generated one is kept
 * as a previous key, so what it sealed still opens after the switch.
 *
 * The file is created atomically with mode 0600 (see `writeKeyFileOnce`). A file that holds
 * no valid key is refused, never replaced: replacing it would lose every secret it sealed.
 */
export function loadSecretsKeys(dataDir: string, configured: string | undefined): Required<SecretsKeys> {
  const file = path.join(dataDir, SECRETS_KEY_FILE);
  const generated = readKeyFile(file);
  if (configured !== undefined && configured !== '') {
    let current: Buffer;
    try {
      current = parseSecretsKey(configured);
    } catch (error) {
      throw new SecretsKeyError(`SECRETS_KEY ${(error as Error).message}`);
    }
    return { current, previous: generated && !generated.equals(current) ? [generated] : [] };
  }
  return { current: generated ?? writeKeyFileOnce(dataDir, file), previous: [] };
}

function readKeyFile(file: string): Buffer | undefined {
  let content: string;
  try {
    content = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return parseSecretsKey(content);
  } catch (error) {
    throw new SecretsKeyError(
      `The secrets key file ${file} ${(error as Error).message}. It is not replaced, since the secrets it sealed ` +
        'would be lost: restore it from a backup, or delete it to have a new one generated (connected integrations must then be connected again).',
    );
  }
}

/** A new key, published once (see writeFileOnce): another process's key wins if it was first. */
function writeKeyFileOnce(dataDir: string, file: string): Buffer {
  const key = randomBytes(SECRETS_KEY_BYTES);
  if (writeFileOnce(dataDir, path.basename(file), `${key.toString('base64')}\n`)) return key;
  return readKeyFile(file) ?? key;
}

/** The secret box of this process, from SECRETS_KEY or the generated key (see `loadSecretsKeys`). */
export function loadSecretBox(dataDir: string, configured: string | undefined): SecretBox {
  return createSecretBox(loadSecretsKeys(dataDir, configured));
}
