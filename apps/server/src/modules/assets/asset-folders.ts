import { randomUUID } from 'node:crypto';
import { ASSET_FOLDER_MAX_DEPTH, ASSET_FOLDER_NAME_MAX, type AssetFolder } from '@expertos/domain/assets';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { type AssetCaller, assertBrandAdmin, assertWorker } from './asset-caller.js';
import { type AssetsRepository, isFolderNameTaken as isUniqueViolation } from './assets.repository.js';
import type { AssetFoldersTable } from './assets.tables.js';

export function toFolder(row: AssetFoldersTable): AssetFolder {
  return {
    uid: row.id,
    parent_uid: row.parent_id,
    name: row.name,
    open_to_externals: row.open_to_externals === 1,
    created_at: row.created_at,
  };
}

/** A folder name as a dropped folder's path gives it: trimmed, cut to the limit, never empty. */
export function cleanFolderName(name: string): string {
  const clean = name.trim().replace(/[\\/]/g, '-').slice(0, ASSET_FOLDER_NAME_MAX);
  return clean === '' || clean === '.' || clean === '..' ? '-' : clean;
}

/**
 * A brand library's folders (docs/product.md#asset-library): nested up to
 * ASSET_FOLDER_MAX_DEPTH, one name per place (case aside), never moved into themselves.
 */
