import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SecretDecryptError } from './secret-box.js';
import {
  loadSecretBox,
  loadSecretsKeys,
  parseSecretsKey,
  SECRETS_KEY_FILE,
  SecretsKeyError,
} from './secrets-key.js';

const where = 'project_integration:int_1:bot_token';

describe('parseSecretsKey', () => {
  const bytes = randomBytes(32);

  it('reads 32 bytes written as hex, base64 or base64url, with or without padding and spaces', () => {
    for (const text of [
      bytes.toString('hex'),
      bytes.toString('hex').toUpperCase(),
      bytes.toString('base64'),
      bytes.toString('base64').replace(/=+$/, ''),
      bytes.toString('base64url'),
      ` ${bytes.toString('base64')}\n`,
    ]) {
      expect(parseSecretsKey(text).equals(bytes)).toBe(true);
    }
  });

  it('refuses other lengths and other spellings, saying how to make a key', () => {
    for (const text of [
      randomBytes(16).toString('base64'),
      randomBytes(31).toString('hex'),
      randomBytes(33).toString('base64'),
      randomBytes(48).toString('base64'),
      'x'.repeat(32),
      'correct horse battery staple, 32+',
      '',
    ]) {
      expect(() => parseSecretsKey(text)).toThrow(SecretsKeyError);
    }
    expect(() => parseSecretsKey(randomBytes(16).toString('base64'))).toThrow(/decodes to 16 bytes/);
    expect(() => parseSecretsKey('not a key')).toThrow(/openssl rand -base64 32/);
  });
});

describe('loadSecretsKeys', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-secrets-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = () => path.join(dir, SECRETS_KEY_FILE);

  it('uses SECRETS_KEY when set, writing no file', () => {
    const configured = randomBytes(32);
    const keys = loadSecretsKeys(dir, configured.toString('base64'));
    expect(keys.current.equals(configured)).toBe(true);
    expect(keys.previous).toEqual([]);
    expect(fs.existsSync(file())).toBe(false);
  });

  it('refuses a SECRETS_KEY of the wrong length, naming the variable', () => {
    expect(() => loadSecretsKeys(dir, randomBytes(24).toString('base64'))).toThrow(
      /^SECRETS_KEY must be 32 bytes/,
    );
  });

  it('generates a key into DATA_DIR once (mode 0600, no temporary file left) and reuses it on restart', () => {
    const nested = path.join(dir, 'data');
    const first = loadSecretsKeys(nested, undefined);
    expect(first.current).toHaveLength(32);
    const written = path.join(nested, SECRETS_KEY_FILE);
    if (process.platform !== 'win32') expect(fs.statSync(written).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(nested)).toEqual([SECRETS_KEY_FILE]);
    expect(parseSecretsKey(fs.readFileSync(written, 'utf8')).equals(first.current)).toBe(true);

    expect(loadSecretsKeys(nested, undefined).current.equals(first.current)).toBe(true);
    expect(loadSecretsKeys(nested, '').current.equals(first.current)).toBe(true);
  });

  it('opens after a restart what was sealed before it', () => {
    const sealed = loadSecretBox(dir, undefined).seal('xoxb-1234567890-abc', where);
    expect(loadSecretBox(dir, undefined).open(sealed, where)).toBe('xoxb-1234567890-abc');
  });

  it('keeps a key another process published first', () => {
    const theirs = randomBytes(32);
    fs.writeFileSync(file(), `${theirs.toString('base64')}\n`, { mode: 0o600 });
    expect(loadSecretsKeys(dir, undefined).current.equals(theirs)).toBe(true);
  });

  it('refuses, and leaves alone, a key file that holds no valid key', () => {
    fs.writeFileSync(file(), 'half a key\n');
    expect(() => loadSecretsKeys(dir, undefined)).toThrow(SecretsKeyError);
    expect(() => loadSecretsKeys(dir, undefined)).toThrow(/is not replaced/);
    expect(fs.readFileSync(file(), 'utf8')).toBe('half a key\n');
  });

  it('after switching from the generated key to SECRETS_KEY, still opens what the generated key sealed', () => {
    const sealedBefore = loadSecretBox(dir, undefined).seal('whsec_before', where);
    const configured = randomBytes(32).toString('hex');
    const box = loadSecretBox(dir, configured);
    expect(box.open(sealedBefore, where)).toBe('whsec_before');
    expect(box.isStale(sealedBefore)).toBe(true);
    expect(box.isStale(box.seal('new', where))).toBe(false);
  });

  it('with a different SECRETS_KEY and no generated key, refuses what another key sealed', () => {
    const sealed = loadSecretBox(dir, randomBytes(32).toString('base64')).seal('token', where);
    const other = loadSecretBox(dir, randomBytes(32).toString('base64'));
    expect(() => other.open(sealed, where)).toThrow(SecretDecryptError);
  });
});
