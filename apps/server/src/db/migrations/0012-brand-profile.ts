import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The brand profile (issue 14; docs/product.md#brand-profile):
 * - the setup steps' own fields on `projects` (JSON as text, like `content_pillars`), with
 *   defaults equal to BRAND_PROFILE_DEFAULTS so every existing brand reads as an empty profile;
 * - the brand's voices, AI assistants, audiences and influences, and the team's feedback per
 *   profile field. All go with their brand (cascade).
 *
 * One default per brand for voices, assistants and audiences: a partial unique index keeps at
 * most one row with `is_default = 1` per brand on both databases, whatever the code does; the
 * service keeps "at least one while any exist" in its transactions.
 */
const DEFAULTED = ['brand_voices', 'assistants', 'audiences'] as const;

const PROFILE_COLUMNS = [
  'description',
  'industry',
  'skills',
  'instagram_account',
  'analytics',
  'content_output',
  'goal',
  'goal_text',
  'drive_folders',
] as const;

export const migration0012BrandProfile: Migration = {
  async up(db: Kysely<unknown>) {
    const projects = () => db.schema.alterTable('projects');
    await projects()
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await projects().addColumn('industry', 'varchar(60)').execute();
    await projects()
      .addColumn('skills', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    // JSON objects, or null while the step has not been filled in.
    await projects().addColumn('instagram_account', 'text').execute();
    await projects().addColumn('analytics', 'text').execute();
    await projects()
      .addColumn('content_output', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
    await projects().addColumn('goal', 'varchar(20)').execute();
    await projects()
      .addColumn('goal_text', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await projects()
      .addColumn('drive_folders', 'text', (c) =>
        c.notNull().defaultTo('{"raw_folder_url":null,"final_folder_url":null}'),
      )
      .execute();

    await db.schema
      .createTable('brand_voices')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('tone', 'text', (c) => c.notNull())
      .addColumn('do_say', 'text', (c) => c.notNull())
      .addColumn('dont_say', 'text', (c) => c.notNull())
      /** JSON: [{ ticket_uid } | { url }], at most LIMITS.brandVoiceMaxPosts. */
      .addColumn('sample_posts', 'text', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('assistants')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('instructions', 'text', (c) => c.notNull())
      .addColumn('model', 'varchar(20)', (c) => c.notNull())
      .addColumn('temperature', 'double precision', (c) => c.notNull())
      // A deleted voice leaves its assistants on the brand's default voice.
      .addColumn('brand_voice_id', 'varchar(36)', (c) => c.references('brand_voices.id').onDelete('set null'))
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('audiences')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('age_range', 'varchar(100)', (c) => c.notNull())
      .addColumn('locations', 'text', (c) => c.notNull())
      .addColumn('interests', 'text', (c) => c.notNull())
      .addColumn('pain_points', 'text', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('influences')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('url', 'varchar(600)')
      .addColumn('platform', 'varchar(20)')
      .addColumn('notes', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();

    for (const table of [...DEFAULTED, 'influences']) {
      // The list, oldest first.
      await db.schema
        .createIndex(`${table}_project`)
        .on(table)
        .columns(['project_id', 'created_at', 'id'])
        .execute();
    }
    for (const table of DEFAULTED) {
      await db.schema
        .createIndex(`${table}_one_default`)
        .on(table)
        .column('project_id')
        .unique()
        .where(sql.ref('is_default'), '=', 1)
        .execute();
    }

    await db.schema
      .createTable('brand_feedback')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      /** One of FEEDBACK_FIELD_KEYS. */
      .addColumn('field', 'varchar(40)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      // A member who leaves keeps their feedback, under the name it was written with.
      .addColumn('author_id', 'varchar(36)', (c) => c.references('workspace_members.id').onDelete('set null'))
      .addColumn('author_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('brand_feedback_field')
      .on('brand_feedback')
      .columns(['project_id', 'field', 'created_at', 'id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['brand_feedback', 'influences', 'audiences', 'assistants', 'brand_voices']) {
      await db.schema.dropTable(table).execute();
    }
    for (const column of [...PROFILE_COLUMNS].reverse()) {
      await db.schema.alterTable('projects').dropColumn(column).execute();
    }
  },
};
