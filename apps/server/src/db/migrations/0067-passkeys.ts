import type { Kysely, Migration } from 'kysely';

/**
 * Passkeys (docs/product.md#passkeys): a person's WebAuthn credentials, and the challenges
 * handed to browsers, each used once. The public key is stored as base64url text; nothing
 * secret is kept (the private key never leaves the person's device).
 */
export const migration0067Passkeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('passkeys')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('name', 'varchar(60)', (c) => c.notNull())
      /** The credential's id as the authenticator made it (base64url), unique across everyone. */
      .addColumn('credential_id', 'varchar(1024)', (c) => c.notNull().unique())
      /** The COSE public key (base64url). */
      .addColumn('public_key', 'text', (c) => c.notNull())
      /** The authenticator's signature counter: one that goes back is a cloned key. */
      .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
      /** JSON array of the transports the browser reported, to hint the next sign-in. */
      .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('synced', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('last_used_at', 'varchar(32)')
      .execute();
    await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();
    await db.schema
      .createTable('passkey_challenges')
      /** The challenge itself (base64url of 32 random bytes): the browser's answer names it. */
      .addColumn('challenge', 'varchar(64)', (c) => c.primaryKey())
      /** Whose registration it is; null for a sign-in, where nobody is known yet. */
      .addColumn('user_id', 'text', (c) => c.references('user.id').onDelete('cascade'))
      .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('passkey_challenges_expires')
      .on('passkey_challenges')
      .column('expires_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('passkey_challenges').execute();
    await db.schema.dropTable('passkeys').execute();
  },
};
