import {
  DRIVE_EXPORT_MIME,
  DRIVE_IMPORT_MAX_DEPTH,
  DRIVE_IMPORT_MAX_FILES,
  DRIVE_READ_SCOPE,
  type DriveLink,
  isGoogleAppsType,
} from '@expertos/domain/asset-drive';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { AppError } from '../../platform/errors.js';
import { RetryLaterError } from '../../platform/jobs/job-handler.js';
import type { AssetCaller } from './asset-caller.js';
import {
  DRIVE_DOWNLOAD_MAX_BYTES,
  type DriveClient,
  DriveError,
  type DriveFileFacts,
  isDriveFolder,
} from './asset-drive-client.js';
import { type DriveTake, driveName } from './asset-drive-take.js';
import type { AssetsRepository } from './assets.repository.js';
import type { AssetDriveFilesTable, AssetDriveImportsTable } from './assets.tables.js';

export const DRIVE_IMPORT_JOB = 'assets.drive-import';

/** A person's Google access token with a scope, or what is missing (the calendar module's). */
export type GoogleTokenFor = (
  userId: string,
  scope: string,
) => Promise<{ token: string } | { missing: 'app' | 'connection' | 'scope' }>;

type Entry = Pick<AssetDriveFilesTable, 'file_id' | 'name' | 'mime_type' | 'status' | 'reason'>;

const TOO_DEEP = `Folders more than ${DRIVE_IMPORT_MAX_DEPTH} levels down are not imported.`;
const NO_FILE = 'Google Forms, Sites, shortcuts and similar Google files have no file to import.';
const TOO_LARGE = `Files over ${DRIVE_DOWNLOAD_MAX_BYTES / 1024 ** 3} GB are larger than the library takes.`;
const LEFT_OUT = `Only the first ${DRIVE_IMPORT_MAX_FILES} files are imported; the rest stayed in Drive.`;

/** Why a file did not come in, in words the dialog shows. */
function reasonOf(error: unknown): string | null {
  if (error instanceof AppError) return error.message;
  if (error instanceof DriveError && !error.transient && !error.access)
    return error.reason === 'notFound'
      ? 'Not found in Google Drive, or not shared with your Google account.'
      : `Google Drive refused it: ${error.message}`;
  return null;
}

/**
 * The job that does an import (`assets.drive-import`): it lists what the links name (a folder
 * and its sub-folders, DRIVE_IMPORT_MAX_DEPTH levels, DRIVE_IMPORT_MAX_FILES files), noting
 * every file in `asset_drive_files` once, then takes each pending file in turn, keeping the
 * counts up to date. Run again (a retry after Google's 5xx, a worker that died), it skips
 * what is listed and what is done; a file taken but not yet marked is found by its bytes.
 */
