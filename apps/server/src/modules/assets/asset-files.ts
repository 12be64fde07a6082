import { randomUUID } from 'node:crypto';
import { type AssetLicence, assetBlockFor } from '@expertos/domain/assets';
import { type Db, ownTables } from '../../db/database.js';
import { fromDbJson, inChunks } from '../../db/portable.js';
import type { AssetTables } from './assets.tables.js';

/** A library asset as a post carries it: the version in use, its file and facts. */
export interface AssetFile {
  assetId: string;
  versionId: string;
  name: string;
  storageKey: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  durationMs: number | null;
}

/** Why an asset may not go out: its rights ended, or its licence bars the network. */
export interface AssetBlock {
  assetId: string;
  name: string;
  reason: 'expired' | 'network';
  /** `pull`: a scheduled post carrying it is taken off the schedule by the daily sweep. */
  pullPolicy: 'flag' | 'pull';
  /** Its last allowed day, if it has one. */
  lastDay: string | null;
}

/** A post's use of an asset: on which ticket, which version, for which network. */
export interface PostAssetUse {
  assetId: string;
  versionId: string;
  network: string;
}

/**
 * The assets module's narrow reads and writes for the publishing module
 * (docs/architecture.md#modules-own-their-tables): an asset of the brand as a post's file, the
 * rule of its usage rights on a day and network, and the uses a post's variants make of the
 * library (written in the caller's transaction, so they commit with the schedule).
 */
export function createAssetFiles(handle: Db) {
  const own = (trx: Db = handle) => ownTables<AssetTables>(trx);

  /** Reads these assets' rights; answers the first of some of them that may not go to `network` on `day`. */
  async function rightsOf(
    assetIds: readonly string[],
    trx?: Db,
  ): Promise<(ids: readonly string[], network: string, day: string) => AssetBlock | null> {
    const rows = await inChunks([...new Set(assetIds)], (chunk) =>
      own(trx)
        .selectFrom('assets')
        .select(['id', 'name', 'licence', 'expires_on', 'networks', 'pull_policy'])
        .where('id', 'in', chunk)
        .execute(),
    );
    const byId = new Map(
      rows.map((row) => [
        row.id,
        {
          ...row,
          rights: {
            licence: row.licence as AssetLicence,
            expires_on: row.expires_on,
            networks: fromDbJson<string[] | null>(row.networks, null),
          },
        },
      ]),
    );
    return (ids, network, day) => {
      for (const id of ids) {
        const row = byId.get(id);
        if (!row) continue;
        const reason = assetBlockFor(row.rights, network, day);
        if (reason)
          return {
            assetId: row.id,
            name: row.name,
            reason,
            pullPolicy: row.pull_policy,
            lastDay: row.expires_on,
          };
      }
      return null;
    };
  }

  return {
    /** The asset's version in use (or `versionId`, one the post already keeps), unless archived. */
    async one(projectId: string, assetId: string, versionId?: string): Promise<AssetFile | null> {
      const row = await own()
        .selectFrom('assets')
        .innerJoin('asset_versions', 'asset_versions.asset_id', 'assets.id')
        .select([
          'assets.id as asset_id',
          'assets.name',
          'assets.archived_at',
          'assets.current_version_id',
          'asset_versions.id as version_id',
          'asset_versions.storage_key',
          'asset_versions.content_type',
          'asset_versions.size',
          'asset_versions.width',
          'asset_versions.height',
          'asset_versions.duration_ms',
        ])
        .where('assets.project_id', '=', projectId)
        .where('assets.id', '=', assetId)
        .where((eb) =>
          versionId
            ? eb('asset_versions.id', '=', versionId)
            : eb('asset_versions.id', '=', eb.ref('assets.current_version_id')),
        )
        .executeTakeFirst();
      if (!row || (row.archived_at !== null && !versionId)) return null;
      return {
        assetId: row.asset_id,
        versionId: row.version_id,
        name: row.name,
        storageKey: row.storage_key,
        contentType: row.content_type,
        size: Number(row.size),
        width: row.width,
        height: row.height,
        durationMs: row.duration_ms,
      };
    },

    /**
     * The first of these assets that may not go to `network` on `day` (`YYYY-MM-DD`): rights
     * ended before that day, or a licence naming other networks. Null when all may.
     */
    async blocked(
      assetIds: readonly string[],
      network: string,
      day: string,
      trx?: Db,
    ): Promise<AssetBlock | null> {
      if (assetIds.length === 0) return null;
      return (await rightsOf(assetIds, trx))(assetIds, network, day);
    },

    /**
     * `blocked` for many posts at once: these assets' rights read in one go (by chunks), then
     * asked of any of them with no more reads. The daily sweep asks it of thousands of posts.
     */
    rightsOf,

    /** Sets a post ticket's uses of the library to exactly `uses` (its scheduled and published variants'). */
    async setPostUses(
      trx: Db,
      place: { projectId: string; ticketId: string },
      uses: readonly PostAssetUse[],
    ) {
      await own(trx)
        .deleteFrom('asset_uses')
        .where('ticket_id', '=', place.ticketId)
        .where('kind', '=', 'post_media')
        .execute();
      const seen = new Set<string>();
      const rows = uses.flatMap((use) => {
        const key = `${use.assetId}\n${use.network}`;
        if (seen.has(key)) return [];
        seen.add(key);
        return [
          {
            id: randomUUID(),
            asset_id: use.assetId,
            version_id: use.versionId,
            project_id: place.projectId,
            ticket_id: place.ticketId,
            kind: 'post_media' as const,
            network: use.network,
            created_at: new Date().toISOString(),
          },
        ];
      });
      if (rows.length > 0) await own(trx).insertInto('asset_uses').values(rows).execute();
    },
  };
}
export type AssetFiles = ReturnType<typeof createAssetFiles>;
