import type { Db } from '../db/database.js';
import { AppError } from '../platform/errors.js';
import type { Storage } from '../platform/storage/storage.js';

/** A workspace's storage: what its files take, and its quota (null: unlimited). */
export interface StorageUsage {
  usedBytes: number;
  quotaBytes: number | null;
}

/**
 * What a workspace's stored files take, in bytes: the sum of its brands' rows in
 * `project_storage`, which the database keeps as files come and go (migration 0089). What
 * counts: its brands' covers, its tickets' reference images and comment attachments, its
 * recordings (the whole length of one still uploading: its room is kept from the start), and
 * its asset library (every version's original, and uploads under way or waiting on a
 * duplicate's choice). Avatars belong to a person, not a workspace, and are not counted.
 */
export async function workspaceStorageUsed(db: Db, workspaceId: string, trx: Db = db): Promise<number> {
  const row = await trx
    .selectFrom('project_storage')
    .innerJoin('projects', 'projects.id', 'project_storage.project_id')
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<number | string>('project_storage.bytes'), eb.lit(0)).as('bytes'),
    )
    .where('projects.workspace_id', '=', workspaceId)
    .executeTakeFirst();
  // PostgreSQL answers a sum of bigints as numeric, which pg reads as text.
  return Number(row?.bytes ?? 0);
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
