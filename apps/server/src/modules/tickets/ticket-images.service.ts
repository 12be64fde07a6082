import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { slugifyFilename } from '@expertos/domain/filenames';
import { REFERENCE_IMAGE_MAX_BYTES, REFERENCE_IMAGE_MAX_FILES } from '@expertos/domain/ticket.schema';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { sniffImageType } from '../../platform/storage/image-type.js';
import type { Storage } from '../../platform/storage/storage.js';
import { assertStorageRoom } from '../../views/storage-quota.view.js';
import { raiseTicketUpdate } from './ticket-events.js';
import type { UploadedFile } from './ticket-images.upload.js';
import type { TicketRef } from './tickets.policies.js';
import type { ImageRow } from './tickets.repository.js';
import { createTicketsRepository } from './tickets.repository.js';

/** The name column holds 255 characters; a long name is cut in its base, keeping the extension. */
const NAME_MAX = 255;

export function storedName(filename: string): string {
  const slug = slugifyFilename(filename);
  if (slug.length <= NAME_MAX) return slug;
  const dot = slug.lastIndexOf('.');
  const extension = dot > 0 ? slug.slice(dot) : '';
  return `${slug.slice(0, NAME_MAX - extension.length)}${extension}`;
}

/**
 * A ticket's reference images (docs/product.md#tickets): images only, 5 MB each, at most 10 on a
 * ticket. Adding or removing one is a change of the ticket: `ticket.updated` with `images`, in
 * its transaction (a post's versions keep its files).
 */
export function createTicketImagesService({
  db,
  storage,
  events,
}: {
  db: Db;
  storage: Storage;
  events: EventBus;
}) {
  const tickets = createTicketsRepository(db);

  /** Tells the ticket's listeners its images changed: after the change, in its transaction. */
  async function imagesChanged(trx: Db, ticketId: string, actorMemberId: string | null) {
    const row = await tickets.findRow(ticketId, trx);
    if (!row) return;
    // Nothing else of the ticket changed: it is its own `before`.
    await raiseTicketUpdate(events, trx, { actorMemberId, before: row, after: row, changed: ['images'] });
  }

  return {
    /** Stores every file or none: all are checked before the first is written. `actorMemberId`: who added them. */
    async upload(ref: TicketRef, files: UploadedFile[], actorMemberId: string | null = null): Promise<void> {
      if (files.length === 0) {
        throw new AppError('validation_error', {
          details: [{ path: 'files', message: 'Choose at least one image to upload.' }],
        });
      }
      const now = nowIso();
      const start = Date.parse(now);
      const rows: ImageRow[] = [];
      // One file at a time, so checking ten images costs one image of memory.
      for (const [i, file] of files.entries()) {
        if (file.size > REFERENCE_IMAGE_MAX_BYTES) throw new AppError('attachment_too_large');
        // By the bytes, whatever the name or the claimed type says.
        const type = await file.inspect(sniffImageType);
        if (!type) {
          throw new AppError('attachment_not_image', {
            details: [{ path: 'files', message: `${file.filename} is not an image.` }],
          });
        }
        rows.push({
          id: randomUUID(),
          ticket_id: ref.ticketId,
          project_id: ref.projectId,
          storage_key: `references/${randomUUID()}.${type.extension}`,
          name: storedName(file.filename),
          size: file.size,
          content_type: type.mime,
          // A millisecond apart, so the images list in the order they were picked.
          created_at: new Date(start + i).toISOString(),
        });
      }
      const tooMany = (count: number) => count + rows.length > REFERENCE_IMAGE_MAX_FILES;
      // A cheap early refusal, before writing any file; checked again under the ticket's lock.
      if (tooMany((await tickets.images(ref.ticketId)).length)) throw new AppError('too_many_attachments');
      // Within the workspace's storage quota, checked before any file is written.
      await assertStorageRoom(
        db,
        storage,
        ref.workspaceId,
        rows.reduce((total, row) => total + row.size, 0),
      );

      await Promise.all(rows.map((row, i) => storage.put(row.storage_key, files[i]!)));
      try {
        await tickets.transaction(async (trx) => {
          // Touching the ticket first locks its row on PostgreSQL: concurrent uploads to one
          // ticket take turns, so together they cannot pass the limit.
          await tickets.update([ref.ticketId], { updated_at: now }, trx);
          if (tooMany(await tickets.countImages(ref.ticketId, trx)))
            throw new AppError('too_many_attachments');
          await tickets.addImages(rows, trx);
          await imagesChanged(trx, ref.ticketId, actorMemberId);
        });
      } catch (error) {
        await Promise.all(rows.map((row) => storage.delete(row.storage_key)));
        throw error;
      }
    },

    /** An image's row and its bytes; 404 when the ticket has no such image (or its file is gone). */
    async file(ticketId: string, imageId: string): Promise<{ row: ImageRow; stream: Readable }> {
      const row = await tickets.image(ticketId, imageId);
      if (!row) throw new AppError('not_found');
      const stream = await storage.get(row.storage_key);
      if (!stream) throw new AppError('not_found');
      return { row, stream };
    },

    /** Removes the image's row and file; 404 when the ticket has no such image. `actorMemberId`: who removed it. */
    async remove(ref: TicketRef, imageId: string, actorMemberId: string | null = null): Promise<void> {
      const key = await tickets.transaction(async (trx) => {
        // The ticket's row first, as an upload locks it: the two take turns.
        await tickets.update([ref.ticketId], { updated_at: nowIso() }, trx);
        const deleted = await tickets.deleteImage(ref.ticketId, imageId, trx);
        if (!deleted) throw new AppError('not_found');
        await imagesChanged(trx, ref.ticketId, actorMemberId);
        return deleted;
      });
      await storage.delete(key);
    },
  };
}
export type TicketImagesService = ReturnType<typeof createTicketImagesService>;
