import { type QueueSettings, queueSettingsSchema } from '@expertos/domain/publishing/channel.schema';
import { type Db, ownTables } from '../../db/database.js';
import { fromDbJson, toDbJson } from '../../db/portable.js';
import type { PublishingTables } from './publishing.tables.js';

/**
 * Until a brand admin sets them: times in UTC (a brand made by someone whose zone is known starts
 * in theirs, brand-zone.ts), no queue, no approval needed.
 */
export const DEFAULT_PUBLISHING_SETTINGS: QueueSettings = {
  time_zone: 'UTC',
  slots: [],
  require_approval: false,
};

/** A brand's publishing settings (docs/product.md#publishing): its zone, queue and approval rule. */
export function createSettingsRepository(whole: Db) {
  const own = (trx: Db = whole) => ownTables<PublishingTables>(trx);
  return {
    async of(projectId: string, trx?: Db): Promise<QueueSettings> {
      const row = await own(trx)
        .selectFrom('publishing_settings')
        .selectAll()
        .where('project_id', '=', projectId)
        .executeTakeFirst();
      if (!row) return DEFAULT_PUBLISHING_SETTINGS;
      // Stored by this module through the same schema; parsed again so a bad row cannot leak out.
      const parsed = queueSettingsSchema.safeParse({
        time_zone: row.time_zone,
        slots: fromDbJson(row.slots, []),
        require_approval: Number(row.require_approval) === 1,
      });
      return parsed.success ? parsed.data : DEFAULT_PUBLISHING_SETTINGS;
    },

    async save(
      workspaceId: string,
      projectId: string,
      settings: QueueSettings,
      at: string,
      trx?: Db,
    ): Promise<void> {
      const values = {
        time_zone: settings.time_zone,
        slots: toDbJson(settings.slots),
        require_approval: settings.require_approval ? 1 : 0,
        updated_at: at,
      };
      await own(trx)
        .insertInto('publishing_settings')
        .values({ project_id: projectId, workspace_id: workspaceId, ...values })
        .onConflict((oc) => oc.column('project_id').doUpdateSet(values))
        .execute();
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
