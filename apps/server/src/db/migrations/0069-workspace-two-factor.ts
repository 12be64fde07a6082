import type { Kysely, Migration } from 'kysely';

/**
 * "Require two-step verification" per workspace (docs/product.md#require-two-step-verification):
 * from when it is enforced (the day it was turned on plus the grace period), or null when off.
 */
export const migration0069WorkspaceTwoFactor: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('workspaces').addColumn('two_factor_required_from', 'varchar(32)').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('workspaces').dropColumn('two_factor_required_from').execute();
  },
};
