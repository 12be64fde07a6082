import type { Kysely, Migration } from 'kysely';

/**
 * The job worker runs many jobs at once (platform/jobs/job-worker.ts):
 * - `concurrency_key` names the target a job talks to (a webhook receiver, an SMTP host…);
 *   the worker keeps only a few jobs of one key in flight, so a slow target never takes every
 *   slot;
 * - `workspace_id` ties a job to the workspace that caused it, for its admins' list of dead
 *   jobs and for progress reads (null: the product's own work, e.g. account e-mail);
 * - `progress_*` is what a long job (an import) last reported.
 */
export const migration0011JobConcurrency: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('jobs').addColumn('concurrency_key', 'varchar(200)').execute();
    await db.schema.alterTable('jobs').addColumn('workspace_id', 'varchar(36)').execute();
    await db.schema.alterTable('jobs').addColumn('progress_done', 'integer').execute();
    await db.schema.alterTable('jobs').addColumn('progress_total', 'integer').execute();
    await db.schema.alterTable('jobs').addColumn('progress_message', 'varchar(500)').execute();
    // A workspace's jobs, newest first, optionally by status (the admins' list).
    await db.schema
      .createIndex('jobs_workspace_status_created_idx')
      .on('jobs')
      .columns(['workspace_id', 'status', 'created_at', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('jobs_workspace_status_created_idx').execute();
    for (const column of [
      'progress_message',
      'progress_total',
      'progress_done',
      'workspace_id',
      'concurrency_key',
    ]) {
      await db.schema.alterTable('jobs').dropColumn(column).execute();
    }
  },
};
