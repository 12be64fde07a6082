import type { Kysely, Migration } from 'kysely';

/**
 * Webhook URLs are secrets (docs/product.md#integrations): a Zapier or Discord hook URL works as
 * a password, so it moves out of the plain `config` JSON into `url_secret`, sealed like every
 * integration secret (platform/secrets, bound to its row). And the delivery log says why an
 * attempt failed: `error_code` beside the existing `error` text.
 *
 * Only the columns are made here. Sealing needs the secrets key, which the running server has
 * (SECRETS_KEY or the key file in DATA_DIR) and migrations do not: the integrations module seals
 * the rows still holding a plain URL when it starts (`sealPlainWebhookUrls`), idempotently, and
 * until then reads either form. Both columns are nullable adds: instant on SQLite and PostgreSQL,
 * no table rewrite, nothing to backfill here.
 */
export const migration0038IntegrationUrlSecrets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('project_integrations').addColumn('url_secret', 'text').execute();
    await db.schema.alterTable('integration_deliveries').addColumn('error_code', 'varchar(32)').execute();
  },
  // Down loses the sealed URLs of webhooks made or sealed since: connect them again afterwards.
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('project_integrations').dropColumn('url_secret').execute();
    await db.schema.alterTable('integration_deliveries').dropColumn('error_code').execute();
  },
};
