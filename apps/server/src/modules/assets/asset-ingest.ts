import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import {
  ASSET_IMAGE_MAX_PIXELS,
  ASSET_MAX_BYTES,
  ASSET_NAME_MAX,
  type AssetSource,
  type AssetUploadResult,
} from '@expertos/domain/assets';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { AssetCaller } from './asset-caller.js';
import type { AssetFolders } from './asset-folders.js';
import { imageFacts } from './asset-previews.js';
import { type AssetType, readAssetHead, sniffAssetType } from './asset-type.js';
import type { AssetsRepository } from './assets.repository.js';
import { isFolderNameTaken } from './assets.repository.js';
import type { AssetsTable, AssetVersionsTable } from './assets.tables.js';

/** A file that has fully arrived, on local disk, and where it should go. */
export interface IncomingFile {
  /** The bytes (a multipart temporary, or a resumable upload's part file). */
  file: string;
  size: number;
  /** The name, with its path below a dropped folder (`shoot/day 1/a.jpg`). */
  name: string;
  folderId: string | null;
  /** Add it as a new version of this asset. */
  assetId: string | null;
  source: AssetSource;
  sourceRef?: string | null;
}

/** What a checked file is: its type, its hash, its pixels when an image. */
export interface CheckedFile {
  type: AssetType;
  sha256: string;
  width: number | null;
  height: number | null;
}

/** Types sharp reads the header of (SVG is rendered, HEIC needs another tool: neither is a pixel bomb here). */
const MEASURED_IMAGES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
]);

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** The file's own name, without the folders it came in. */
export function splitUploadName(name: string): { base: string; folders: string[] } {
  const parts = name
    .split(/[\\/]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== '.' && part !== '..');
  const base = (parts.pop() ?? 'file').slice(0, ASSET_NAME_MAX);
  return { base, folders: parts };
}

/**
 * Turns a file that has fully arrived into a library asset or a new version
 * (docs/product.md#asset-library): its bytes tell its type (never its name), its kind's size
 * limit and an image's pixel limit hold, it is stored under a key of ours, and its rows are
 * written in one transaction with the job that makes its previews. The stored file is removed
 * again when that transaction fails, so no half asset is left.
 */
