import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { PasswordHashing } from '../modules/auth/auth.identity.js';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

/**
 * The test suite's password hashing: the product's algorithm (scrypt) at a cost of about a
 * millisecond instead of about 140 ms, because the API tests sign up thousands of people. Its
 * hashes carry their own prefix, so one can never be taken for a product hash or the reverse.
 * The product's own hashing keeps a test of its own (auth.passwords.int.test.ts).
 */
const PREFIX = 'test-scrypt';
const COST = { N: 1024, r: 8, p: 1 };

export const testPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    const key = await scryptAsync(password.normalize('NFKC'), salt, 64, COST);
    return `${PREFIX}:${salt}:${key.toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [prefix, salt, key] = hash.split(':');
    if (prefix !== PREFIX || !salt || !key) return false;
    const computed = await scryptAsync(password.normalize('NFKC'), salt, 64, COST);
    const expected = Buffer.from(key, 'hex');
    return expected.length === computed.length && timingSafeEqual(expected, computed);
  },
};
