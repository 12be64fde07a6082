import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ASSET_UPLOAD_EXPIRY_DAYS,
  ASSET_UPLOAD_MAX_BYTES,
  type Asset,
  type AssetDuplicateAction,
  type AssetUpload,
  type AssetUploadResult,
} from '@expertos/domain/assets';
import { AppError } from '../../platform/errors.js';
import type { AssetCaller } from './asset-caller.js';
import type { AssetFolders } from './asset-folders.js';
import type { AssetIngest, CheckedFile, IncomingFile } from './asset-ingest.js';
import { ASSET_HEAD_BYTES, sniffAssetType } from './asset-type.js';
import type { AssetsRepository } from './assets.repository.js';
import type { AssetUploadsTable } from './assets.tables.js';

/** Runs work on one key after any other work on the same key in this process. */
function keyedLock() {
  const locks = new Map<string, Promise<unknown>>();
  return async function locked<T>(key: string, work: () => Promise<T>): Promise<T> {
    const run = (locks.get(key) ?? Promise.resolve()).then(work, work);
    const settled = run.catch(() => undefined);
    locks.set(key, settled);
    try {
      return await run;
    } finally {
      if (locks.get(key) === settled) locks.delete(key);
    }
  };
}

/**
 * The library's uploads (docs/product.md#asset-library): a small file in one request, a large
 * one by tus 1.0.0 (core and creation, as recordings), whose bytes wait in
 * `DATA_DIR/uploads/assets/{id}.part` (its length is the truth about how far it got, also after
 * the server was killed). The first bytes are checked as soon as they arrive (an executable is
 * refused before more is kept); the last byte hands the file to the ingest. A file whose bytes
 * are already in the brand's library waits here, as `duplicate`, for the person's choice.
 */
