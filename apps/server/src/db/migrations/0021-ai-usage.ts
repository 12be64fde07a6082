import type { Kysely, Migration } from 'kysely';

/**
 * Tokens each workspace used per UTC day (docs/product.md#ai), for the daily allowance
 * (AI_DAILY_TOKEN_LIMIT) and for the workspace's own view of its use. One row per workspace
 * and day, added to after every reply; old days are kept (a few bytes a day per workspace).
 */
export const migration0021AiUsage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ai_usage')
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('tokens', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('requests', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('ai_usage_pk', ['workspace_id', 'day'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('ai_usage').execute();
  },
};
