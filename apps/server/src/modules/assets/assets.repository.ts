import type { AssetKind, AssetRightsState } from '@expertos/domain/assets';
import { ASSET_EXPIRING_DAYS } from '@expertos/domain/assets';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { type Db, type Dialect, ownTables } from '../../db/database.js';
import { escapeLike, inChunks, likeInsensitive } from '../../db/portable.js';
import type { AssetsTable, AssetTables, AssetVersionsTable } from './assets.tables.js';

/** A second folder of the same name in one place (PostgreSQL names the constraint, SQLite its columns). */
export function isFolderNameTaken(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e?.code === '23505') return e.constraint === 'asset_folders_name_once';
  return (
    typeof e?.code === 'string' &&
    e.code.startsWith('SQLITE_CONSTRAINT') &&
    String(e.message).includes('asset_folders.project_id')
  );
}

/** A list's filters as the service hands them over (the query, validated and resolved). */
export interface AssetFilter {
  projectId: string;
  /** A folder's id, null for "in no folder", undefined for every folder. */
  folderId?: string | null;
  q?: string;
  kind?: AssetKind;
  tag?: string;
  rights?: AssetRightsState;
  uploaderId?: string;
  /** Created on or after / before these instants. */
  from?: string;
  before?: string;
  used?: boolean;
  archived: boolean;
  sort: 'newest' | 'oldest' | 'name';
  limit: number;
  /** The last row's sort key: [created_at or name, id]. */
  after?: [string, string];
  /** Today (`YYYY-MM-DD`), for the rights states. */
  today: string;
}

/** `day` plus `days`, as a calendar date. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The asset library's queries (docs/product.md#asset-library): the only file of the module
 * that speaks SQL, on its own tables only.
 */
