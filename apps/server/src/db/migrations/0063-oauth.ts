import type { Kysely, Migration } from 'kysely';

/**
 * OAuth 2.1 for the MCP server (docs/product.md#mcp): clients that registered themselves, the
 * one-time codes of consent, what each person allowed each client, and its tokens (hashes only).
 * A person's account takes their codes, grants and tokens with it.
 */
export const migration0063OAuth: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('oauth_clients')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('redirect_uris', 'text', (c) => c.notNull())
      .addColumn('client_uri', 'text')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('oauth_clients_created').on('oauth_clients').column('created_at').execute();
    await db.schema
      .createTable('oauth_codes')
      .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('client_id', 'varchar(36)', (c) =>
        c.notNull().references('oauth_clients.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('redirect_uri', 'text', (c) => c.notNull())
      .addColumn('code_challenge', 'varchar(128)', (c) => c.notNull())
      .addColumn('scopes', 'text', (c) => c.notNull())
      .addColumn('brands', 'text')
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(32)')
      .execute();
    await db.schema
      .createTable('oauth_grants')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('client_id', 'varchar(36)', (c) =>
        c.notNull().references('oauth_clients.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('scopes', 'text', (c) => c.notNull())
      .addColumn('brands', 'text')
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('last_used_at', 'varchar(32)')
      .addColumn('revoked_at', 'varchar(32)')
      .execute();
    await db.schema
      .createIndex('oauth_grants_user')
      .on('oauth_grants')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('oauth_tokens')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('grant_id', 'varchar(36)', (c) =>
        c.notNull().references('oauth_grants.id').onDelete('cascade'),
      )
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('oauth_tokens_grant').on('oauth_tokens').column('grant_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('oauth_tokens').execute();
    await db.schema.dropTable('oauth_grants').execute();
    await db.schema.dropTable('oauth_codes').execute();
    await db.schema.dropTable('oauth_clients').execute();
  },
};
