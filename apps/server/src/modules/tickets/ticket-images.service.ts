import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { LOCKED_FILE_FIELDS } from '@expertos/domain/approvals/content';
import { APPROVAL_MESSAGES } from '@expertos/domain/approvals/messages';
import { slugifyFilename } from '@expertos/domain/filenames';
import { REFERENCE_IMAGE_MAX_BYTES, REFERENCE_IMAGE_MAX_FILES } from '@expertos/domain/ticket.schema';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { sniffImageType } from '../../platform/storage/image-type.js';
import type { Storage } from '../../platform/storage/storage.js';
import { assertStorageRoom } from '../../views/storage-quota.view.js';
import type { Membership } from '../workspaces/membership.js';
import { raiseTicketUpdate } from './ticket-events.js';
import type { UploadedFile } from './ticket-images.upload.js';
import type { TicketRef } from './tickets.policies.js';
import type { ImageRow } from './tickets.repository.js';
import { createTicketsRepository } from './tickets.repository.js';
import type { ApprovalLock } from './tickets.service.js';

/** Who changes a post's files, and whether they chose to reopen its review (an approved post). */
export interface FileChange {
  membership?: Membership;
  reopen?: boolean;
}

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
  approvalLock,
}: {
  db: Db;
  storage: Storage;
  events: EventBus;
  /** An approved post's files are locked (docs/product.md#approvals), as its texts are. */
  approvalLock?: ApprovalLock;
}) {
  const tickets = createTicketsRepository(db);

  /**
   * Whether the change of an approved post's files may go ahead: false when nothing is locked;
   * true when it is and the person chose to reopen review; else 409 `post_locked_approved`.
   */
  async function unlocked(ref: TicketRef, reopen: boolean, trx?: Db): Promise<boolean> {
    if (!approvalLock) return false;
    const row = await tickets.findRow(ref.ticketId, trx);
    if (row?.ticket_type !== 'post') return false;
    const locked = await approvalLock.lockedFields(
      ref.ticketId,
      ref.projectId,
      LOCKED_FILE_FIELDS,
      trx ?? db,
    );
    if (locked.length === 0) return false;
    if (!reopen)
      throw new AppError('post_locked_approved', {
        details: locked.map((field) => ({ path: field, message: APPROVAL_MESSAGES.locked })),
      });
    return true;
  }

  /** After the change committed: the post goes back for approval (as a text edit's does). */
  async function reopened(ref: TicketRef, change: FileChange) {
    if (change.membership) await approvalLock?.reopened(change.membership, ref).catch(() => undefined);
  }

  /** Tells the ticket's listeners its images changed: after the change, in its transaction. */
  async function imagesChanged(trx: Db, ticketId: string, actorMemberId: string | null) {
    const row = await tickets.findRow(ticketId, trx);
    if (!row) return;
    // Nothing else of the ticket changed: it is its own `before`.
    await raiseTicketUpdate(events, trx, { actorMemberId, before: row, after: row, changed: ['images'] });
  }

  return {
    /**
     * Stores every file or none: all are checked before the first is written. `actorMemberId`:
     * who added them; an approved post takes them only with `change.reopen` (review reopens).
     */
    async upload(
      ref: TicketRef,
      files: UploadedFile[],
      actorMemberId: string | null = null,
      change: FileChange = {},
    ): Promise<void> {
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

      // Refused before any file is written; asked again under the ticket's lock below.
      await unlocked(ref, change.reopen === true);
      await Promise.all(rows.map((row, i) => storage.put(row.storage_key, files[i]!)));
      let reopen = false;
      try {
        await tickets.transaction(async (trx) => {
          // Touching the ticket first locks its row on PostgreSQL: concurrent uploads to one
          // ticket take turns, so together they cannot pass the limit.
          await tickets.update([ref.ticketId], { updated_at: now }, trx);
          if (tooMany(await tickets.countImages(ref.ticketId, trx)))
            throw new AppError('too_many_attachments');
          reopen = await unlocked(ref, change.reopen === true, trx);
          await tickets.addImages(rows, trx);
          await imagesChanged(trx, ref.ticketId, actorMemberId);
        });
      } catch (error) {
        await Promise.all(rows.map((row) => storage.delete(row.storage_key)));
        throw error;
      }
      if (reopen) await reopened(ref, change);
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
    async remove(
      ref: TicketRef,
      imageId: string,
      actorMemberId: string | null = null,
      change: FileChange = {},
    ): Promise<void> {
      let reopen = false;
      const key = await tickets.transaction(async (trx) => {
        // The ticket's row first, as an upload locks it: the two take turns.
        await tickets.update([ref.ticketId], { updated_at: nowIso() }, trx);
        reopen = await unlocked(ref, change.reopen === true, trx);
        const deleted = await tickets.deleteImage(ref.ticketId, imageId, trx);
        if (!deleted) throw new AppError('not_found');
        await imagesChanged(trx, ref.ticketId, actorMemberId);
        return deleted;
      });
      await storage.delete(key);
      if (reopen) await reopened(ref, change);
    },
  };
}
export type TicketImagesService = ReturnType<typeof createTicketImagesService>;
