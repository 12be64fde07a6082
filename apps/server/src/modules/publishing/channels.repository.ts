import type { Selectable } from 'kysely';
import { type Db, ownTables } from '../../db/database.js';
import type { SecretBox } from '../../platform/secrets/secret-box.js';
import type { ChannelAccess } from './networks/network.js';
import type { PublishingChannelsTable, PublishingTables } from './publishing.tables.js';

export type ChannelRow = Selectable<PublishingChannelsTable>;

/** The context a channel's credentials are sealed for: a sealed value opens only as what it is. */
const sealContext = (channelId: string) => `publishing_channels.credentials:${channelId}`;

/**
 * A brand's channels (docs/product.md#publishing). Credentials are sealed with the secrets key
 * for the channel's own row, opened only to call the network, and never answered.
 */
export function createChannelsRepository(whole: Db, box: SecretBox) {
  const own = (trx: Db = whole) => ownTables<PublishingTables>(trx);
  return {
    seal: (channelId: string, credentials: Record<string, string>) =>
      box.seal(JSON.stringify(credentials), sealContext(channelId)),

    find: (id: string, trx?: Db): Promise<ChannelRow | undefined> =>
      own(trx).selectFrom('publishing_channels').selectAll().where('id', '=', id).executeTakeFirst(),

    /** What an adapter needs to call the network as this account. */
    access(row: ChannelRow): ChannelAccess {
      return {
        host: row.host,
        accountId: row.account_id,
        handle: row.handle,
        credentials: JSON.parse(box.open(row.credentials, sealContext(row.id))) as Record<string, string>,
      };
    },

    /** The network refused the account's credentials: brand admins are told to reconnect it. */
    async needsReconnecting(id: string, reason: string, at: string, trx?: Db): Promise<void> {
      await own(trx)
        .updateTable('publishing_channels')
        .set({ state: 'needs_reconnecting', state_reason: reason, updated_at: at })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type ChannelsRepository = ReturnType<typeof createChannelsRepository>;
