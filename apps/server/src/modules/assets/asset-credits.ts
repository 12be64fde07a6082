import { type Db, ownTables } from '../../db/database.js';
import type { AssetTables } from './assets.tables.js';

/**
 * The assets module's narrow read for the brand check (docs/architecture.md#modules-own-their-tables):
 * the credit lines of the library assets a ticket uses (its references, attachments and its
 * post's media), each asset once, for the check to find the ones its caption leaves out.
 */
export function createAssetCredits(handle: Db) {
  const own = (trx: Db = handle) => ownTables<AssetTables>(trx);
  return {
    async ofTicket(ticketId: string, trx?: Db): Promise<{ asset: string; credit: string }[]> {
      const rows = await own(trx)
        .selectFrom('asset_uses')
        .innerJoin('assets', 'assets.id', 'asset_uses.asset_id')
        .select(['assets.id', 'assets.name', 'assets.credit'])
        .where('asset_uses.ticket_id', '=', ticketId)
        .where('assets.credit', 'is not', null)
        .orderBy('asset_uses.created_at')
        .execute();
      const seen = new Set<string>();
      return rows.flatMap((row) => {
        const credit = row.credit?.trim() ?? '';
        if (credit === '' || seen.has(row.id)) return [];
        seen.add(row.id);
        return [{ asset: row.name, credit }];
      });
    },
  };
}
export type AssetCredits = ReturnType<typeof createAssetCredits>;
