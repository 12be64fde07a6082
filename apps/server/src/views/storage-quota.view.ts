import type { Db } from '../db/database.js';
import { AppError } from '../platform/errors.js';
import type { Storage } from '../platform/storage/storage.js';

/** A workspace's storage: what its files take, and its quota (null: unlimited). */
export interface StorageUsage {
  usedBytes: number;
  quotaBytes: number | null;
}

/**
 * What a workspace's stored files take, in bytes, from the sizes kept in the database: its
 * brands' covers, its tickets' reference images and comment attachments, and its recordings
 * (the whole length of one still uploading: its room is kept from the start), and its asset
 * library (the assets module's own count). (Avatars belong
 * to a person, not a workspace, and are not counted.)
 */
export async function workspaceStorageUsed(db: Db, workspaceId: string, trx: Db = db): Promise<number> {
  const [covers, references, attachments, videos, assets, assetUploads] = await Promise.all([
    trx
      .selectFrom('projects')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('cover_size'), eb.lit(0)).as('bytes'))
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirst(),
    trx
      .selectFrom('ticket_reference_images')
      .innerJoin('tickets', 'tickets.id', 'ticket_reference_images.ticket_id')
      .select((eb) =>
        eb.fn.coalesce(eb.fn.sum<number | string>('ticket_reference_images.size'), eb.lit(0)).as('bytes'),
      )
      .where('tickets.workspace_id', '=', workspaceId)
      .executeTakeFirst(),
    trx
      .selectFrom('comment_attachments')
      .innerJoin('tickets', 'tickets.id', 'comment_attachments.ticket_id')
      .select((eb) =>
        eb.fn.coalesce(eb.fn.sum<number | string>('comment_attachments.size'), eb.lit(0)).as('bytes'),
      )
      .where('tickets.workspace_id', '=', workspaceId)
      .executeTakeFirst(),
    trx
      .selectFrom('videos')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('bytes'))
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirst(),
    // The asset library: every version's original (previews are not counted).
    trx
      .selectFrom('asset_versions')
      .innerJoin('assets', 'assets.id', 'asset_versions.asset_id')
      .select((eb) =>
        eb.fn.coalesce(eb.fn.sum<number | string>('asset_versions.size'), eb.lit(0)).as('bytes'),
      )
      .where('assets.workspace_id', '=', workspaceId)
      .executeTakeFirst(),
    // Its uploads under way or waiting on a duplicate's choice: their whole length, from the start.
    trx
      .selectFrom('asset_uploads')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('bytes'))
      .where('workspace_id', '=', workspaceId)
      .where('status', '!=', 'stored')
      .executeTakeFirst(),
  ]);
  // PostgreSQL answers a sum of integers as bigint, which pg reads as text.
  return [covers, references, attachments, videos, assets, assetUploads].reduce(
    (total, row) => total + Number(row?.bytes ?? 0),
    0,
  );
}

/** The workspace's use and quota, as admins see it. */
export async function workspaceStorageUsage(
  db: Db,
  storage: Storage,
  workspaceId: string,
): Promise<StorageUsage> {
  const quota = storage.quotaBytes ?? 0;
  return { usedBytes: await workspaceStorageUsed(db, workspaceId), quotaBytes: quota > 0 ? quota : null };
}

/**
 * Refuses (413 `storage_quota_exceeded`) to store `incomingBytes` more for the workspace when
 * they would take it over its quota (`storage.quotaBytes`; 0 or absent: unlimited). `freedBytes`
 * is what the same change removes (the cover it replaces). Checked before any file is written;
 * two uploads racing may together pass the quota by at most one upload's size, which is
 * bounded by the per-upload limits.
 */
export async function assertStorageRoom(
  db: Db,
  storage: Storage,
  workspaceId: string,
  incomingBytes: number,
  freedBytes = 0,
): Promise<void> {
  const quota = storage.quotaBytes ?? 0;
  if (quota <= 0 || incomingBytes <= 0) return;
  const used = await workspaceStorageUsed(db, workspaceId);
  if (used - freedBytes + incomingBytes > quota) throw new AppError('storage_quota_exceeded');
}
