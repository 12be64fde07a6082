import type {
  PublicationAssetRights,
  PublicationNewerAsset,
} from '@expertos/domain/publishing/publication.schema';
import { fromDbJson } from '../../db/portable.js';
import type { AssetFiles } from '../assets/asset-files.js';
import type { AssetVersionsNow } from '../assets/asset-versions-now.js';
import type { PublicationRow } from './publications.repository.js';
import { storedVariantSchema } from './stored-variant.js';

export interface PostAssetFacts {
  asset_rights: PublicationAssetRights | null;
  newer_assets: PublicationNewerAsset[];
}

/**
 * What a list of publications says of their library assets (docs/product.md#asset-library), for
 * the posts still waiting to go out: the first asset that may not go out at the post's time
 * (rights ended by its day, or a licence barring its network), and the assets whose library has
 * a newer version than the post keeps. Read for the whole list in two goes, not per post.
 */
export function createPostAssetFacts({
  assets,
  versions,
}: {
  assets: Pick<AssetFiles, 'rightsOf'>;
  versions: Pick<AssetVersionsNow, 'newer'>;
}) {
  return async function factsOf(
    rows: readonly { row: PublicationRow; network: string | undefined }[],
  ): Promise<Map<string, PostAssetFacts>> {
    const facts = new Map<string, PostAssetFacts>();
    const waiting = rows.flatMap(({ row, network }) => {
      if (row.state !== 'scheduled' && row.state !== 'needs_attention') return [];
      const parsed = storedVariantSchema.safeParse(fromDbJson(row.variant, {}));
      const media = parsed.success ? parsed.data.media.filter((m) => m.asset_uid) : [];
      return media.length > 0 ? [{ row, network, media }] : [];
    });
    if (waiting.length === 0) return facts;
    const [rightsAt, newer] = await Promise.all([
      assets.rightsOf(waiting.flatMap(({ media }) => media.map((m) => m.asset_uid!))),
      versions.newer(
        waiting.flatMap(({ media }) =>
          media.flatMap((m) =>
            m.asset_version_uid ? [{ assetId: m.asset_uid!, versionId: m.asset_version_uid }] : [],
          ),
        ),
      ),
    ]);
    for (const { row, network, media } of waiting) {
      const blocked = network
        ? rightsAt(
            media.map((m) => m.asset_uid!),
            network,
            row.due_at.slice(0, 10),
          )
        : null;
      const newerHere = media.flatMap((m) => {
        const found = m.asset_version_uid ? newer.get(`${m.asset_uid}\n${m.asset_version_uid}`) : undefined;
        return found
          ? [
              {
                asset_uid: found.assetId,
                asset_name: found.name,
                kept_number: found.keptNumber,
                current_number: found.currentNumber,
              },
            ]
          : [];
      });
      facts.set(row.id, {
        asset_rights: blocked
          ? {
              reason: blocked.reason,
              asset_uid: blocked.assetId,
              asset_name: blocked.name,
              last_day: blocked.reason === 'expired' ? blocked.lastDay : null,
            }
          : null,
        newer_assets: newerHere,
      });
    }
    return facts;
  };
}
export type PostAssetFactsOf = ReturnType<typeof createPostAssetFacts>;
