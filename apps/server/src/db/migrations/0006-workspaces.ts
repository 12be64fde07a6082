import type { Kysely, Migration } from 'kysely';

/** Workspaces, members, invites, projects (brands) and who may see which brand. */
export const migration0006Workspaces: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('workspaces')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('name', 'varchar(80)', (c) => c.notNull())
      .addColumn('industry', 'varchar(64)')
      .addColumn('owner_id', 'text', (c) => c.notNull().references('user.id'))
      .addColumn('whitelisted', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('stripe_subscription_id', 'varchar(255)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('workspaces_owner').on('workspaces').column('owner_id').execute();

    await db.schema
      .createTable('workspace_members')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('role', 'varchar(16)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('jira_associated', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('workspace_members_one_per_user', ['workspace_id', 'user_id'])
      .execute();
    await db.schema.createIndex('workspace_members_user').on('workspace_members').column('user_id').execute();

    await db.schema
      .createTable('invites')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('role', 'varchar(16)', (c) => c.notNull())
      .addColumn('project_ids', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('invited_by', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('invites_workspace_email')
      .on('invites')
      .columns(['workspace_id', 'email'])
      .execute();
    await db.schema.createIndex('invites_email_status').on('invites').columns(['email', 'status']).execute();

    await db.schema
      .createTable('projects')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(80)', (c) => c.notNull())
      .addColumn('slug', 'varchar(64)', (c) => c.notNull())
      .addColumn('shopify_site', 'varchar(300)')
      .addColumn('cover_key', 'varchar(128)')
      .addColumn('phase', 'varchar(16)', (c) => c.notNull())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('user.id'))
      .addColumn('content_pillars', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('content_formats', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('other_preferences', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('off_brand', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('slate_review_day', 'varchar(16)', (c) => c.notNull().defaultTo('friday'))
      .addColumn('slate_growth_content', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('slate_trust_building_content', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('slate_sales_promotions_content', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('projects_slug_per_workspace', ['workspace_id', 'slug'])
      .execute();

    await db.schema
      .createTable('project_members')
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('member_id', 'varchar(36)', (c) =>
        c.notNull().references('workspace_members.id').onDelete('cascade'),
      )
      .addColumn('role', 'varchar(16)', (c) => c.notNull())
      .addColumn('access', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('project_members_pk', ['project_id', 'member_id'])
      .execute();
    await db.schema.createIndex('project_members_member').on('project_members').column('member_id').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['project_members', 'projects', 'invites', 'workspace_members', 'workspaces']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
