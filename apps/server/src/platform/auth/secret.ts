import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeFileOnce } from '../write-file-once.js';

/** The shortest secret accepted, from AUTH_SECRET or the secret file. */
export const MIN_SECRET_LENGTH = 32;

const HOW_TO_MAKE_ONE = 'e.g. `openssl rand -base64 48`';

/**
 * The identity service's secret (signs session cookies, encrypts the signing keys at rest).
 * Taken from AUTH_SECRET when set; otherwise generated once into DATA_DIR so that
 * `npm start` needs no configuration and sessions survive restarts. Several API processes
 * must share one: set AUTH_SECRET for them.
 *
 * The file is written atomically: the secret goes to a temporary file in the same folder
 * (mode 0600), is flushed, and only then appears under its name, so a crash or a full disk
 * never leaves a truncated secret behind. It appears by hard link, which fails if another
 * process published one first (then theirs is kept); where the file system has no hard
 * links it is renamed into place instead. A secret shorter than 32 characters is refused.
 */
export function loadOrCreateSecret(dataDir: string, configured: string | undefined): string {
  if (configured !== undefined && configured !== '') {
    if (configured.length < MIN_SECRET_LENGTH)
      throw new Error(
        `AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters (it has ${configured.length}); generate one, ${HOW_TO_MAKE_ONE}.`,
      );
    return configured;
  }
  const file = path.join(dataDir, 'auth-secret');
  const existing = readSecretFile(file);
  if (existing !== undefined) return existing;

  const secret = randomBytes(48).toString('base64url');
  // Another process published its secret first: use theirs, so all agree.
  if (writeFileOnce(dataDir, 'auth-secret', `${secret}\n`)) return secret;
  return readSecretFile(file) ?? secret;
}

function readSecretFile(file: string): string | undefined {
  let content: string;
  try {
    content = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (content.length < MIN_SECRET_LENGTH)
    throw new Error(
      `The secret file ${file} holds ${content.length} characters, fewer than ${MIN_SECRET_LENGTH}: ` +
        `put a longer secret in it (${HOW_TO_MAKE_ONE}), or delete it to have a new one generated (signed-in sessions end).`,
    );
  return content;
}