export function createDriveImportJob({
  repository,
  take,
  tokenFor,
  client,
  now,
}: {
  repository: AssetsRepository;
  take: DriveTake;
  tokenFor: GoogleTokenFor;
  client: (token: string) => DriveClient;
  now: () => Date;
}) {
  const { own } = repository;
  const stamp = () => now().toISOString();

  async function update(id: string, changes: Partial<AssetDriveImportsTable>) {
    await own()
      .updateTable('asset_drive_imports')
      .set({ ...changes, updated_at: stamp() })
      .where('id', '=', id)
      .execute();
  }

  async function recount(id: string) {
    const rows = await own()
      .selectFrom('asset_drive_files')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('import_id', '=', id)
      .groupBy('status')
      .execute();
    const n = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
    const counts = { total: n('pending') + n('done') + n('failed'), done: n('done'), failed: n('failed') };
    await update(id, counts);
    return counts;
  }

  /** Every file the links name, in order; folders gone into as deep as allowed. */
  async function list(drive: DriveClient, links: DriveLink[]) {
    const entries = new Map<string, Entry>();
    let leftOut = false;
    const files = () => [...entries.values()].filter((e) => e.status === 'pending').length;
    const add = (file: DriveFileFacts, name: string) => {
      if (entries.has(file.id)) return;
      if (files() >= DRIVE_IMPORT_MAX_FILES) {
        leftOut = true;
        return;
      }
      const refusal =
        isGoogleAppsType(file.mimeType) && !DRIVE_EXPORT_MIME[file.mimeType]
          ? NO_FILE
          : (file.size ?? 0) > DRIVE_DOWNLOAD_MAX_BYTES
            ? TOO_LARGE
            : null;
      entries.set(file.id, {
        file_id: file.id,
        name,
        mime_type: file.mimeType,
        status: refusal ? 'failed' : 'pending',
        reason: refusal,
      });
    };
    const walk = async (folder: DriveFileFacts, prefix: string, depth: number) => {
      for (const child of await drive.children(folder.id, DRIVE_IMPORT_MAX_FILES + 1)) {
        const name = `${prefix}/${driveName(child)}`;
        if (!isDriveFolder(child)) add(child, name);
        else if (depth < DRIVE_IMPORT_MAX_DEPTH) await walk(child, name, depth + 1);
        else if (!entries.has(child.id))
          entries.set(child.id, {
            file_id: child.id,
            name,
            mime_type: child.mimeType,
            status: 'failed',
            reason: TOO_DEEP,
          });
      }
    };
    for (const link of links) {
      let file: DriveFileFacts;
      try {
        file = await drive.file(link.id);
      } catch (error) {
        const reason = reasonOf(error);
        if (!reason) throw error;
        entries.set(link.id, { file_id: link.id, name: link.id, mime_type: '', status: 'failed', reason });
        continue;
      }
      if (isDriveFolder(file)) await walk(file, driveName(file), 1);
      else add(file, driveName(file));
    }
    return { entries: [...entries.values()], leftOut };
  }

  /** Lists once: a listing cut short (a crash) is done again from the start. */
  async function listOnce(row: AssetDriveImportsTable, drive: DriveClient) {
    if (row.listed_at) return;
    const { entries, leftOut } = await list(drive, JSON.parse(row.links) as DriveLink[]);
    await own()
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('asset_drive_files').where('import_id', '=', row.id).execute();
        for (const [position, entry] of entries.entries())
          await trx
            .insertInto('asset_drive_files')
            .values({ ...entry, import_id: row.id, position, asset_id: null, updated_at: stamp() })
            .execute();
        await trx
          .updateTable('asset_drive_imports')
          .set({ listed_at: stamp(), error: leftOut ? LEFT_OUT : null, updated_at: stamp() })
          .where('id', '=', row.id)
          .execute();
      });
  }

  async function settle(importId: string, fileId: string, changes: Partial<AssetDriveFilesTable>) {
    await own()
      .updateTable('asset_drive_files')
      .set({ ...changes, updated_at: stamp() })
      .where('import_id', '=', importId)
      .where('file_id', '=', fileId)
      .execute();
  }

  /** False when the job's claim was lost (another worker has it): this run stops. */
  type Report = (progress: { done: number; total: number }) => Promise<boolean>;

  /** A client with the person's token as it is now (an import can outlast an access token). */
  async function connect(userId: string): Promise<DriveClient | null> {
    const access = await tokenFor(userId, DRIVE_READ_SCOPE);
    return 'token' in access ? client(access.token) : null;
  }

  async function takeAll(row: AssetDriveImportsTable, caller: AssetCaller, report: Report) {
    const pending = await own()
      .selectFrom('asset_drive_files')
      .selectAll()
      .where('import_id', '=', row.id)
      .where('status', '=', 'pending')
      .orderBy('position')
      .execute();
    for (const file of pending) {
      const drive = await connect(row.user_id);
      if (!drive) throw new DriveError('no Google access', 403, 'insufficientPermissions', false, true);
      try {
        const facts = await drive.file(file.file_id);
        const assetId = await take.asNew(caller, drive, facts, { name: file.name, folderId: row.folder_id });
        await settle(row.id, file.file_id, { status: 'done', asset_id: assetId });
      } catch (error) {
        const reason = reasonOf(error);
        if (!reason) throw error;
        await settle(row.id, file.file_id, { status: 'failed', reason: reason.slice(0, 500) });
      }
      const counts = await recount(row.id);
      if (!(await report({ done: counts.done + counts.failed, total: counts.total }))) return false;
    }
    return true;
  }

  /** The queue gave up (its attempts ran out): the import says so rather than run forever. */
  async function giveUp(importId: string, error: string): Promise<void> {
    await own()
      .updateTable('asset_drive_imports')
      .set({
        status: 'failed',
        error: `Google Drive kept failing: ${error}`.slice(0, 1000),
        updated_at: stamp(),
      })
      .where('id', '=', importId)
      .where('status', 'in', ['queued', 'running'])
      .execute();
  }

  async function run(importId: string, report: Report = async () => true): Promise<void> {
    const row = await own()
      .selectFrom('asset_drive_imports')
      .selectAll()
      .where('id', '=', importId)
      .executeTakeFirst();
    if (!row || row.status === 'done' || row.status === 'failed') return;
    await update(row.id, { status: 'running' });
    const fail = (error: string) => update(row.id, { status: 'failed', error });
    const drive = await connect(row.user_id);
    if (!drive) return fail(ERROR_CATALOGUE.drive_not_connected.message);
    // The person who started it acts, as a brand member who works on tickets (checked then).
    const caller: AssetCaller = {
      userId: row.user_id,
      workspaceId: row.workspace_id,
      projectId: row.project_id,
      external: false,
      brandAdmin: false,
    };
    try {
      await listOnce(row, drive);
      await recount(row.id);
      if (!(await takeAll(row, caller, report))) return;
    } catch (error) {
      // A token Drive no longer takes (401) is renewed by the next attempt; a scope taken back is final.
      if (error instanceof DriveError && error.access && error.status !== 401)
        return fail(ERROR_CATALOGUE.drive_not_connected.message);
      // Google said when to come back (a rate limit, a 503): the next attempt waits that long.
      if (error instanceof DriveError && error.retryAfterMs !== undefined)
        throw new RetryLaterError(error.message, error.retryAfterMs);
      throw error;
    }
    await update(row.id, { status: 'done' });
  }

  return { run, giveUp };
}
