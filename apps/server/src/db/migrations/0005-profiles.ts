import type { Kysely, Migration } from 'kysely';

/** The profile fields the identity service's "user" table does not hold. */
export const migration0005Profiles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('profiles')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('job_title', 'varchar(120)')
      .addColumn('industry', 'varchar(64)')
      .addColumn('skills', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('avatar_key', 'varchar(128)')
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('profiles').execute();
  },
};
