import type { Kysely, Migration } from 'kysely';

// Migrations are history: they hold their own data instead of importing today's constants,
// so a later change to the domain package cannot rewrite what an old migration did.
const ROLES = [
  { key: 'admin', name: 'Admin', rank: 30 },
  { key: 'member', name: 'Member', rank: 20 },
  { key: 'external', name: 'External', rank: 10 },
];

export const migration0001Roles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('roles')
      .addColumn('key', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('rank', 'integer', (c) => c.notNull())
      .execute();
    await db
      .insertInto('roles' as never)
      .values(ROLES as never)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('roles').execute();
  },
};
