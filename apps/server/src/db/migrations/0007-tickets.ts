import type { Kysely, Migration } from 'kysely';

/**
 * Tickets and what hangs off them: per-workspace numbers, brand tags and milestones, the
 * activity history and reference images. Every list filter has an index that starts with
 * the scope (workspace or brand) so a page of 50 never scans another workspace's rows.
 */
export const migration0007Tickets: Migration = {
  async up(db: Kysely<unknown>) {
    // One row per workspace: the last `#number` handed out (incremented in the create transaction).
    await db.schema
      .createTable('ticket_counters')
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.primaryKey().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('last_number', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('milestones')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(80)', (c) => c.notNull())
      .addColumn('name_key', 'varchar(80)', (c) => c.notNull())
      .addColumn('due_date', 'varchar(10)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('milestones_name_per_project', ['project_id', 'name_key'])
      .execute();

    await db.schema
      .createTable('ticket_tags')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(40)', (c) => c.notNull())
      /** Lower-cased name: one tag per spelling, whatever the case. */
      .addColumn('name_key', 'varchar(40)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('ticket_tags_name_per_project', ['project_id', 'name_key'])
      .execute();
    await db.schema.createIndex('ticket_tags_name_key').on('ticket_tags').column('name_key').execute();

    await db.schema
      .createTable('tickets')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('number', 'integer', (c) => c.notNull())
      .addColumn('summary', 'varchar(300)', (c) => c.notNull())
      /** Lower-cased summary for the text filter. */
      .addColumn('summary_key', 'varchar(300)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      /** The status's place in the statuses' fixed order, for sorting by status. */
      .addColumn('status_rank', 'integer', (c) => c.notNull())
      .addColumn('priority', 'varchar(1)', (c) => c.notNull())
      .addColumn('ticket_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('assignee_id', 'varchar(36)', (c) =>
        c.references('workspace_members.id').onDelete('set null'),
      )
      .addColumn('reporter_id', 'varchar(36)', (c) =>
        c.references('workspace_members.id').onDelete('set null'),
      )
      .addColumn('milestone_id', 'varchar(36)', (c) => c.references('milestones.id').onDelete('set null'))
      .addColumn('due_date', 'varchar(10)')
      /** due_date, or '9999-12-31' when there is none: a non-null key for sorting and paging. */
      .addColumn('due_sort', 'varchar(10)', (c) => c.notNull())
      .addColumn('caption', 'text')
      .addColumn('details', 'text', (c) => c.notNull().defaultTo('{"integrations":[],"post_details":null}'))
      .addColumn('post_platform', 'varchar(16)')
      .addColumn('post_format', 'varchar(16)')
      .addColumn('post_audience', 'varchar(20)')
      .addColumn('film_date', 'varchar(10)')
      .addColumn('posted_date', 'varchar(10)')
      /** posted_date ?? film_date ?? due_date for posts, due_date otherwise (calendar windows). */
      .addColumn('calendar_date', 'varchar(10)')
      .addColumn('live_link', 'varchar(2000)')
      .addColumn('canva_url', 'varchar(2000)')
      .addColumn('drive_raw_link', 'varchar(2000)')
      .addColumn('drive_final_link', 'varchar(2000)')
      .addColumn('difficulty', 'varchar(8)')
      .addColumn('total_spent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hook', 'text')
      .addColumn('hook_variation_1', 'text')
      .addColumn('hook_variation_2', 'text')
      .addColumn('hook_variation_3', 'text')
      .addColumn('keyword_phrase', 'varchar(200)')
      .addColumn('reference_content', 'text')
      .addColumn('estimate_hours', 'real')
      .addColumn('estimate_amount', 'bigint')
      .addColumn('share_token', 'varchar(64)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('tickets_number_per_workspace', ['workspace_id', 'number'])
      .addUniqueConstraint('tickets_share_token', ['share_token'])
      .execute();

    // Sort keys per scope, each ending in id so keyset pages are stable.
    const indexes: [string, string[]][] = [
      ['tickets_ws_updated', ['workspace_id', 'updated_at', 'id']],
      ['tickets_ws_created', ['workspace_id', 'created_at', 'id']],
      ['tickets_ws_due', ['workspace_id', 'due_sort', 'id']],
      ['tickets_ws_status_updated', ['workspace_id', 'status', 'updated_at', 'id']],
      ['tickets_ws_type_updated', ['workspace_id', 'ticket_type', 'updated_at', 'id']],
      ['tickets_ws_assignee_updated', ['workspace_id', 'assignee_id', 'updated_at', 'id']],
      ['tickets_ws_reporter', ['workspace_id', 'reporter_id']],
      ['tickets_ws_platform', ['workspace_id', 'post_platform']],
      ['tickets_ws_calendar', ['workspace_id', 'calendar_date']],
      ['tickets_project_updated', ['project_id', 'updated_at', 'id']],
      ['tickets_project_status_updated', ['project_id', 'status', 'updated_at', 'id']],
      ['tickets_project_calendar', ['project_id', 'calendar_date']],
      ['tickets_milestone', ['milestone_id']],
    ];
    for (const [name, columns] of indexes) {
      await db.schema.createIndex(name).on('tickets').columns(columns).execute();
    }

    await db.schema
      .createTable('ticket_tag_links')
      .addColumn('ticket_id', 'varchar(36)', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
      .addColumn('tag_id', 'varchar(36)', (c) => c.notNull().references('ticket_tags.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('ticket_tag_links_pk', ['ticket_id', 'tag_id'])
      .execute();
    await db.schema
      .createIndex('ticket_tag_links_tag')
      .on('ticket_tag_links')
      .columns(['tag_id', 'ticket_id'])
      .execute();

    await db.schema
      .createTable('ticket_activity')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('ticket_id', 'varchar(36)', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
      .addColumn('actor_id', 'varchar(36)', (c) => c.references('workspace_members.id').onDelete('set null'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('field', 'varchar(40)')
      .addColumn('from_value', 'text')
      .addColumn('to_value', 'text')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('ticket_activity_ticket')
      .on('ticket_activity')
      .columns(['ticket_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('ticket_reference_images')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('ticket_id', 'varchar(36)', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
      .addColumn('storage_key', 'varchar(128)', (c) => c.notNull())
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('ticket_reference_images_ticket')
      .on('ticket_reference_images')
      .columns(['ticket_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'ticket_reference_images',
      'ticket_activity',
      'ticket_tag_links',
      'tickets',
      'ticket_tags',
      'milestones',
      'ticket_counters',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
