import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailCollector, post, signUpAndConfirm } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';

// The rest of the suite hashes at a test cost (test/password-hashing.ts); this file runs the
// product's own hashing end to end, so what production stores and checks stays tested.
describe('passwords as the product stores them', { timeout: 30_000 }, () => {
  let ctx: TestContext;
  const mail = mailCollector();

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send, passwordHashing: undefined } });
  });
  afterAll(() => ctx.close());

  it('keeps a salted scrypt hash, never the password, and signs in with the right one only', async () => {
    const email = 'hash@example.com';
    const { password } = await signUpAndConfirm(ctx.app, mail, email);

    const { rows } = await sql<{ password: string }>`
      select a.password from account a join "user" u on u.id = a."userId" where u.email = ${email}
    `.execute(ctx.database.db);
    const stored = rows[0]!.password;
    expect(stored).not.toContain(password);
    // Better Auth's scrypt format: a 16-byte salt and a 64-byte key, in hex.
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);

    const right = await post(ctx.app, '/api/auth/sign-in/email', { email, password });
    expect(right.statusCode).toBe(200);
    const wrong = await post(ctx.app, '/api/auth/sign-in/email', { email, password: `${password}!` });
    expect(wrong.statusCode).toBe(401);
  });
});
