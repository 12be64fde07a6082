import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Instagram and YouTube import (docs/product.md#instagram-and-youtube-import): a brand's
 * connected accounts, the posts imported from them, and the connect flow's one-time states.
 *
 * A connection belongs to the brand (one per provider), not to the admin who connected it.
 * Imported posts are the brand's history: they stay when the account is disconnected, and they
 * are unique per brand, provider and the provider's id, so a repeated or concurrent import
 * never adds one twice. The Feed reads them newest first (`social_posts_feed`).
 */
export const migration0030Social: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('social_connections')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('provider', 'varchar(16)', (c) => c.notNull())
      .addColumn('account_id', 'varchar(128)', (c) => c.notNull())
      .addColumn('account_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('account_url', 'text')
      /** JSON: SocialProfile; JSON: SocialAccountInsights or null. */
      .addColumn('profile', 'text', (c) => c.notNull())
      .addColumn('insights', 'text')
      /** The `SocialSecret` as JSON, sealed with the secrets key. */
      .addColumn('secret_sealed', 'text', (c) => c.notNull())
      /** `connected`, or `reconnect` once the provider refused the token. */
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('last_error_code', 'varchar(64)')
      .addColumn('last_error_message', 'text')
      .addColumn('last_error_at', 'varchar(32)')
      .addColumn('import_job_id', 'varchar(36)')
      .addColumn('last_import_at', 'varchar(32)')
      /** The workspace member who connected it: imports act for them (filling the brand's profile). */
      .addColumn('connected_by', 'varchar(36)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('social_connections_project_provider', ['project_id', 'provider'])
      .execute();
    await db.schema
      .createTable('social_posts')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('provider', 'varchar(16)', (c) => c.notNull())
      .addColumn('external_id', 'varchar(128)', (c) => c.notNull())
      .addColumn('title', 'text')
      .addColumn('caption', 'text')
      .addColumn('media_type', 'varchar(32)')
      .addColumn('media_url', 'text')
      .addColumn('permalink', 'text')
      /** ISO time, and its UTC day: the Feed's sort key beside tickets' posted day. */
      .addColumn('published_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('published_day', 'varchar(10)', (c) => c.notNull())
      .addColumn('likes', 'bigint')
      .addColumn('comments', 'bigint')
      .addColumn('views', 'bigint')
      .addColumn('reach', 'bigint')
      .addColumn('saved', 'bigint')
      .addColumn('shares', 'bigint')
      /** The post ticket made from it ("Make a post ticket"), if any. No foreign key: a deleted ticket frees it. */
      .addColumn('ticket_id', 'varchar(36)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('social_posts_external', ['project_id', 'provider', 'external_id'])
      .execute();
    await sql`create index social_posts_feed on social_posts (project_id, published_day desc, published_at desc, id desc)`.execute(
      db,
    );
    await db.schema.createIndex('social_posts_ticket').on('social_posts').column('ticket_id').execute();
    await db.schema
      .createTable('social_oauth_states')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('provider', 'varchar(16)', (c) => c.notNull())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('member_id', 'varchar(36)')
      .addColumn('browser_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('social_oauth_states').execute();
    await db.schema.dropTable('social_posts').execute();
    await db.schema.dropTable('social_connections').execute();
  },
};
