import type { Kysely, Migration } from 'kysely';

/**
 * The app this server registered on each Mastodon instance (docs/product.md#publishing), kept
 * so that connecting another account there reuses it rather than registering one more: one app
 * per instance and callback address, its secret sealed.
 */
export const migration0041MastodonApps: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('publishing_mastodon_apps')
      /** The instance's address, as normalised (`https://mastodon.social`). */
      .addColumn('host', 'varchar(255)', (c) => c.notNull())
      .addColumn('redirect_uri', 'varchar(500)', (c) => c.notNull())
      .addColumn('client_id', 'varchar(255)', (c) => c.notNull())
      /** Sealed. */
      .addColumn('client_secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('publishing_mastodon_apps_pk', ['host', 'redirect_uri'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('publishing_mastodon_apps').execute();
  },
};
