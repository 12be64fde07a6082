import type { Kysely, Migration } from 'kysely';

/**
 * A brand's language (docs/product.md#languages), owned by the projects module: what its
 * clients' approval e-mails and its Slack, Jira and e-mail integrations are written in.
 * Brands made before it speak English, as everything did.
 */
export const migration0076BrandLanguage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('projects')
      .addColumn('language', 'varchar(8)', (column) => column.notNull().defaultTo('en'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('projects').dropColumn('language').execute();
  },
};
