import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Workspace single sign-on (docs/product.md#single-sign-on): the identity provider and policy
 * (one per workspace), the e-mail domains it speaks for, sign-ins under way, assertions seen
 * (replays are refused), and the one-time hand-over from a checked sign-in to a session (the
 * auth module's `sign_in_grants`: only a hash of each is kept).
 */
export const migration0070SingleSignOn: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sso_connections')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().unique().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('protocol', 'varchar(8)', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('saml_metadata', 'text')
      .addColumn('saml_idp_entity_id', 'varchar(2000)')
      .addColumn('saml_idp_sso_url', 'varchar(2000)')
      .addColumn('saml_certificate_expires_at', 'varchar(32)')
      .addColumn('oidc_issuer', 'varchar(2000)')
      .addColumn('oidc_client_id', 'varchar(500)')
      .addColumn('oidc_client_secret', 'text')
      .addColumn('join_role', 'varchar(16)', (c) => c.notNull().defaultTo('member'))
      .addColumn('join_brand_ids', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('idp_enforces_mfa', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('require_sso', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('sso_domains')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('domain', 'varchar(253)', (c) => c.notNull())
      .addColumn('token', 'varchar(64)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('verified_at', 'varchar(32)')
      .addColumn('last_checked_at', 'varchar(32)')
      .addColumn('last_error', 'varchar(500)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('sso_domains_workspace_domain', ['workspace_id', 'domain'])
      .execute();
    await db.schema.createIndex('sso_domains_domain').on('sso_domains').column('domain').execute();
    // A domain signs in to one workspace: two cannot both hold it verified, even in a race.
    await db.schema
      .createIndex('sso_domains_verified_once')
      .on('sso_domains')
      .column('domain')
      .unique()
      .where(sql.ref('status'), '=', 'verified')
      .execute();
    await db.schema
      .createTable('sso_requests')
      .addColumn('id', 'varchar(128)', (c) => c.primaryKey())
      .addColumn('connection_id', 'varchar(36)', (c) =>
        c.notNull().references('sso_connections.id').onDelete('cascade'),
      )
      .addColumn('secrets', 'text')
      /** A hash of the random value in the starting browser's cookie: only that browser may finish. */
      .addColumn('browser_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('redirect', 'varchar(2000)')
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('sso_seen_assertions')
      .addColumn('id', 'varchar(256)', (c) => c.notNull())
      .addColumn('connection_id', 'varchar(36)', (c) =>
        c.notNull().references('sso_connections.id').onDelete('cascade'),
      )
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('sso_seen_assertions_pk', ['connection_id', 'id'])
      .execute();
    await db.schema
      .createTable('sign_in_grants')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('amr', 'varchar(64)', (c) => c.notNull())
      .addColumn('browser_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('redirect', 'varchar(2000)')
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sign_in_grants').execute();
    await db.schema.dropTable('sso_seen_assertions').execute();
    await db.schema.dropTable('sso_requests').execute();
    await db.schema.dropTable('sso_domains').execute();
    await db.schema.dropTable('sso_connections').execute();
  },
};
