import type { Selectable } from 'kysely';
import { type Db, ownTables } from '../../db/database.js';
import type { SecretBox } from '../../platform/secrets/secret-box.js';
import type { ChannelAccess, RefreshedAccess } from './networks/network.js';
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

    /**
     * The brand's channels, oldest first: those connected (or to reconnect), and with
     * `withDisconnected` also those kept only for the posts they published.
     */
    ofBrand: (projectId: string, trx?: Db, withDisconnected = false): Promise<ChannelRow[]> => {
      let query = own(trx).selectFrom('publishing_channels').selectAll().where('project_id', '=', projectId);
      if (!withDisconnected) query = query.where('state', '!=', 'disconnected');
      return query.orderBy('created_at').orderBy('id').execute();
    },

    /** These channels, disconnected ones included (a calendar names the channel of every post). */
    byIds: (ids: readonly string[]): Promise<ChannelRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : own()
            .selectFrom('publishing_channels')
            .selectAll()
            .where('id', 'in', [...ids])
            .execute(),

    /** The brand's channel of this account, if connected before. */
    findAccount: (projectId: string, network: ChannelRow['network'], host: string, accountId: string) =>
      own()
        .selectFrom('publishing_channels')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('network', '=', network)
        .where('host', '=', host)
        .where('account_id', '=', accountId)
        .executeTakeFirst(),

    /** Adds the channel, or renews it (a reconnect: new credentials, connected again). */
    async save(row: ChannelRow, trx?: Db): Promise<void> {
      const { id, ...changes } = row;
      await own(trx)
        .insertInto('publishing_channels')
        .values(row)
        .onConflict((conflict) => conflict.column('id').doUpdateSet(changes))
        .execute();
    },

    /**
     * Disconnects the brand's channel: its posts not out yet go with it; one that published
     * (or is publishing now) keeps it, credentials wiped and out of the brand's list, so the
     * ticket's history still says where its post went. False when there is none.
     */
    async remove(projectId: string, id: string, at: string): Promise<boolean> {
      return own()
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .selectFrom('publishing_channels')
            .select('state')
            .where('id', '=', id)
            .where('project_id', '=', projectId)
            .executeTakeFirst();
          if (!row || row.state === 'disconnected') return false;
          await trx
            .deleteFrom('publications')
            .where('channel_id', '=', id)
            .where('state', 'not in', ['published', 'publishing'])
            .execute();
          const kept = await trx
            .selectFrom('publications')
            .select('id')
            .where('channel_id', '=', id)
            .limit(1)
            .executeTakeFirst();
          if (!kept) {
            await trx.deleteFrom('publishing_channels').where('id', '=', id).execute();
            return true;
          }
          await trx
            .updateTable('publishing_channels')
            .set({
              state: 'disconnected',
              state_reason: null,
              credentials: box.seal('{}', sealContext(id)),
              updated_at: at,
            })
            .where('id', '=', id)
            .execute();
          return true;
        });
    },

    /** What an adapter needs to call the network as this account. */
    access(row: ChannelRow): ChannelAccess {
      return {
        host: row.host,
        accountId: row.account_id,
        handle: row.handle,
        credentials: JSON.parse(box.open(row.credentials, sealContext(row.id))) as Record<string, string>,
      };
    },

    /** New credentials from a refresh, sealed again, with the token's new end. */
    async renew(id: string, next: RefreshedAccess, at: string, trx?: Db): Promise<void> {
      await own(trx)
        .updateTable('publishing_channels')
        .set({
          credentials: box.seal(JSON.stringify(next.credentials), sealContext(id)),
          token_expires_at: next.tokenExpiresAt,
          ...(next.renewableUntil !== undefined ? { renewable_until: next.renewableUntil } : {}),
          updated_at: at,
        })
        .where('id', '=', id)
        .where('state', '!=', 'disconnected')
        .execute();
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
