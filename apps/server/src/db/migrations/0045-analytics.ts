import type { CreateTableBuilder, Kysely, Migration } from 'kysely';

/** When the figures were read, each figure (null when not given), and why each missing one is. */
function figures<T extends string>(table: CreateTableBuilder<T, never>) {
  let create = table.addColumn('taken_at', 'varchar(32)', (c) => c.notNull());
  for (const metric of ['reach', 'views', 'likes', 'comments', 'shares', 'saves', 'link_clicks'])
    create = create.addColumn(metric, 'bigint');
  /** JSON: for each figure not given, why (`not_yet`, `not_offered`, `unavailable`). */
  return create.addColumn('gaps', 'text', (c) => c.notNull());
}

/**
 * Results (docs/product.md#analytics): the posts whose figures come back — published here or
 * imported, one row per network post — their snapshots at set times after posting, each post's
 * latest figures (what the page reads), and each account's followers per brand-local day. A
 * figure a network did not give is null with its reason in `gaps`, never 0.
 */
export const migration0045Analytics: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('analytics_posts')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('network', 'varchar(24)', (c) => c.notNull())
      /** The network's id of the post: a post published here and imported later is one row. */
      .addColumn('remote_id', 'varchar(255)', (c) => c.notNull())
      .addColumn('url', 'text')
      /** `published` (through a channel here) or `imported`. */
      .addColumn('source', 'varchar(16)', (c) => c.notNull())
      /** The publishing channel whose account reads its figures (published posts). */
      .addColumn('channel_id', 'varchar(36)', (c) =>
        c.references('publishing_channels.id').onDelete('set null'),
      )
      /** The imported post's connection (the social module's), whose account reads its figures. */
      .addColumn('connection_id', 'varchar(36)', (c) =>
        c.references('social_connections.id').onDelete('set null'),
      )
      .addColumn('publication_id', 'varchar(36)', (c) => c.references('publications.id').onDelete('set null'))
      .addColumn('ticket_id', 'varchar(36)', (c) => c.references('tickets.id').onDelete('set null'))
      .addColumn('posted_at', 'varchar(32)', (c) => c.notNull())
      /** The schedule's time the next snapshot stands for (ISO); null once its schedule has ended. */
      .addColumn('snapshot_due', 'varchar(32)')
      /**
       * When to ask the network next: the snapshot's time, or sooner again while a figure the
       * network has not reported yet is still awaited, or later while the network says to wait.
       */
      .addColumn('next_at', 'varchar(32)')
      /** `tracking`, `paused` (its account must be reconnected), `done`, or `gone` (deleted on the network). */
      .addColumn('state', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('analytics_posts_remote', ['project_id', 'network', 'remote_id'])
      .execute();
    // The due poll: the earliest next snapshots, whatever how many posts wait for later ones.
    await db.schema.createIndex('analytics_posts_next').on('analytics_posts').column('next_at').execute();
    await db.schema
      .createIndex('analytics_posts_brand')
      .on('analytics_posts')
      .columns(['project_id', 'posted_at'])
      .execute();

    await figures(
      db.schema
        .createTable('analytics_snapshots')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('post_id', 'varchar(36)', (c) =>
          c.notNull().references('analytics_posts.id').onDelete('cascade'),
        )
        /** The schedule's time it stands for (1 h, 24 h… after posting). */
        .addColumn('due_at', 'varchar(32)', (c) => c.notNull())
        .addUniqueConstraint('analytics_snapshots_due', ['post_id', 'due_at']),
    ).execute();
    await figures(
      db.schema
        .createTable('analytics_latest')
        .addColumn('post_id', 'varchar(36)', (c) =>
          c.primaryKey().references('analytics_posts.id').onDelete('cascade'),
        )
        /** JSON: its figures at 7 days (what the top and bottom lists rank by), once read. */
        .addColumn('week', 'text'),
    ).execute();

    await db.schema
      .createTable('analytics_account_days')
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      /** The account: a publishing channel's id. */
      .addColumn('account_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('network', 'varchar(24)', (c) => c.notNull())
      /** The brand-local day (YYYY-MM-DD); a day not read is absent, never 0. */
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('followers', 'bigint')
      .addColumn('taken_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('analytics_account_days_pk', ['account_id', 'day'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'analytics_account_days',
      'analytics_latest',
      'analytics_snapshots',
      'analytics_posts',
    ])
      await db.schema.dropTable(table).execute();
  },
};
