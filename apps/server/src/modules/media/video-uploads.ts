import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  VIDEO_CONTENT_TYPES,
  VIDEO_MAX_BYTES,
  VIDEO_UPLOAD_EXPIRY_DAYS,
  type Video,
  type VideoContentType,
} from '@expertos/domain/media.schema';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage/storage.js';
import { assertStorageRoom } from '../../views/storage-quota.view.js';
import type { TicketLookups } from '../tickets/ticket-lookups.js';
import type { VideosTable } from './media.tables.js';
import type { VideoAccess } from './video-access.js';
import {
  createHeadCheck,
  isVideoHead,
  readHead,
  VIDEO_FORMATS,
  VIDEO_HEAD_BYTES,
} from './video-containers.js';

export function toVideo(row: VideosTable): Video {
  return {
    uid: row.id,
    project_uid: row.project_id,
    ticket_uid: row.ticket_id,
    content_type: row.content_type,
    size: Number(row.size),
    received: Number(row.received),
    status: row.status,
    duration_ms: row.duration_ms,
    shared: row.shared === 1,
    width: row.width ?? null,
    height: row.height ?? null,
    source_uid: row.source_id ?? null,
    failure: row.failure ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * tus `Upload-Metadata`: comma-separated `key base64value` pairs (a key alone means an empty
 * value). Null when it cannot be read.
 */
export function readUploadMetadata(header: string | undefined): Record<string, string> | null {
  const metadata: Record<string, string> = {};
  if (!header?.trim()) return metadata;
  for (const pair of header.split(',')) {
    const [key, value = '', extra] = pair.trim().split(' ');
    if (!key || extra !== undefined || !/^[A-Za-z0-9_.-]{1,64}$/.test(key)) return null;
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return null;
    metadata[key] = Buffer.from(value, 'base64').toString('utf8');
  }
  return metadata;
}

export interface UploadCaller {
  userId: string;
  workspaceId: string;
  projectId: string;
}

/**
 * A recording's resumable upload (docs/product.md#recordings), the server side of tus 1.0.0
 * (core and creation). The bytes wait in `DATA_DIR/uploads/{id}.part`, whose length is the
 * truth about how far the upload got: bytes that arrived before a connection dropped are kept,
 * and the client goes on from there. The last byte moves the file into the file store (local
 * disk or S3). One upload is appended to by one request at a time in a process; the offset is
 * checked again under that lock.
 *
 * The bytes must be the container the stated type names (video-containers.ts): the first ones
 * are checked as soon as enough of them arrive, before any is kept, and the whole file's again
 * before it is stored; an upload that fails either is dropped with its bytes
 * (`upload_not_video`). Only its uploader goes on with an upload, and only while they may act
 * on recordings of its brand (video-access.ts).
 */
export function createVideoUploads({
  db,
  storage,
  uploadsDir,
  access,
  tickets,
  now,
  onReady,
  onIdleUntil,
}: {
  db: Db;
  storage: Storage;
  uploadsDir: string;
  access: VideoAccess;
  /** Whether the ticket a recording is for is in its brand (the tickets module's). */
  tickets: Pick<TicketLookups, 'exists'>;
  now: () => Date;
  /** Told of every recording whose last byte has arrived (to have ffmpeg read it). */
  onReady?: (videoId: string) => Promise<void>;
  /** Told when an unfinished upload should be looked at again (and dropped if nothing came). */
  onIdleUntil?: (videoId: string, at: Date) => Promise<void>;
}) {
  const expiryMs = VIDEO_UPLOAD_EXPIRY_DAYS * 86_400_000;
  const partOf = (id: string) => path.join(uploadsDir, `${id}.part`);
  const locks = new Map<string, Promise<unknown>>();

  /** Runs `work` after any other work on the same upload in this process. */
  async function locked<T>(id: string, work: () => Promise<T>): Promise<T> {
    const before = locks.get(id) ?? Promise.resolve();
    const run = before.then(work, work);
    const settled = run.catch(() => undefined);
    locks.set(id, settled);
    try {
      return await run;
    } finally {
      if (locks.get(id) === settled) locks.delete(id);
    }
  }

  /** The caller's own upload, while they may still act on its brand; anything else is not found. */
  async function ownUpload(
    userId: string,
    id: string,
    keyBrands: readonly string[] | null = null,
  ): Promise<VideosTable> {
    const row = await db
      .selectFrom('videos')
      .selectAll()
      .where('id', '=', id)
      .where('uploader_id', '=', userId)
      .executeTakeFirst();
    if (!row || !(await access.mayAct(row, userId, keyBrands))) throw new AppError('upload_not_found');
    return row;
  }

  /** Forgets an upload and its bytes (one that turned out not to be a video). */
  async function drop(id: string): Promise<void> {
    await db.deleteFrom('videos').where('id', '=', id).where('status', '=', 'uploading').execute();
    await fs.promises.rm(partOf(id), { force: true });
  }

  async function sizeOnDisk(id: string): Promise<number> {
    try {
      return (await fs.promises.stat(partOf(id))).size;
    } catch {
      return 0;
    }
  }

  /** Moves the whole recording into the file store and marks it ready; a non-video is dropped. */
  async function finish(row: VideosTable): Promise<void> {
    if (!isVideoHead(await readHead(partOf(row.id)), row.content_type)) {
      await drop(row.id);
      throw new AppError('upload_not_video');
    }
    const key = `videos/${row.id}.${VIDEO_FORMATS[row.content_type].extension}`;
    await storage.put(key, { path: partOf(row.id), size: Number(row.size) });
    await db
      .updateTable('videos')
      .set({ status: 'ready', storage_key: key, updated_at: now().toISOString() })
      .where('id', '=', row.id)
      .execute();
    await fs.promises.rm(partOf(row.id), { force: true });
    await onReady?.(row.id);
  }

  /** tus PATCH, under the upload's lock (see `append`). */
  async function appendLocked(
    userId: string,
    id: string,
    offset: number,
    body: Readable,
    keyBrands: readonly string[] | null,
  ): Promise<Video> {
    const row = await ownUpload(userId, id, keyBrands);
    // An MP4 copy is written by the server, never uploaded to.
    if (row.status === 'processing' || row.status === 'failed') throw new AppError('upload_not_found');
    const size = Number(row.size);
    const received = row.status === 'ready' ? size : await sizeOnDisk(id);
    if (offset !== received) {
      body.resume();
      throw new AppError('upload_offset_mismatch', { extra: { offset: received } });
    }
    let written = 0;
    let tooMuch = false;
    // The first bytes wait until there are enough to tell the container (video-containers.ts).
    const head = createHeadCheck(
      row.content_type,
      received < VIDEO_HEAD_BYTES ? await readHead(partOf(id)) : null,
    );
    const out = fs.createWriteStream(partOf(id), { flags: 'a' });
    try {
      await pipeline(
        // Stopping early leaves the request open, so its answer still reaches the client (the
        // route then closes the connection).
        body.iterator({ destroyOnReturn: false }),
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            const room = size - received - written;
            // Keep what fits; refuse the rest.
            const piece = chunk.length > room ? chunk.subarray(0, Math.max(0, room)) : chunk;
            written += piece.length;
            yield* head.pass(piece);
            if (head.refused) return;
            if (chunk.length > room) {
              tooMuch = true;
              break;
            }
          }
          yield* head.rest();
        },
        out,
      );
    } catch {
      // The client went away: what reached the disk stays, and it goes on from there.
    }
    if (head.refused) {
      await drop(id);
      throw new AppError('upload_not_video');
    }
    const now_ = await sizeOnDisk(id);
    await db
      .updateTable('videos')
      .set({ received: now_, updated_at: now().toISOString() })
      .where('id', '=', id)
      .execute();
    if (now_ === size) await finish({ ...row, received: now_ });
    // The bytes past the stated length were not kept; the client is told so.
    if (tooMuch) throw new AppError('upload_too_large');
    return toVideo(await ownUpload(userId, id));
  }

  return {
    /** tus creation: a new upload of `length` bytes, described by its metadata. */
    async create(
      caller: UploadCaller,
      { length, metadata }: { length: number; metadata: Record<string, string> },
    ): Promise<Video> {
      if (!Number.isSafeInteger(length) || length <= 0) throw new AppError('upload_invalid');
      if (length > VIDEO_MAX_BYTES) throw new AppError('upload_too_large');
      const contentType = (metadata.filetype ?? metadata.contentType ?? '').split(';')[0]!.trim();
      if (!(VIDEO_CONTENT_TYPES as readonly string[]).includes(contentType))
        throw new AppError('upload_type_refused');
      // Fewer bytes than it takes to tell a container cannot be a video.
      if (length < VIDEO_HEAD_BYTES) throw new AppError('upload_not_video');
      const ticketId = metadata.ticket_uid || null;
      if (ticketId) {
        if (!(await tickets.exists(ticketId, caller.projectId))) throw new AppError('not_found');
      }
      await assertStorageRoom(db, storage, caller.workspaceId, length);
      const at = now().toISOString();
      const row: VideosTable = {
        id: randomUUID(),
        workspace_id: caller.workspaceId,
        project_id: caller.projectId,
        ticket_id: ticketId,
        uploader_id: caller.userId,
        content_type: contentType as VideoContentType,
        size: length,
        received: 0,
        status: 'uploading',
        storage_key: null,
        duration_ms: null,
        poster_key: null,
        shared: 0,
        processed_at: null,
        width: null,
        height: null,
        frame_rate: null,
        source_id: null,
        failure: null,
        created_at: at,
        updated_at: at,
      };
      await fs.promises.mkdir(uploadsDir, { recursive: true });
      await fs.promises.writeFile(partOf(row.id), '');
      await db.insertInto('videos').values(row).execute();
      await onIdleUntil?.(row.id, new Date(Date.parse(at) + expiryMs));
      return toVideo(row);
    },

    /**
     * Drops an upload nobody has added to for VIDEO_UPLOAD_EXPIRY_DAYS, with its bytes; one
     * still moving is looked at again that long after its last bytes. Finished ones stay.
     */
    async expire(id: string): Promise<void> {
      await locked(id, async () => {
        const row = await db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();
        if (row?.status !== 'uploading') return;
        const idleUntil = Date.parse(row.updated_at) + expiryMs;
        if (idleUntil > now().getTime()) {
          await onIdleUntil?.(id, new Date(idleUntil));
          return;
        }
        await drop(id);
      });
    },

    /** tus HEAD: how far the upload has got. */
    /** `keyBrands`: the caller's brand-limited API key's brands, if any. */
    async status(userId: string, id: string, keyBrands: readonly string[] | null = null): Promise<Video> {
      const row = await ownUpload(userId, id, keyBrands);
      if (row.status !== 'uploading') return toVideo(row);
      // The bytes on disk are the truth, as for a PATCH: a server that died mid-PATCH kept the
      // bytes that reached the disk but never wrote their count down.
      return toVideo({ ...row, received: await sizeOnDisk(id) });
    },

    /**
     * tus PATCH: appends the body at `offset`, which must be where the upload stands. Whatever
     * arrives is kept, also when the connection drops halfway; the answer is the new offset.
     */
    async append(
      userId: string,
      id: string,
      offset: number,
      body: Readable,
      keyBrands: readonly string[] | null = null,
    ): Promise<Video> {
      return locked(id, () => appendLocked(userId, id, offset, body, keyBrands));
    },
  };
}
export type VideoUploads = ReturnType<typeof createVideoUploads>;
