import type { TablesDb } from '../../db/database.js';
import { inChunks } from '../../db/portable.js';
import type { PushClaimsTable, PushDevicesTable, PushSettingsTable, PushTables } from './push.tables.js';

/** This module's handle: its own tables only (docs/architecture.md#modules-own-their-tables). */
type PushDb = TablesDb<PushTables>;

/** Devices and settings (docs/product.md#push-notifications); the notification's text is a view (views/push-message.view.ts). */
export function createPushRepository(db: PushDb) {
  return {
    devices: (userId: string) =>
      db
        .selectFrom('push_devices')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('last_seen_at', 'desc')
        .execute(),

    device: (id: string) => db.selectFrom('push_devices').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The device a token is registered as, whoever has it. */
    deviceByHash: (tokenHash: string) =>
      db.selectFrom('push_devices').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

    /** Opens (or opens again, with a new nonce) a person's claim of a device. */
    saveClaim: (row: PushClaimsTable) =>
      db
        .insertInto('push_claims')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['user_id', 'token_hash']).doUpdateSet({
            nonce_hash: row.nonce_hash,
            name: row.name,
            p256dh: row.p256dh,
            auth: row.auth,
            created_at: row.created_at,
            expires_at: row.expires_at,
          }),
        )
        .execute(),

    /** A claim the push could not reach its device for: nothing will come back. */
    dropClaim: (userId: string, tokenHash: string) =>
      db
        .deleteFrom('push_claims')
        .where('user_id', '=', userId)
        .where('token_hash', '=', tokenHash)
        .execute(),

    /** Claims that ended before `before`: long past any echo. */
    pruneClaims: (before: string) => db.deleteFrom('push_claims').where('expires_at', '<', before).execute(),

    /**
     * Takes the person's claim whose nonce this is: it is used once, whatever happens next, so
     * of two echoes at once only one finds it.
     */
    takeClaim: (userId: string, nonceHash: string) =>
      db.transaction().execute(async (trx) => {
        const claim = await trx
          .selectFrom('push_claims')
          .selectAll()
          .where('user_id', '=', userId)
          .where('nonce_hash', '=', nonceHash)
          .executeTakeFirst();
        if (!claim) return undefined;
        const taken = await trx.deleteFrom('push_claims').where('id', '=', claim.id).executeTakeFirst();
        return Number(taken.numDeletedRows) === 1 ? claim : undefined;
      }),

    /** Moves a device to the person whose claim its echo completed; undefined when it is gone meanwhile. */
    async moveDevice(
      tokenHash: string,
      to: Pick<PushDevicesTable, 'user_id' | 'name' | 'p256dh' | 'auth' | 'last_seen_at'>,
    ): Promise<PushDevicesTable | undefined> {
      await db.updateTable('push_devices').set(to).where('token_hash', '=', tokenHash).execute();
      return db.selectFrom('push_devices').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    deviceCount: async (userId: string) =>
      Number(
        (
          await db
            .selectFrom('push_devices')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('user_id', '=', userId)
            .executeTakeFirst()
        )?.n ?? 0,
      ),

    /**
     * Registers a device, or renews the caller's own one known by its token (a browser that
     * subscribes again). Answers the token's row: another person's, untouched, when the token
     * is theirs (it moves only by a claim: push.service.ts).
     */
    async upsert(row: PushDevicesTable): Promise<PushDevicesTable> {
      await db
        .insertInto('push_devices')
        .values(row)
        .onConflict((oc) =>
          oc
            .column('token_hash')
            .doUpdateSet({
              name: row.name,
              p256dh: row.p256dh,
              auth: row.auth,
              last_seen_at: row.last_seen_at,
            })
            // Another person's stays theirs (the caller gets it back, and claims it).
            .where('push_devices.user_id', '=', row.user_id),
        )
        .execute();
      return (await db
        .selectFrom('push_devices')
        .selectAll()
        .where('token_hash', '=', row.token_hash)
        .executeTakeFirstOrThrow()) as PushDevicesTable;
    },

    rename: (userId: string, id: string, name: string) =>
      db
        .updateTable('push_devices')
        .set({ name })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    remove: (userId: string, id: string) =>
      db.deleteFrom('push_devices').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),

    /** A dead registration, as the push service said (any owner: the token is what is gone). */
    forget: (id: string) => db.deleteFrom('push_devices').where('id', '=', id).execute(),

    settings: (userId: string) =>
      db.selectFrom('push_settings').selectAll().where('user_id', '=', userId).executeTakeFirst(),

    saveSettings: (row: PushSettingsTable) =>
      db
        .insertInto('push_settings')
        .values(row)
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            kinds: row.kinds,
            quiet_start: row.quiet_start,
            quiet_end: row.quiet_end,
            time_zone: row.time_zone,
            updated_at: row.updated_at,
          }),
        )
        .execute(),

    /** Which of these people registered a device: most never do, and get no push job at all. */
    async withDevices(trx: PushDb, userIds: readonly string[]): Promise<Set<string>> {
      const rows = await inChunks(userIds, (chunk) =>
        trx.selectFrom('push_devices').select('user_id').distinct().where('user_id', 'in', chunk).execute(),
      );
      return new Set(rows.map(({ user_id }) => user_id));
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
