import type { Kysely, Migration } from 'kysely';

/** External identities (issuer + subject) linked to users of the identity service's "user" table. */
export const migration0004Identities: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('identities')
      .addColumn('issuer', 'varchar(512)', (c) => c.notNull())
      .addColumn('subject', 'varchar(255)', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('identities_pk', ['issuer', 'subject'])
      .execute();
    await db.schema.createIndex('identities_user_id').on('identities').column('user_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('identities').execute();
  },
};