export function createAssetUploads({
  repository,
  folders,
  ingest,
  uploadsDir,
  now,
  present,
  onIdleUntil,
}: {
  repository: AssetsRepository;
  folders: AssetFolders;
  ingest: AssetIngest;
  uploadsDir: string;
  now: () => Date;
  present: (projectId: string, assetId: string) => Promise<Asset>;
  /** Told when an unfinished upload should be looked at again (and dropped if nothing came). */
  onIdleUntil: (uploadId: string, at: Date) => Promise<void>;
}) {
  const { own } = repository;
  const dir = path.join(uploadsDir, 'assets');
  const partOf = (id: string) => path.join(dir, `${id}.part`);
  const expiryMs = ASSET_UPLOAD_EXPIRY_DAYS * 86_400_000;
  const locked = keyedLock();

  async function sizeOnDisk(id: string): Promise<number> {
    try {
      return (await fs.promises.stat(partOf(id))).size;
    } catch {
      return 0;
    }
  }

  /** The caller's own upload in this brand; anything else is not found. */
  async function ownUpload(caller: AssetCaller, id: string): Promise<AssetUploadsTable> {
    const row = await own()
      .selectFrom('asset_uploads')
      .selectAll()
      .where('id', '=', id)
      .where('project_id', '=', caller.projectId)
      .where('uploader_id', '=', caller.userId)
      .executeTakeFirst();
    if (!row) throw new AppError('upload_not_found');
    return row;
  }

  async function drop(id: string): Promise<void> {
    await own().deleteFrom('asset_uploads').where('id', '=', id).execute();
    await fs.promises.rm(partOf(id), { force: true });
  }

  /** Its bytes went into an asset: the row stays to answer its address (until it expires). */
  async function markStored(id: string, assetId: string): Promise<void> {
    await own()
      .updateTable('asset_uploads')
      .set({
        status: 'stored',
        result_asset_id: assetId,
        duplicate_of: null,
        updated_at: now().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await fs.promises.rm(partOf(id), { force: true });
  }

  function incomingOf(row: AssetUploadsTable): IncomingFile {
    return {
      file: partOf(row.id),
      size: Number(row.size),
      name: row.name,
      folderId: row.folder_id,
      assetId: row.asset_id,
      source: 'upload',
    };
  }

  /** Marks the upload as waiting on a duplicate's choice, its bytes kept. */
  async function holdDuplicate(id: string, checked: CheckedFile, existingId: string, caller: AssetCaller) {
    await own()
      .updateTable('asset_uploads')
      .set({
        status: 'duplicate',
        sha256: checked.sha256,
        content_type: checked.type.mime,
        duplicate_of: existingId,
        received: await sizeOnDisk(id),
        updated_at: now().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    const result: AssetUploadResult = {
      status: 'duplicate',
      upload_uid: id,
      existing: await present(caller.projectId, existingId),
    };
    return result;
  }

  /** The whole file is here: into the library, or aside as a duplicate. A refused file is dropped. */
  async function finish(caller: AssetCaller, row: AssetUploadsTable): Promise<AssetUploadResult> {
    let outcome: Awaited<ReturnType<AssetIngest['ingest']>>;
    try {
      outcome = await ingest.ingest(caller, incomingOf(row), (checked, existing) =>
        holdDuplicate(row.id, checked, existing, caller),
      );
    } catch (error) {
      if (error instanceof AppError) await drop(row.id);
      throw error;
    }
    if ('duplicate' in outcome) return outcome.duplicate;
    await markStored(row.id, outcome.stored);
    return { status: 'stored', asset: await present(caller.projectId, outcome.stored) };
  }

  async function newRow(
    caller: AssetCaller,
    target: { name: string; folderId: string | null; assetId: string | null },
    size: number,
  ): Promise<AssetUploadsTable> {
    const at = now().toISOString();
    return {
      id: randomUUID(),
      workspace_id: caller.workspaceId,
      project_id: caller.projectId,
      uploader_id: caller.userId,
      folder_id: target.folderId,
      asset_id: target.assetId,
      name: target.name,
      size,
      received: 0,
      status: 'uploading',
      sha256: null,
      content_type: null,
      duplicate_of: null,
      result_asset_id: null,
      created_at: at,
      updated_at: at,
    };
  }

  async function checkTarget(
    caller: AssetCaller,
    target: { folderId: string | null; assetId: string | null },
  ) {
    if (target.assetId) await ingest.assertVersionable(caller, target.assetId);
    else await folders.assertUploadable(caller, target.folderId);
  }

  async function appendLocked(
    caller: AssetCaller,
    id: string,
    offset: number,
    body: Readable,
  ): Promise<AssetUpload> {
    const row = await ownUpload(caller, id);
    const size = Number(row.size);
    const received = await sizeOnDisk(id);
    if (row.status !== 'uploading' || offset !== received) {
      body.resume();
      throw new AppError('upload_offset_mismatch', { extra: { offset: received } });
    }
    let written = 0;
    let tooMuch = false;
    let refused = false;
    // The first bytes are held until there are enough to tell the type, then checked.
    let head: Buffer | null = received < ASSET_HEAD_BYTES ? await fs.promises.readFile(partOf(id)) : null;
    const out = fs.createWriteStream(partOf(id), { flags: 'a' });
    try {
      await pipeline(
        body.iterator({ destroyOnReturn: false }),
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            const room = size - received - written;
            const piece = chunk.length > room ? chunk.subarray(0, Math.max(0, room)) : chunk;
            written += piece.length;
            if (head) {
              head = Buffer.concat([head, piece]);
              const complete = received + written >= size;
              if (head.length < ASSET_HEAD_BYTES && !complete) continue;
              if (!sniffAssetType(head.subarray(0, ASSET_HEAD_BYTES), row.name, complete)) {
                refused = true;
                return;
              }
              const held = head.subarray(received);
              head = null;
              yield held;
            } else {
              yield piece;
            }
            if (chunk.length > room) {
              tooMuch = true;
              break;
            }
          }
          // The connection ended before the head was complete: keep what came.
          if (head && head.length > received) yield head.subarray(received);
        },
        out,
      );
    } catch {
      // The client went away: what reached the disk stays, and it goes on from there.
    }
    if (refused) {
      await drop(id);
      throw new AppError('asset_type_refused');
    }
    const arrived = await sizeOnDisk(id);
    await own()
      .updateTable('asset_uploads')
      .set({ received: arrived, updated_at: now().toISOString() })
      .where('id', '=', id)
      .execute();
    if (tooMuch) throw new AppError('upload_too_large');
    const result = arrived === size ? await finish(caller, { ...row, received: arrived }) : null;
    return { uid: id, size, received: arrived, result };
  }

  return {
    /** tus creation: room for `length` bytes, checked against the quota before the first byte. */
    async create(
      caller: AssetCaller,
      target: { name: string; folderId: string | null; assetId: string | null },
      length: number,
    ): Promise<AssetUpload> {
      if (!Number.isSafeInteger(length) || length <= 0) throw new AppError('upload_invalid');
      if (length > ASSET_UPLOAD_MAX_BYTES) throw new AppError('asset_too_large');
      await checkTarget(caller, target);
      const row = await newRow(caller, target, length);
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(partOf(row.id), '');
      await own().insertInto('asset_uploads').values(row).execute();
      await onIdleUntil(row.id, new Date(Date.parse(row.created_at) + expiryMs));
      return { uid: row.id, size: length, received: 0, result: null };
    },

    /** tus HEAD (and GET): how far it got; once done, what it came to. */
    async status(caller: AssetCaller, id: string): Promise<AssetUpload> {
      const row = await ownUpload(caller, id);
      const received = row.status === 'uploading' ? await sizeOnDisk(id) : Number(row.received);
      let result: AssetUploadResult | null = null;
      if (row.status === 'stored' && row.result_asset_id)
        result = { status: 'stored', asset: await present(caller.projectId, row.result_asset_id) };
      if (row.status === 'duplicate' && row.duplicate_of)
        result = {
          status: 'duplicate',
          upload_uid: id,
          existing: await present(caller.projectId, row.duplicate_of),
        };
      return { uid: id, size: Number(row.size), received, result };
    },

    /** tus PATCH: the bytes at `offset`; what arrives is kept, also when the connection drops. */
    async append(caller: AssetCaller, id: string, offset: number, body: Readable): Promise<AssetUpload> {
      return locked(id, () => appendLocked(caller, id, offset, body));
    },

    /** A small file that arrived in one request (or that the server fetched: `source`). */
    async single(
      caller: AssetCaller,
      target: { name: string; folderId: string | null; assetId: string | null },
      file: { path: string; size: number },
      source: { source: 'upload' | 'web' | 'ticket'; sourceRef?: string } = { source: 'upload' },
    ): Promise<AssetUploadResult> {
      await checkTarget(caller, target);
      const incoming: IncomingFile = { file: file.path, size: file.size, ...target, ...source };
      const outcome = await ingest.ingest(caller, incoming, async (checked, existing) => {
        // The request's temporary goes once it is answered: its bytes wait as an upload's.
        const row = await newRow(caller, target, file.size);
        await fs.promises.mkdir(dir, { recursive: true });
        await fs.promises.copyFile(file.path, partOf(row.id));
        await own().insertInto('asset_uploads').values(row).execute();
        await onIdleUntil(row.id, new Date(Date.parse(row.created_at) + expiryMs));
        return holdDuplicate(row.id, checked, existing, caller);
      });
      if ('duplicate' in outcome) return outcome.duplicate;
      return { status: 'stored', asset: await present(caller.projectId, outcome.stored) };
    },

    /** The person's choice for bytes already in the library. */
    async resolve(caller: AssetCaller, id: string, action: AssetDuplicateAction): Promise<AssetUploadResult> {
      return locked(id, async () => {
        const row = await ownUpload(caller, id);
        if (row.status !== 'duplicate' || !row.duplicate_of) throw new AppError('upload_not_found');
        const existing = row.duplicate_of;
        if (action === 'use_existing') {
          await markStored(id, existing);
          return { status: 'stored', asset: await present(caller.projectId, existing) };
        }
        const incoming = incomingOf(action === 'add_version' ? { ...row, asset_id: existing } : row);
        const checked = await ingest.check(incoming.file, incoming.size, incoming.name);
        const { assetId } = await ingest.store(caller, incoming, checked);
        await markStored(id, assetId);
        return { status: 'stored', asset: await present(caller.projectId, assetId) };
      });
    },

    async cancel(caller: AssetCaller, id: string): Promise<void> {
      await locked(id, async () => {
        await ownUpload(caller, id);
        await drop(id);
      });
    },

    /** Drops an upload nobody added to for ASSET_UPLOAD_EXPIRY_DAYS, with its bytes. */
    async expire(id: string): Promise<void> {
      await locked(id, async () => {
        const row = await own()
          .selectFrom('asset_uploads')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        // Its brand or workspace was deleted and the row went with it: the bytes go too.
        if (!row) return drop(id);
        const idleUntil = Date.parse(row.updated_at) + expiryMs;
        // A stored one's address answers a while longer; bytes waiting are looked at again.
        if (idleUntil > now().getTime()) {
          await onIdleUntil(id, new Date(idleUntil));
          return;
        }
        await drop(id);
      });
    },
  };
}
export type AssetUploads = ReturnType<typeof createAssetUploads>;
