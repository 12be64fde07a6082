import type { Kysely, Migration } from 'kysely';

/**
 * A post's pillar (docs/product.md#ticket-fields): one of its brand's content pillars, kept by
 * the name the profile gives it, since pillars have no ids of their own; null for none.
 */
export const migration0046TicketPillar: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('tickets').addColumn('pillar', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('tickets').dropColumn('pillar').execute();
  },
};
