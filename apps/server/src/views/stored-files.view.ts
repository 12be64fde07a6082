import type { Db } from '../db/database.js';
import type { Storage } from '../platform/storage/storage.js';

/** Whose files: one brand, or every brand of a workspace. */
export type FileScope = { projectId: string } | { workspaceId: string };

/**
 * Every stored file a brand or a workspace owns: brand covers, the reference images and the
 * comment attachments of its tickets, its asset library's versions and previews. Read before the rows go (the cascade takes the keys with
 * it); the files are deleted once the deletion has committed (deleteStoredFiles).
 */
export async function storedFileKeys(db: Db, scope: FileScope): Promise<string[]> {
  const byProject = 'projectId' in scope;
  const covers = await db
    .selectFrom('projects')
    .select('cover_key')
    .where(byProject ? 'id' : 'workspace_id', '=', byProject ? scope.projectId : scope.workspaceId)
    .execute();
  const ticketColumn = byProject ? 'tickets.project_id' : 'tickets.workspace_id';
  const id = byProject ? scope.projectId : scope.workspaceId;
  const references = await db
    .selectFrom('ticket_reference_images')
    .innerJoin('tickets', 'tickets.id', 'ticket_reference_images.ticket_id')
    .select('ticket_reference_images.storage_key')
    .where(ticketColumn, '=', id)
    .execute();
  const attachments = await db
    .selectFrom('comment_attachments')
    .innerJoin('tickets', 'tickets.id', 'comment_attachments.ticket_id')
    .select('comment_attachments.storage_key')
    .where(ticketColumn, '=', id)
    .execute();
  // The asset library: every version's original and previews.
  const assets = await db
    .selectFrom('asset_versions')
    .innerJoin('assets', 'assets.id', 'asset_versions.asset_id')
    .select(['asset_versions.storage_key', 'asset_versions.small_key', 'asset_versions.large_key'])
    .where(byProject ? 'assets.project_id' : 'assets.workspace_id', '=', id)
    .execute();
  return [
    ...covers.flatMap((row) => (row.cover_key ? [row.cover_key] : [])),
    ...references.map((row) => row.storage_key),
    ...attachments.map((row) => row.storage_key),
    ...assets.flatMap((row) => [row.storage_key, row.small_key, row.large_key].filter((key) => key !== null)),
  ];
}

/**
 * Deletes the files (local disk or S3), a few at a time. A file that cannot be deleted is left
 * behind rather than failing a deletion the database has already committed.
 */
export async function deleteStoredFiles(storage: Storage, keys: string[]): Promise<void> {
  const BATCH = 16;
  for (let i = 0; i < keys.length; i += BATCH) {
    await Promise.allSettled(keys.slice(i, i + BATCH).map((key) => storage.delete(key)));
  }
}
