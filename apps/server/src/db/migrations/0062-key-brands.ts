import type { Kysely, Migration } from 'kysely';

/**
 * Brand limits on personal keys (docs/product.md#api-keys): the brands (JSON list of uids) a
 * person's key may reach, of those its owner sees; null for every brand its owner sees.
 */
export const migration0062KeyBrands: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('api_keys').addColumn('brands', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('api_keys').dropColumn('brands').execute();
  },
};
