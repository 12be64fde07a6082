import type { Kysely, Migration } from 'kysely';

/**
 * Authenticator codes already used to sign in (docs/product.md#two-step-verification): a code
 * seen once is refused if sent again while it could still be valid, so one read over a
 * shoulder or from a log cannot sign in a second time. Rows older than a few minutes are
 * useless and deleted as new ones are written. Only an HMAC of the code is kept.
 */
export const migration0064TwoFactorCodes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('two_factor_used_codes')
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('two_factor_used_codes_pk', ['user_id', 'code_hash'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('two_factor_used_codes').execute();
  },
};
