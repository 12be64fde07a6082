import { type Db, ownTables } from '../../db/database.js';
import type { SecretBox } from '../../platform/secrets/secret-box.js';
import type { MastodonApp } from './networks/mastodon/mastodon-connect.js';
import type { PublishingTables } from './publishing.tables.js';

/**
 * The app this server registered on each Mastodon instance, by instance and callback address:
 * a second connection there reuses it (once the instance has said it still knows it), so an
 * instance sees one app of ours, not one per connection. The secret is sealed.
 */
export function createMastodonAppsRepository(whole: Db, box: SecretBox) {
  const own = () => ownTables<PublishingTables>(whole);
  const context = (host: string, redirectUri: string) => `publishing_mastodon_apps:${host} ${redirectUri}`;
  return {
    async find(host: string, redirectUri: string): Promise<MastodonApp | null> {
      const row = await own()
        .selectFrom('publishing_mastodon_apps')
        .selectAll()
        .where('host', '=', host)
        .where('redirect_uri', '=', redirectUri)
        .executeTakeFirst();
      if (!row) return null;
      return {
        instanceUrl: row.host,
        redirectUri: row.redirect_uri,
        clientId: row.client_id,
        clientSecret: box.open(row.client_secret, context(row.host, row.redirect_uri)),
      };
    },

    /** Keeps the app, replacing the one kept before for the instance (which it forgot). */
    async keep(app: MastodonApp, at: Date): Promise<void> {
      const values = {
        client_id: app.clientId,
        client_secret: box.seal(app.clientSecret, context(app.instanceUrl, app.redirectUri)),
        created_at: at.toISOString(),
      };
      await own()
        .insertInto('publishing_mastodon_apps')
        .values({ host: app.instanceUrl, redirect_uri: app.redirectUri, ...values })
        .onConflict((oc) => oc.columns(['host', 'redirect_uri']).doUpdateSet(values))
        .execute();
    },

    /** The instance no longer knows it (`invalid_client`): the next connection registers anew. */
    async forget(host: string, redirectUri: string): Promise<void> {
      await own()
        .deleteFrom('publishing_mastodon_apps')
        .where('host', '=', host)
        .where('redirect_uri', '=', redirectUri)
        .execute();
    },
  };
}
export type MastodonAppsRepository = ReturnType<typeof createMastodonAppsRepository>;
