import type { ChannelNetwork } from '@expertos/domain/publishing/handoff';
import { type Variant, variantSchema } from '@expertos/domain/publishing/variant.schema';
import { type Db, ownTables } from '../../db/database.js';
import { fromDbJson, toDbJson } from '../../db/portable.js';
import type { PublishingTables } from './publishing.tables.js';

export interface SavedVariantRow {
  ticketId: string;
  channelId: string;
  network: ChannelNetwork;
  variant: Variant;
  updatedAt: string;
}

/** Posts' saved variants (migration 0058), each with its channel's network, in channel order. */
export function createSavedVariantsRepository(whole: Db) {
  const own = (trx: Db = whole) => ownTables<PublishingTables>(trx);
  return {
    async ofTickets(ticketIds: readonly string[], trx?: Db): Promise<SavedVariantRow[]> {
      if (ticketIds.length === 0) return [];
      const rows = await own(trx)
        .selectFrom('post_variants')
        .innerJoin('publishing_channels', 'publishing_channels.id', 'post_variants.channel_id')
        .select([
          'post_variants.ticket_id',
          'post_variants.channel_id',
          'post_variants.variant',
          'post_variants.updated_at',
          'publishing_channels.network',
        ])
        .where('post_variants.ticket_id', 'in', ticketIds)
        .orderBy('post_variants.ticket_id')
        .orderBy('post_variants.channel_id')
        .execute();
      return rows.flatMap((row) => {
        // Stored by this module through the same schema; parsed again so a bad row cannot leak out.
        const variant = variantSchema.safeParse(fromDbJson(row.variant, null));
        return variant.success
          ? [
              {
                ticketId: row.ticket_id,
                channelId: row.channel_id,
                network: row.network,
                variant: variant.data,
                updatedAt: row.updated_at,
              },
            ]
          : [];
      });
    },

    /** The post's saved variants become these, all at once. */
    async replace(
      trx: Db,
      place: { workspaceId: string; projectId: string; ticketId: string },
      variants: readonly { channelId: string; variant: Variant }[],
      memberId: string,
      at: string,
    ): Promise<void> {
      await own(trx).deleteFrom('post_variants').where('ticket_id', '=', place.ticketId).execute();
      if (variants.length === 0) return;
      await own(trx)
        .insertInto('post_variants')
        .values(
          variants.map((v) => ({
            ticket_id: place.ticketId,
            channel_id: v.channelId,
            workspace_id: place.workspaceId,
            project_id: place.projectId,
            variant: toDbJson(v.variant),
            updated_by: memberId,
            updated_at: at,
          })),
        )
        .execute();
    },
  };
}
export type SavedVariantsRepository = ReturnType<typeof createSavedVariantsRepository>;
