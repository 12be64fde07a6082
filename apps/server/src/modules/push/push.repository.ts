import type { TablesDb } from '../../db/database.js';
import type { PushDevicesTable, PushSettingsTable, PushTables } from './push.tables.js';

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
     * Registers a device, or renews one already known by its token: a browser that subscribes
     * again, or a phone now signed in as someone else (the registration moves to them).
     */
    async upsert(row: PushDevicesTable): Promise<PushDevicesTable> {
      await db
        .insertInto('push_devices')
        .values(row)
        .onConflict((oc) =>
          oc.column('token_hash').doUpdateSet({
            user_id: row.user_id,
            name: row.name,
            p256dh: row.p256dh,
            auth: row.auth,
            last_seen_at: row.last_seen_at,
          }),
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

    /** Whether the person registered any device: most never do, and get no push job at all. */
    async hasDevice(trx: PushDb, userId: string): Promise<boolean> {
      const row = await trx
        .selectFrom('push_devices')
        .select('id')
        .where('user_id', '=', userId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
