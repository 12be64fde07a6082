import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecret, MIN_SECRET_LENGTH } from './secret.js';

describe('loadOrCreateSecret', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-secret-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const file = () => path.join(dir, 'auth-secret');

  it('uses AUTH_SECRET when it is long enough, writing no file', () => {
    const configured = 'x'.repeat(MIN_SECRET_LENGTH);
    expect(loadOrCreateSecret(dir, configured)).toBe(configured);
    expect(fs.existsSync(file())).toBe(false);
  });

  it('refuses an AUTH_SECRET under 32 characters, saying how to make one', () => {
    expect(() => loadOrCreateSecret(dir, 'short')).toThrow(/AUTH_SECRET must be at least 32 characters/);
    expect(() => loadOrCreateSecret(dir, 'x'.repeat(31))).toThrow(/openssl rand/);
  });

  it('generates a secret into DATA_DIR, readable by its owner only, leaving no temporary file', () => {
    const nested = path.join(dir, 'data');
    const secret = loadOrCreateSecret(nested, undefined);
    expect(secret.length).toBeGreaterThanOrEqual(MIN_SECRET_LENGTH);
    const written = path.join(nested, 'auth-secret');
    expect(fs.readFileSync(written, 'utf8')).toBe(`${secret}\n`);
    if (process.platform !== 'win32') expect(fs.statSync(written).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(nested)).toEqual(['auth-secret']);
  });

  it('keeps the secret across starts', () => {
    const first = loadOrCreateSecret(dir, undefined);
    expect(loadOrCreateSecret(dir, undefined)).toBe(first);
    expect(loadOrCreateSecret(dir, '')).toBe(first);
  });

  it('keeps a secret another process published first', () => {
    const theirs = 't'.repeat(48);
    fs.writeFileSync(file(), `${theirs}\n`, { mode: 0o600 });
    expect(loadOrCreateSecret(dir, undefined)).toBe(theirs);
    expect(fs.readFileSync(file(), 'utf8')).toBe(`${theirs}\n`);
  });

  it('refuses a secret file under 32 characters (e.g. an empty one) instead of signing with it', () => {
    fs.writeFileSync(file(), '\n');
    expect(() => loadOrCreateSecret(dir, undefined)).toThrow(/fewer than 32/);
    fs.writeFileSync(file(), 'abc\n');
    expect(() => loadOrCreateSecret(dir, undefined)).toThrow(/delete it to have a new one generated/);
    // The short file is left alone for the operator to look at.
    expect(fs.readFileSync(file(), 'utf8')).toBe('abc\n');
  });

  it('ignores a temporary file left by an interrupted start', () => {
    fs.writeFileSync(path.join(dir, '.auth-secret.1.abc.tmp'), 'half');
    const secret = loadOrCreateSecret(dir, undefined);
    expect(fs.readFileSync(file(), 'utf8')).toBe(`${secret}\n`);
  });
});