export function createAssetsRepository(whole: Db, dialect: Dialect) {
  const own = (trx: Db = whole) => ownTables<AssetTables>(trx);

  return {
    own,

    async list(filter: AssetFilter, trx?: Db): Promise<AssetsTable[]> {
      let query = own(trx)
        .selectFrom('assets')
        .selectAll('assets')
        .where('assets.project_id', '=', filter.projectId);
      if (filter.folderId !== undefined)
        query =
          filter.folderId === null
            ? query.where('assets.folder_id', 'is', null)
            : query.where('assets.folder_id', '=', filter.folderId);
      query = filter.archived
        ? query.where('assets.archived_at', 'is not', null)
        : query.where('assets.archived_at', 'is', null);
      if (filter.q) {
        for (const word of filter.q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8))
          query = query.where(
            likeInsensitive(dialect, sqlRef('assets.search_text'), `%${escapeLike(word)}%`),
          );
      }
      if (filter.kind) query = query.where('assets.kind', '=', filter.kind);
      if (filter.tag) {
        const tag = filter.tag;
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('asset_tags')
              .select('asset_tags.asset_id')
              .whereRef('asset_tags.asset_id', '=', 'assets.id')
              .where('asset_tags.tag', '=', tag),
          ),
        );
      }
      if (filter.rights) query = whereRights(query, filter.rights, filter.today);
      if (filter.uploaderId) query = query.where('assets.uploader_id', '=', filter.uploaderId);
      if (filter.from) query = query.where('assets.created_at', '>=', filter.from);
      if (filter.before) query = query.where('assets.created_at', '<', filter.before);
      if (filter.used !== undefined) {
        const used = filter.used;
        query = query.where(({ exists, not, selectFrom }) => {
          const uses = exists(
            selectFrom('asset_uses')
              .select('asset_uses.id')
              .whereRef('asset_uses.asset_id', '=', 'assets.id'),
          );
          return used ? uses : not(uses);
        });
      }
      const column = filter.sort === 'name' ? 'assets.name' : 'assets.created_at';
      const direction = filter.sort === 'newest' ? 'desc' : 'asc';
      if (filter.after) {
        const [key, id] = filter.after;
        query = query.where(({ eb, or, and }) =>
          or([
            eb(column, direction === 'desc' ? '<' : '>', key),
            and([eb(column, '=', key), eb('assets.id', direction === 'desc' ? '<' : '>', id)]),
          ]),
        );
      }
      return query
        .orderBy(column, direction)
        .orderBy('assets.id', direction)
        .limit(filter.limit + 1)
        .execute();
    },

    async one(projectId: string, assetId: string, trx?: Db): Promise<AssetsTable | undefined> {
      return own(trx)
        .selectFrom('assets')
        .selectAll()
        .where('id', '=', assetId)
        .where('project_id', '=', projectId)
        .executeTakeFirst();
    },

    async many(projectId: string, assetIds: readonly string[], trx?: Db): Promise<AssetsTable[]> {
      return inChunks(assetIds, (chunk) =>
        own(trx)
          .selectFrom('assets')
          .selectAll()
          .where('project_id', '=', projectId)
          .where('id', 'in', chunk)
          .execute(),
      );
    },

    async versionsByIds(ids: readonly string[], trx?: Db): Promise<Map<string, AssetVersionsTable>> {
      const rows = await inChunks(ids, (chunk) =>
        own(trx).selectFrom('asset_versions').selectAll().where('id', 'in', chunk).execute(),
      );
      return new Map(rows.map((row) => [row.id, row]));
    },

    async versionsOf(assetId: string, trx?: Db): Promise<AssetVersionsTable[]> {
      return own(trx)
        .selectFrom('asset_versions')
        .selectAll()
        .where('asset_id', '=', assetId)
        .orderBy('number', 'desc')
        .execute();
    },

    /** How many versions each asset has, how many uses, and its tags. */
    async extrasOf(assetIds: readonly string[], trx?: Db) {
      const [versions, uses, tags] = await Promise.all([
        inChunks(assetIds, (chunk) =>
          own(trx)
            .selectFrom('asset_versions')
            .select(['asset_id', (eb) => eb.fn.countAll<number | string>().as('count')])
            .where('asset_id', 'in', chunk)
            .groupBy('asset_id')
            .execute(),
        ),
        inChunks(assetIds, (chunk) =>
          own(trx)
            .selectFrom('asset_uses')
            .select(['asset_id', (eb) => eb.fn.countAll<number | string>().as('count')])
            .where('asset_id', 'in', chunk)
            .groupBy('asset_id')
            .execute(),
        ),
        inChunks(assetIds, (chunk) =>
          own(trx)
            .selectFrom('asset_tags')
            .select(['asset_id', 'tag'])
            .where('asset_id', 'in', chunk)
            .orderBy('tag')
            .execute(),
        ),
      ]);
      const tagsOf = new Map<string, string[]>();
      for (const row of tags) tagsOf.set(row.asset_id, [...(tagsOf.get(row.asset_id) ?? []), row.tag]);
      return {
        versionCount: new Map(versions.map((row) => [row.asset_id, Number(row.count)])),
        useCount: new Map(uses.map((row) => [row.asset_id, Number(row.count)])),
        tags: tagsOf,
      };
    },

    /** An asset of the brand whose some version has these bytes (the first such: the original). */
    async withBytes(projectId: string, sha256: string, trx?: Db) {
      return own(trx)
        .selectFrom('asset_versions')
        .innerJoin('assets', 'assets.id', 'asset_versions.asset_id')
        .select(['assets.id as asset_id', 'asset_versions.id as version_id'])
        .where('asset_versions.project_id', '=', projectId)
        .where('asset_versions.sha256', '=', sha256)
        .orderBy('asset_versions.created_at', 'asc')
        .executeTakeFirst();
    },

    async setTags(
      asset: { id: string; project_id: string },
      tags: readonly string[],
      trx: Db,
    ): Promise<void> {
      await own(trx).deleteFrom('asset_tags').where('asset_id', '=', asset.id).execute();
      if (tags.length > 0)
        await own(trx)
          .insertInto('asset_tags')
          .values(
            [...new Set(tags)].map((tag) => ({ asset_id: asset.id, project_id: asset.project_id, tag })),
          )
          .execute();
    },

    async tagsOfBrand(projectId: string) {
      const rows = await own()
        .selectFrom('asset_tags')
        .select(['tag', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('project_id', '=', projectId)
        .groupBy('tag')
        .orderBy('tag')
        .execute();
      return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
    },
  };
}
export type AssetsRepository = ReturnType<typeof createAssetsRepository>;

const sqlRef = (name: string) => sql.ref(name);

/** Restricts a list to one rights state on `today` (the same rule as `rightsState`). */
function whereRights<QB extends SelectQueryBuilder<AssetTables, 'assets', AssetsTable>>(
  query: QB,
  state: AssetRightsState,
  today: string,
): QB {
  const soon = addDays(today, ASSET_EXPIRING_DAYS);
  switch (state) {
    case 'unknown':
      return query.where('assets.licence', '=', 'unknown') as QB;
    case 'expired':
      return query.where('assets.licence', '!=', 'unknown').where('assets.expires_on', '<', today) as QB;
    case 'expiring':
      return query
        .where('assets.licence', '!=', 'unknown')
        .where('assets.expires_on', '>=', today)
        .where('assets.expires_on', '<=', soon) as QB;
    case 'ok':
      return query
        .where('assets.licence', '!=', 'unknown')
        .where((eb: ExpressionBuilder<AssetTables, 'assets'>) =>
          eb.or([eb('assets.expires_on', 'is', null), eb('assets.expires_on', '>', soon)]),
        ) as QB;
  }
}
