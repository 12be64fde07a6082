import { type Db, ownTables } from '../../db/database.js';
import { inChunks } from '../../db/portable.js';
import type { AssetTables } from './assets.tables.js';

/** A library asset a post keeps at an older version than the library's current one. */
export interface NewerAssetVersion {
  assetId: string;
  name: string;
  keptNumber: number;
  currentNumber: number;
}

/**
 * The assets module's narrow read for the publishing module (docs/architecture.md#modules-own-their-tables):
 * of the versions posts keep, those whose asset has a newer current version in the library
 * ("a newer version exists: use it"). Read in one go for a whole list of posts.
 */
export function createAssetVersionsNow(handle: Db) {
  const own = (trx: Db = handle) => ownTables<AssetTables>(trx);
  return {
    /** Keyed by `assetId\nkeptVersionId`; only the pairs with a newer current version. */
    async newer(
      kept: readonly { assetId: string; versionId: string }[],
      trx?: Db,
    ): Promise<Map<string, NewerAssetVersion>> {
      const found = new Map<string, NewerAssetVersion>();
      if (kept.length === 0) return found;
      const assetIds = [...new Set(kept.map((pair) => pair.assetId))];
      const versionIds = [...new Set(kept.map((pair) => pair.versionId))];
      const [assets, versions] = await Promise.all([
        inChunks(assetIds, (chunk) =>
          own(trx)
            .selectFrom('assets')
            .innerJoin('asset_versions', 'asset_versions.id', 'assets.current_version_id')
            .select(['assets.id', 'assets.name', 'assets.current_version_id', 'asset_versions.number'])
            .where('assets.id', 'in', chunk)
            .execute(),
        ),
        inChunks(versionIds, (chunk) =>
          own(trx).selectFrom('asset_versions').select(['id', 'number']).where('id', 'in', chunk).execute(),
        ),
      ]);
      const assetById = new Map(assets.map((row) => [row.id, row]));
      const numberOf = new Map(versions.map((row) => [row.id, row.number]));
      for (const { assetId, versionId } of kept) {
        const asset = assetById.get(assetId);
        const keptNumber = numberOf.get(versionId);
        if (!asset || keptNumber === undefined || asset.current_version_id === versionId) continue;
        if (asset.number <= keptNumber) continue;
        found.set(`${assetId}\n${versionId}`, {
          assetId,
          name: asset.name,
          keptNumber,
          currentNumber: asset.number,
        });
      }
      return found;
    },
  };
}
export type AssetVersionsNow = ReturnType<typeof createAssetVersionsNow>;
