import type { Kysely, Migration } from 'kysely';

/**
 * A person's language (docs/product.md#languages), owned by the profile module: null until they
 * choose one, when the app follows their browser.
 */
export const migration0074ProfileLanguage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('profiles').addColumn('language', 'varchar(8)').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('profiles').dropColumn('language').execute();
  },
};