export function createAssetFolders({
  db,
  repository,
  now,
}: {
  db: Db;
  repository: AssetsRepository;
  now: () => Date;
}) {
  const { own } = repository;

  async function all(projectId: string, trx?: Db): Promise<AssetFoldersTable[]> {
    return own(trx).selectFrom('asset_folders').selectAll().where('project_id', '=', projectId).execute();
  }

  async function one(projectId: string, folderId: string, trx?: Db): Promise<AssetFoldersTable> {
    const row = await own(trx)
      .selectFrom('asset_folders')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('id', '=', folderId)
      .executeTakeFirst();
    if (!row) throw new AppError('asset_folder_not_found');
    return row;
  }

  /** How deep a folder is (1 at the top), and the deepest of its sub-folders below it (0: none). */
  function measure(folders: AssetFoldersTable[], folderId: string | null) {
    const byId = new Map(folders.map((folder) => [folder.id, folder]));
    let depth = 0;
    for (let at = folderId; at !== null; at = byId.get(at)?.parent_id ?? null) depth++;
    const below = (id: string): number =>
      Math.max(
        0,
        ...folders.filter((folder) => folder.parent_id === id).map((folder) => 1 + below(folder.id)),
      );
    return { depth, below };
  }

  async function insert(
    trx: Db,
    caller: AssetCaller,
    name: string,
    parentId: string | null,
  ): Promise<AssetFoldersTable> {
    const at = now().toISOString();
    const row: AssetFoldersTable = {
      id: randomUUID(),
      workspace_id: caller.workspaceId,
      project_id: caller.projectId,
      parent_id: parentId,
      parent_key: parentId ?? '',
      name,
      name_key: name.toLowerCase(),
      open_to_externals: 0,
      created_by: caller.userId,
      created_at: at,
      updated_at: at,
    };
    await own(trx).insertInto('asset_folders').values(row).execute();
    return row;
  }

  return {
    one,

    async list(projectId: string): Promise<AssetFolder[]> {
      const rows = await all(projectId);
      return rows.sort((a, b) => a.name.localeCompare(b.name)).map(toFolder);
    },

    async create(
      caller: AssetCaller,
      input: { name: string; parent_uid: string | null },
    ): Promise<AssetFolder> {
      assertWorker(caller);
      return db.transaction().execute(async (trx) => {
        if (input.parent_uid) await one(caller.projectId, input.parent_uid, trx);
        const { depth } = measure(await all(caller.projectId, trx), input.parent_uid);
        if (depth + 1 > ASSET_FOLDER_MAX_DEPTH) throw new AppError('asset_folder_too_deep');
        try {
          return toFolder(await insert(trx, caller, input.name, input.parent_uid));
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError('asset_folder_name_taken');
          throw error;
        }
      });
    },

    async update(
      caller: AssetCaller,
      folderId: string,
      patch: { name?: string; parent_uid?: string | null; open_to_externals?: boolean },
    ): Promise<AssetFolder> {
      assertWorker(caller);
      if (patch.open_to_externals !== undefined) assertBrandAdmin(caller);
      return db.transaction().execute(async (trx) => {
        const folder = await one(caller.projectId, folderId, trx);
        const changes: Partial<AssetFoldersTable> = { updated_at: now().toISOString() };
        if (patch.name !== undefined)
          Object.assign(changes, { name: patch.name, name_key: patch.name.toLowerCase() });
        if (patch.open_to_externals !== undefined)
          changes.open_to_externals = patch.open_to_externals ? 1 : 0;
        if (patch.parent_uid !== undefined && patch.parent_uid !== folder.parent_id) {
          const folders = await all(caller.projectId, trx);
          const target = patch.parent_uid;
          if (target !== null) {
            if (!folders.some((candidate) => candidate.id === target))
              throw new AppError('asset_folder_not_found');
            // Into itself or below itself: walk up from the target.
            const byId = new Map(folders.map((candidate) => [candidate.id, candidate]));
            for (let at: string | null = target; at !== null; at = byId.get(at)?.parent_id ?? null)
              if (at === folderId) throw new AppError('asset_folder_cycle');
          }
          const { depth, below } = measure(folders, target);
          if (depth + 1 + below(folderId) > ASSET_FOLDER_MAX_DEPTH)
            throw new AppError('asset_folder_too_deep');
          Object.assign(changes, { parent_id: target, parent_key: target ?? '' });
        }
        try {
          await own(trx).updateTable('asset_folders').set(changes).where('id', '=', folderId).execute();
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError('asset_folder_name_taken');
          throw error;
        }
        return toFolder({ ...folder, ...changes });
      });
    },

    /** Only an empty folder goes (its assets, archived ones too, and sub-folders moved first). */
    async remove(caller: AssetCaller, folderId: string): Promise<void> {
      assertWorker(caller);
      await db.transaction().execute(async (trx) => {
        await one(caller.projectId, folderId, trx);
        const [child, asset] = await Promise.all([
          own(trx)
            .selectFrom('asset_folders')
            .select('id')
            .where('parent_id', '=', folderId)
            .executeTakeFirst(),
          own(trx).selectFrom('assets').select('id').where('folder_id', '=', folderId).executeTakeFirst(),
        ]);
        if (child || asset) throw new AppError('asset_folder_not_empty');
        await own(trx).deleteFrom('asset_folders').where('id', '=', folderId).execute();
      });
    },

    /**
     * The folder a dropped folder's file goes into: each segment of its path found or made
     * below `baseId` (the same names land in the same folders when a folder is dropped twice).
     */
    async ensurePath(trx: Db, caller: AssetCaller, baseId: string | null, segments: readonly string[]) {
      let parentId = baseId;
      const folders = await all(caller.projectId, trx);
      let { depth } = measure(folders, baseId);
      for (const segment of segments) {
        const name = cleanFolderName(segment);
        const found = await own(trx)
          .selectFrom('asset_folders')
          .selectAll()
          .where('project_id', '=', caller.projectId)
          .where('parent_key', '=', parentId ?? '')
          .where('name_key', '=', name.toLowerCase())
          .executeTakeFirst();
        if (found) {
          parentId = found.id;
        } else {
          if (++depth > ASSET_FOLDER_MAX_DEPTH) throw new AppError('asset_folder_too_deep');
          const made = await insert(trx, caller, name, parentId);
          // A folder opened to externals stays open below: what they drop there is theirs to see.
          if (caller.external)
            await own(trx)
              .updateTable('asset_folders')
              .set({ open_to_externals: 1 })
              .where('id', '=', made.id)
              .execute();
          parentId = made.id;
        }
      }
      return parentId;
    },

    /** Externals upload only into a folder a brand admin opened to them; others anywhere in the brand. */
    async assertUploadable(caller: AssetCaller, folderId: string | null, trx?: Db): Promise<void> {
      if (folderId === null) {
        if (caller.external) throw new AppError('asset_folder_closed');
        return;
      }
      const folder = await one(caller.projectId, folderId, trx);
      if (caller.external && folder.open_to_externals !== 1) throw new AppError('asset_folder_closed');
    },
  };
}
export type AssetFolders = ReturnType<typeof createAssetFolders>;
