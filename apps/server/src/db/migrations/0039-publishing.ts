import type { Kysely, Migration } from 'kysely';

/**
 * Publishing (docs/product.md#publishing): a brand's channels (an account on a network), each
 * post's publications (one variant on one channel, with its state and the network's answer) and
 * every publication's timeline. The engine writes a publication's state before and after each
 * call to the network, so these rows are what "exactly once" rests on.
 */
export const migration0039Publishing: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('publishing_channels')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('network', 'varchar(24)', (c) => c.notNull())
      /** The PDS or instance the account lives on (`https://bsky.social`, `https://mastodon.social`). */
      .addColumn('host', 'varchar(255)', (c) => c.notNull())
      /** The network's id of the account (a DID, a Mastodon account id). */
      .addColumn('account_id', 'varchar(255)', (c) => c.notNull())
      .addColumn('handle', 'varchar(255)', (c) => c.notNull())
      .addColumn('display_name', 'varchar(255)')
      .addColumn('avatar_url', 'text')
      /** Sealed with the secrets key (tokens, app passwords); never answered. */
      .addColumn('credentials', 'text', (c) => c.notNull())
      /** JSON: what the network accepts (a Mastodon instance's limits). */
      .addColumn('limits', 'text')
      .addColumn('state', 'varchar(24)', (c) => c.notNull())
      .addColumn('state_reason', 'text')
      .addColumn('created_by', 'varchar(36)', (c) =>
        c.references('workspace_members.id').onDelete('set null'),
      )
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('publishing_channels_account', ['project_id', 'network', 'host', 'account_id'])
      .execute();

    await db.schema
      .createTable('publications')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('ticket_id', 'varchar(36)', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
      .addColumn('channel_id', 'varchar(36)', (c) =>
        c.notNull().references('publishing_channels.id').onDelete('cascade'),
      )
      /** JSON: the variant (caption, media and their order, alt texts, first comment, options). */
      .addColumn('variant', 'text', (c) => c.notNull())
      .addColumn('state', 'varchar(24)', (c) => c.notNull())
      /** When it is due (ISO, UTC). */
      .addColumn('due_at', 'varchar(32)', (c) => c.notNull())
      /** Calls made to the network so far. */
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      /** Bumped by every change: a change made on an older copy is refused. */
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      /** The network's id of the post and its public address, once published. */
      .addColumn('remote_id', 'varchar(255)')
      .addColumn('remote_url', 'text')
      .addColumn('error_code', 'varchar(64)')
      .addColumn('error_message', 'text')
      .addColumn('published_at', 'varchar(32)')
      .addColumn('created_by', 'varchar(36)', (c) =>
        c.references('workspace_members.id').onDelete('set null'),
      )
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    // Reads by state and time (the bench, reports) and a channel's queue; due work itself is
    // claimed from the jobs table, never polled here.
    await db.schema.createIndex('publications_due').on('publications').columns(['state', 'due_at']).execute();
    await db.schema
      .createIndex('publications_channel_due')
      .on('publications')
      .columns(['channel_id', 'due_at'])
      .execute();
    await db.schema.createIndex('publications_ticket').on('publications').column('ticket_id').execute();

    await db.schema
      .createTable('publication_events')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('publication_id', 'varchar(36)', (c) =>
        c.notNull().references('publications.id').onDelete('cascade'),
      )
      .addColumn('at', 'varchar(32)', (c) => c.notNull())
      /** 1, 2, 3… in the order the steps happened (two may share a millisecond). */
      .addColumn('seq', 'integer', (c) => c.notNull())
      /** What happened: scheduled, started, published, failed, retried, rescheduled… */
      .addColumn('kind', 'varchar(32)', (c) => c.notNull())
      .addColumn('state', 'varchar(24)', (c) => c.notNull())
      /** Who did it, when a person did (a retry, a reschedule); null for the engine. */
      .addColumn('actor_id', 'varchar(36)', (c) => c.references('workspace_members.id').onDelete('set null'))
      /** The network's words, in plain language, when it refused. */
      .addColumn('detail', 'text')
      .execute();
    await db.schema
      .createIndex('publication_events_publication')
      .on('publication_events')
      .columns(['publication_id', 'seq'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('publication_events').execute();
    await db.schema.dropTable('publications').execute();
    await db.schema.dropTable('publishing_channels').execute();
  },
};