export function createAssetIngest({
  db,
  storage,
  repository,
  folders,
  now,
  enqueuePreview,
}: {
  db: Db;
  storage: Storage;
  repository: AssetsRepository;
  folders: AssetFolders;
  now: () => Date;
  /** Queues the previews of a version, in the transaction that made it. */
  enqueuePreview: (versionId: string, trx: Db) => Promise<void>;
}) {
  const { own } = repository;

  /** Refuses what the library does not take; answers what the file is. */
  async function check(file: string, size: number, name: string): Promise<CheckedFile> {
    const { head, whole } = await readAssetHead(file);
    const type = sniffAssetType(head, name, whole);
    if (!type) throw new AppError('asset_type_refused');
    if (size > ASSET_MAX_BYTES[type.kind]) throw new AppError('asset_too_large');
    let width: number | null = null;
    let height: number | null = null;
    if (MEASURED_IMAGES.has(type.mime)) {
      const facts = await imageFacts(file);
      if (facts && facts.pixels > ASSET_IMAGE_MAX_PIXELS) throw new AppError('asset_image_too_large');
      width = facts?.width ?? null;
      height = facts?.height ?? null;
    }
    return { type, sha256: await sha256Of(file), width, height };
  }

  /** The folder a file goes into, made if its path names new ones (in a transaction of its own, retried once in a race). */
  async function folderFor(caller: AssetCaller, incoming: IncomingFile): Promise<string | null> {
    const { folders: segments } = splitUploadName(incoming.name);
    await folders.assertUploadable(caller, incoming.folderId);
    if (segments.length === 0) return incoming.folderId;
    for (let attempt = 0; ; attempt++) {
      try {
        return await db
          .transaction()
          .execute((trx) => folders.ensurePath(trx, caller, incoming.folderId, segments));
      } catch (error) {
        // Two files of one dropped folder made the same folder at once: the second finds it now.
        if (attempt === 0 && isFolderNameTaken(error)) continue;
        throw error;
      }
    }
  }

  function versionRow(
    caller: AssetCaller,
    assetId: string,
    number: number,
    incoming: IncomingFile,
    checked: CheckedFile,
    key: string,
    at: string,
  ): AssetVersionsTable {
    const previewable = ['image', 'video', 'pdf'].includes(checked.type.kind);
    return {
      id: key.slice(key.lastIndexOf('/') + 1, key.lastIndexOf('.')),
      asset_id: assetId,
      project_id: caller.projectId,
      number,
      storage_key: key,
      content_type: checked.type.mime,
      size: incoming.size,
      sha256: checked.sha256,
      width: checked.width,
      height: checked.height,
      duration_ms: null,
      preview_state: previewable ? 'pending' : 'none',
      preview_failure: null,
      small_key: null,
      large_key: null,
      uploader_id: caller.userId,
      created_at: at,
    };
  }

  /** Stores the bytes and writes the rows: a new asset, or a new version of `incoming.assetId`. */
  async function store(
    caller: AssetCaller,
    incoming: IncomingFile,
    checked: CheckedFile,
  ): Promise<{ assetId: string }> {
    if (incoming.assetId) await assertVersionable(caller, incoming.assetId);
    const folderId = incoming.assetId ? null : await folderFor(caller, incoming);
    const versionId = randomUUID();
    const key = `assets/${caller.projectId}/${versionId}.${checked.type.extension}`.toLowerCase();
    await storage.put(key, { path: incoming.file, size: incoming.size });
    try {
      return await db.transaction().execute(async (trx) => {
        const at = now().toISOString();
        let assetId = incoming.assetId;
        let version: AssetVersionsTable;
        if (assetId) {
          const asset = await repository.one(caller.projectId, assetId, trx);
          if (!asset) throw new AppError('asset_not_found');
          const last = await own(trx)
            .selectFrom('asset_versions')
            .select((eb) => eb.fn.max<number>('number').as('number'))
            .where('asset_id', '=', assetId)
            .executeTakeFirst();
          version = versionRow(caller, assetId, Number(last?.number ?? 0) + 1, incoming, checked, key, at);
          await own(trx).insertInto('asset_versions').values(version).execute();
          await own(trx)
            .updateTable('assets')
            .set({ current_version_id: version.id, kind: checked.type.kind, updated_at: at })
            .where('id', '=', assetId)
            .execute();
        } else {
          assetId = randomUUID();
          const { base } = splitUploadName(incoming.name);
          version = versionRow(caller, assetId, 1, incoming, checked, key, at);
          const asset: AssetsTable = {
            id: assetId,
            workspace_id: caller.workspaceId,
            project_id: caller.projectId,
            folder_id: folderId,
            name: base,
            kind: checked.type.kind,
            source: incoming.source,
            source_ref: incoming.sourceRef ?? null,
            current_version_id: version.id,
            uploader_id: caller.userId,
            archived_at: null,
            rights_owner: null,
            licence: 'unknown',
            expires_on: null,
            networks: null,
            credit: null,
            rights_notes: null,
            pull_policy: 'flag',
            search_text: base.toLowerCase(),
            created_at: at,
            updated_at: at,
          };
          await own(trx).insertInto('assets').values(asset).execute();
          await own(trx).insertInto('asset_versions').values(version).execute();
        }
        if (version.preview_state === 'pending') await enqueuePreview(version.id, trx);
        return { assetId };
      });
    } catch (error) {
      await storage.delete(key).catch(() => undefined);
      throw error;
    }
  }

  /** A new version goes onto an asset of the brand that is not archived, by someone who works on it. */
  async function assertVersionable(caller: AssetCaller, assetId: string): Promise<void> {
    if (caller.external) throw new AppError('forbidden');
    const asset = await repository.one(caller.projectId, assetId);
    if (!asset) throw new AppError('asset_not_found');
  }

  return {
    check,
    store,
    assertVersionable,

    /**
     * Checks and stores an arrived file, unless (as a new asset) its bytes are already in the
     * brand's library: then `onDuplicate` keeps them aside for the person's choice.
     */
    async ingest(
      caller: AssetCaller,
      incoming: IncomingFile,
      onDuplicate: (checked: CheckedFile, existingAssetId: string) => Promise<AssetUploadResult>,
    ): Promise<{ stored: string } | { duplicate: AssetUploadResult }> {
      const checked = await check(incoming.file, incoming.size, incoming.name);
      if (!incoming.assetId) {
        const same = await repository.withBytes(caller.projectId, checked.sha256);
        if (same) return { duplicate: await onDuplicate(checked, same.asset_id) };
      }
      return { stored: (await store(caller, incoming, checked)).assetId };
    },
  };
}
export type AssetIngest = ReturnType<typeof createAssetIngest>;
