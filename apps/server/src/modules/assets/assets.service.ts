import type { Readable } from 'node:stream';
import {
  ASSET_KINDS,
  ASSET_STORAGE_WARN_SHARE,
  type Asset,
  type AssetBulk,
  type AssetKind,
  type AssetPage,
  type AssetPatch,
  type AssetStorage,
  type AssetUses,
  type AssetVersion,
  type assetListQuerySchema,
  rightsState,
} from '@expertos/domain/assets';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { fromDbJson } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { PostTimes } from '../publishing/post-times.js';
import type { TicketTitles } from '../tickets/ticket-titles.js';
import { type AssetCaller, assertBrandAdmin, assertWorker } from './asset-caller.js';
import type { AssetFolders } from './asset-folders.js';
import { isInlineAsset } from './asset-type.js';
import { type AssetsRepository, addDays } from './assets.repository.js';
import type { AssetsTable, AssetVersionsTable } from './assets.tables.js';

/** A list's query once the route has read it (defaults filled in). */
type AssetListQuery = z.output<typeof assetListQuerySchema>;

const encodeCursor = (key: [string, string]) => Buffer.from(JSON.stringify(key)).toString('base64url');

function decodeCursor(cursor: string | undefined): [string, string] | undefined {
  if (!cursor) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      value.every(
        (part) => typeof part === 'string' && part.length > 0 && part.length <= 250 && !part.includes('\0'),
      )
    )
      return value as [string, string];
  } catch {
    // Not ours: answered below.
  }
  throw new AppError('validation_error', {
    details: [
      { path: 'cursor', message: 'This page link is no longer valid. Start again from the first page.' },
    ],
  });
}

export function toVersion(row: AssetVersionsTable): AssetVersion {
  return {
    uid: row.id,
    number: row.number,
    content_type: row.content_type,
    size: Number(row.size),
    sha256: row.sha256,
    width: row.width,
    height: row.height,
    duration_ms: row.duration_ms,
    preview: row.preview_state,
    preview_failure: row.preview_failure,
    uploader_uid: row.uploader_id,
    created_at: row.created_at,
  };
}

/** The text the library's search matches: name, tags, credit, owner and notes, lower-cased. */
export function searchTextOf(
  row: Pick<AssetsTable, 'name' | 'credit' | 'rights_owner' | 'rights_notes'>,
  tags: string[],
) {
  return [row.name, ...tags, row.credit, row.rights_owner, row.rights_notes]
    .filter((part): part is string => Boolean(part))
    .join(' ')
    .toLowerCase();
}

/** A stored file and how to send it. */
export interface AssetFile {
  stream: Readable;
  contentType: string;
  size: number;
  name: string;
  /** A raster image shown in place; anything else (SVG above all) is a download. */
  inline: boolean;
}

/**
 * The asset library's reads and edits (docs/product.md#asset-library). Every call names the
 * brand the route's access check let the caller into; an asset of another brand is not found.
 */
export function createAssetsService({
  db,
  repository,
  folders,
  storage,
  ticketTitles,
  postTimes,
  today,
}: {
  db: Db;
  repository: AssetsRepository;
  folders: AssetFolders;
  storage: Storage;
  ticketTitles: Pick<TicketTitles, 'of'>;
  /** The publishing module's read of where each ticket's posts stand, by network ("Used in"). */
  postTimes?: Pick<PostTimes, 'of'>;
  /** Today's date, `YYYY-MM-DD` (UTC), for rights states. */
  today: () => string;
}) {
  const { own } = repository;

  async function presentMany(rows: AssetsTable[], trx?: Db): Promise<Asset[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [versions, extras] = await Promise.all([
      repository.versionsByIds(
        rows.map((row) => row.current_version_id),
        trx,
      ),
      repository.extrasOf(ids, trx),
    ]);
    const day = today();
    return rows.map((row) => {
      const version = versions.get(row.current_version_id);
      if (!version) throw new Error(`asset ${row.id} has no current version`);
      const rights = {
        owner: row.rights_owner,
        licence: row.licence,
        expires_on: row.expires_on,
        networks: fromDbJson<Asset['rights']['networks']>(row.networks, null),
        credit: row.credit,
        notes: row.rights_notes,
        pull_policy: row.pull_policy,
      };
      return {
        uid: row.id,
        project_uid: row.project_id,
        folder_uid: row.folder_id,
        name: row.name,
        kind: row.kind,
        source: row.source,
        version: toVersion(version),
        version_count: extras.versionCount.get(row.id) ?? 1,
        tags: extras.tags.get(row.id) ?? [],
        rights: { ...rights, state: rightsState(rights, day) },
        uploader_uid: row.uploader_id,
        archived: row.archived_at !== null,
        use_count: extras.useCount.get(row.id) ?? 0,
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    });
  }

  async function row(projectId: string, assetId: string, trx?: Db): Promise<AssetsTable> {
    const found = await repository.one(projectId, assetId, trx);
    if (!found) throw new AppError('asset_not_found');
    return found;
  }

  async function present(projectId: string, assetId: string, trx?: Db): Promise<Asset> {
    const [asset] = await presentMany([await row(projectId, assetId, trx)], trx);
    return asset!;
  }

  async function version(projectId: string, assetId: string, versionId: string): Promise<AssetVersionsTable> {
    await row(projectId, assetId);
    const found = await own()
      .selectFrom('asset_versions')
      .selectAll()
      .where('id', '=', versionId)
      .where('asset_id', '=', assetId)
      .executeTakeFirst();
    if (!found) throw new AppError('asset_not_found');
    return found;
  }

  async function resolveFolder(
    projectId: string,
    folder: string | undefined,
  ): Promise<string | null | undefined> {
    if (folder === undefined) return undefined;
    if (folder === 'root') return null;
    await folders.one(projectId, folder);
    return folder;
  }

  /** Writes an edit's columns and tags, keeping the search text true. */
  async function applyEdit(
    trx: Db,
    current: AssetsTable,
    changes: Partial<AssetsTable>,
    tags: string[] | undefined,
  ): Promise<void> {
    const next = { ...current, ...changes };
    const finalTags =
      tags ??
      (
        await own(trx)
          .selectFrom('asset_tags')
          .select('tag')
          .where('asset_id', '=', current.id)
          .orderBy('tag')
          .execute()
      ).map((tagRow) => tagRow.tag);
    if (tags) await repository.setTags(current, tags, trx);
    await own(trx)
      .updateTable('assets')
      .set({ ...changes, search_text: searchTextOf(next, finalTags) })
      .where('id', '=', current.id)
      .execute();
  }

  return {
    present,
    presentMany,

    async list(projectId: string, query: AssetListQuery): Promise<AssetPage> {
      const before = query.to ? `${addDays(query.to, 1)}T00:00:00.000Z` : undefined;
      const rows = await repository.list({
        projectId,
        folderId: await resolveFolder(projectId, query.folder),
        q: query.q || undefined,
        kind: query.kind,
        tag: query.tag,
        rights: query.rights,
        uploaderId: query.uploader,
        from: query.from ? `${query.from}T00:00:00.000Z` : undefined,
        before,
        used: query.used,
        archived: query.archived ?? false,
        sort: query.sort,
        limit: query.limit,
        after: decodeCursor(query.cursor),
        today: today(),
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: await presentMany(page),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor([query.sort === 'name' ? last.name : last.created_at, last.id])
            : null,
      };
    },

    async update(caller: AssetCaller, assetId: string, patch: AssetPatch): Promise<Asset> {
      assertWorker(caller);
      if (patch.rights?.pull_policy !== undefined) assertBrandAdmin(caller);
      await db.transaction().execute(async (trx) => {
        const current = await row(caller.projectId, assetId, trx);
        const changes: Partial<AssetsTable> = { updated_at: new Date().toISOString() };
        if (patch.name !== undefined) changes.name = patch.name.trim();
        if (patch.folder_uid !== undefined) {
          if (patch.folder_uid !== null) await folders.one(caller.projectId, patch.folder_uid, trx);
          changes.folder_id = patch.folder_uid;
        }
        if (patch.archived !== undefined)
          changes.archived_at = patch.archived ? (current.archived_at ?? new Date().toISOString()) : null;
        const rights = patch.rights;
        if (rights) {
          if (rights.owner !== undefined) changes.rights_owner = rights.owner?.trim() || null;
          if (rights.licence !== undefined) changes.licence = rights.licence;
          if (rights.expires_on !== undefined) changes.expires_on = rights.expires_on;
          if (rights.networks !== undefined)
            changes.networks =
              rights.networks === null ? null : JSON.stringify([...new Set(rights.networks)]);
          if (rights.credit !== undefined) changes.credit = rights.credit?.trim() || null;
          if (rights.notes !== undefined) changes.rights_notes = rights.notes?.trim() || null;
          if (rights.pull_policy !== undefined) changes.pull_policy = rights.pull_policy;
        }
        await applyEdit(trx, current, changes, patch.tags ? [...new Set(patch.tags as string[])] : undefined);
      });
      return present(caller.projectId, assetId);
    },

    /** Moves, tags or archives many at once: all of them, or none when one is not in the brand. */
    async bulk(caller: AssetCaller, input: AssetBulk): Promise<Asset[]> {
      assertWorker(caller);
      const ids = [...new Set(input.asset_uids)];
      await db.transaction().execute(async (trx) => {
        const rows = await repository.many(caller.projectId, ids, trx);
        if (rows.length !== ids.length) throw new AppError('asset_not_found');
        if (input.folder_uid) await folders.one(caller.projectId, input.folder_uid, trx);
        const at = new Date().toISOString();
        for (const current of rows) {
          const changes: Partial<AssetsTable> = { updated_at: at };
          if (input.folder_uid !== undefined) changes.folder_id = input.folder_uid;
          if (input.archived !== undefined)
            changes.archived_at = input.archived ? (current.archived_at ?? at) : null;
          let tags: string[] | undefined;
          if (input.add_tags?.length || input.remove_tags?.length) {
            const had = (
              await own(trx)
                .selectFrom('asset_tags')
                .select('tag')
                .where('asset_id', '=', current.id)
                .execute()
            ).map((tagRow) => tagRow.tag);
            const removed = new Set(input.remove_tags ?? []);
            tags = [...new Set([...had, ...(input.add_tags ?? [])])].filter((tag) => !removed.has(tag));
            if (tags.length > 30)
              throw new AppError('validation_error', {
                details: [{ path: 'add_tags', message: `${current.name} would have more than 30 tags.` }],
              });
          }
          await applyEdit(trx, current, changes, tags);
        }
      });
      return presentMany(await repository.many(caller.projectId, ids));
    },

    /** Deletes an asset for good with its files, only while nothing uses it (else 409 with the uses). */
    async remove(caller: AssetCaller, assetId: string): Promise<void> {
      assertBrandAdmin(caller);
      const keys = await db.transaction().execute(async (trx) => {
        await row(caller.projectId, assetId, trx);
        const uses = await own(trx)
          .selectFrom('asset_uses')
          .select(['ticket_id'])
          .where('asset_id', '=', assetId)
          .execute();
        if (uses.length > 0) {
          const titles = await ticketTitles.of(
            uses.map((use) => use.ticket_id),
            trx,
          );
          throw new AppError('asset_in_use', {
            details: [...titles.values()].map((title) => ({
              path: `#${title.number}`,
              message: title.summary,
            })),
          });
        }
        const versions = await repository.versionsOf(assetId, trx);
        await own(trx).deleteFrom('assets').where('id', '=', assetId).execute();
        return versions
          .flatMap((v) => [v.storage_key, v.small_key, v.large_key])
          .filter((key): key is string => key !== null);
      });
      // The rows are gone first: a file left by a failed delete is only space, never a broken asset.
      await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
    },

    async versions(projectId: string, assetId: string): Promise<AssetVersion[]> {
      await row(projectId, assetId);
      return (await repository.versionsOf(assetId)).map(toVersion);
    },

    /** Makes an earlier version the one in use (its history kept). */
    async restore(caller: AssetCaller, assetId: string, versionId: string): Promise<Asset> {
      assertWorker(caller);
      await version(caller.projectId, assetId, versionId);
      await own()
        .updateTable('assets')
        .set({ current_version_id: versionId, updated_at: new Date().toISOString() })
        .where('id', '=', assetId)
        .execute();
      return present(caller.projectId, assetId);
    },

    /** Where it is used: the tickets the caller may open, and how many others. */
    async uses(caller: AssetCaller, assetId: string): Promise<AssetUses> {
      await row(caller.projectId, assetId);
      const uses = await own()
        .selectFrom('asset_uses')
        .innerJoin('asset_versions', 'asset_versions.id', 'asset_uses.version_id')
        .select([
          'asset_uses.ticket_id',
          'asset_uses.kind',
          'asset_uses.network',
          'asset_uses.created_at',
          'asset_versions.number',
        ])
        .where('asset_uses.asset_id', '=', assetId)
        .orderBy('asset_uses.created_at', 'desc')
        .execute();
      // External collaborators cannot open tasks: they see how many there are.
      if (caller.external) return { items: [], hidden: uses.length };
      const titles = await ticketTitles.of(uses.map((use) => use.ticket_id));
      // A post's use names its publication on that network: its state and time.
      const posted = await (postTimes?.of(
        uses.filter((use) => use.kind === 'post_media').map((use) => use.ticket_id),
      ) ?? Promise.resolve([]));
      const postOf = (ticketId: string, network: string) =>
        posted.find((post) => post.ticketId === ticketId && post.network === network);
      const items = uses.flatMap((use) => {
        const title = titles.get(use.ticket_id);
        if (!title || title.projectId !== caller.projectId) return [];
        const post = use.kind === 'post_media' ? postOf(use.ticket_id, use.network) : undefined;
        return [
          {
            ticket_uid: use.ticket_id,
            ticket_number: title.number,
            summary: title.summary,
            kind: use.kind,
            version_number: use.number,
            status: post?.state ?? title.status,
            scheduled_at: post?.at ?? null,
            network: use.network || null,
            since: use.created_at,
          },
        ];
      });
      return { items, hidden: uses.length - items.length };
    },

    async tags(projectId: string) {
      return repository.tagsOfBrand(projectId);
    },

    /** The original of a version, as a download (raster images may show in place). */
    async file(projectId: string, assetId: string, versionId: string): Promise<AssetFile> {
      const asset = await row(projectId, assetId);
      const found = await version(projectId, assetId, versionId);
      const stream = await storage.get(found.storage_key);
      if (!stream) throw new AppError('asset_not_found');
      return {
        stream,
        contentType: found.content_type,
        size: Number(found.size),
        name: asset.name,
        inline: isInlineAsset(found.content_type),
      };
    },

    /** A version's WebP thumbnail; not found while there is none. */
    async preview(
      projectId: string,
      assetId: string,
      versionId: string,
      size: 'small' | 'large',
    ): Promise<Readable> {
      const found = await version(projectId, assetId, versionId);
      const key = size === 'small' ? found.small_key : found.large_key;
      const stream = key ? await storage.get(key) : null;
      if (!stream) throw new AppError('asset_not_found');
      return stream;
    },

    /** The brand's library against the workspace's quota; admins see it by kind. */
    async storage(caller: AssetCaller, workspaceUsed: number): Promise<AssetStorage> {
      const quota = storage.quotaBytes ?? 0;
      let byKind: AssetStorage['by_kind'] = [];
      if (caller.brandAdmin) {
        const rows = await own()
          .selectFrom('asset_versions')
          .innerJoin('assets', 'assets.id', 'asset_versions.asset_id')
          .select([
            'assets.kind',
            (eb) => eb.fn.sum<number | string>('asset_versions.size').as('bytes'),
            (eb) => eb.fn.count<number | string>('asset_versions.id').as('count'),
          ])
          .where('assets.project_id', '=', caller.projectId)
          .groupBy('assets.kind')
          .execute();
        const found = new Map(rows.map((r) => [r.kind, r]));
        byKind = ASSET_KINDS.map((kind: AssetKind) => ({
          kind,
          bytes: Number(found.get(kind)?.bytes ?? 0),
          count: Number(found.get(kind)?.count ?? 0),
        }));
      }
      const brand = await own()
        .selectFrom('asset_versions')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('bytes'))
        .where('project_id', '=', caller.projectId)
        .executeTakeFirst();
      return {
        used_bytes: workspaceUsed,
        brand_bytes: Number(brand?.bytes ?? 0),
        quota_bytes: quota > 0 ? quota : null,
        by_kind: byKind,
        warn_at: ASSET_STORAGE_WARN_SHARE,
      };
    },
  };
}
export type AssetsService = ReturnType<typeof createAssetsService>;
