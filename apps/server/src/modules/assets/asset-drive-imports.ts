import { randomUUID } from 'node:crypto';
import {
  type AssetDriveCheck,
  type AssetDriveImport,
  DRIVE_READ_SCOPE,
  type DriveLink,
  parseDriveLink,
} from '@expertos/domain/asset-drive';
import type { Asset } from '@expertos/domain/assets';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { type AssetCaller, assertWorker } from './asset-caller.js';
import { type DriveClient, DriveError } from './asset-drive-client.js';
import type { GoogleTokenFor } from './asset-drive-job.js';
import type { DriveTake } from './asset-drive-take.js';
import type { AssetFolders } from './asset-folders.js';
import type { AssetsRepository } from './assets.repository.js';
import type { AssetDriveImportsTable } from './assets.tables.js';

/** Where the person adds Drive access to their Google connection (incremental consent). */
export const DRIVE_CONNECT_PATH = '/api/me/google-calendar/connect?with=drive';

/**
 * Google Drive import into the library (docs/product.md#asset-library): starting one (the
 * links read for their ids, the person's Google connection with Drive access required), its
 * progress, and "Check Drive", which adds a version when the file in Drive changed.
 */
export function createAssetDriveImports({
  db,
  repository,
  folders,
  take,
  tokenFor,
  client,
  enqueue,
  present,
  now,
}: {
  db: Db;
  repository: AssetsRepository;
  folders: AssetFolders;
  take: DriveTake;
  tokenFor: GoogleTokenFor;
  client: (token: string) => DriveClient;
  enqueue: (importId: string, workspaceId: string, trx: Db) => Promise<void>;
  present: (projectId: string, assetId: string) => Promise<Asset>;
  now: () => Date;
}) {
  const { own } = repository;

  /** A token for Drive, or 409 saying what the person should do. */
  async function driveToken(caller: AssetCaller): Promise<string> {
    const access = await tokenFor(caller.userId, DRIVE_READ_SCOPE);
    if ('token' in access) return access.token;
    throw new AppError('drive_not_connected', {
      extra: { missing: access.missing, connect: DRIVE_CONNECT_PATH },
    });
  }

  async function view(row: AssetDriveImportsTable): Promise<AssetDriveImport> {
    const failures = await own()
      .selectFrom('asset_drive_files')
      .select(['name', 'reason'])
      .where('import_id', '=', row.id)
      .where('status', '=', 'failed')
      .orderBy('position')
      .limit(100)
      .execute();
    return {
      uid: row.id,
      status: row.status,
      folder_uid: row.folder_id,
      total: Number(row.total),
      done: Number(row.done),
      failed: Number(row.failed),
      failures: failures.map((f) => ({ name: f.name, reason: f.reason ?? '' })),
      error: row.error,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  return {
    async start(caller: AssetCaller, input: { links: string[]; folder_uid: string | null }) {
      assertWorker(caller);
      const links: DriveLink[] = [];
      const bad: { path: string; message: string }[] = [];
      input.links.forEach((link, i) => {
        const parsed = parseDriveLink(link);
        if (parsed) links.push(parsed);
        else bad.push({ path: `links.${i}`, message: `Not a Google Drive link: ${link.slice(0, 200)}` });
      });
      if (bad.length > 0) throw new AppError('drive_link_invalid', { details: bad });
      await folders.assertUploadable(caller, input.folder_uid);
      await driveToken(caller);
      const at = now().toISOString();
      const row: AssetDriveImportsTable = {
        id: randomUUID(),
        workspace_id: caller.workspaceId,
        project_id: caller.projectId,
        user_id: caller.userId,
        folder_id: input.folder_uid,
        links: JSON.stringify(links),
        status: 'queued',
        total: 0,
        done: 0,
        failed: 0,
        error: null,
        listed_at: null,
        created_at: at,
        updated_at: at,
      };
      await db.transaction().execute(async (trx) => {
        await own(trx).insertInto('asset_drive_imports').values(row).execute();
        await enqueue(row.id, caller.workspaceId, trx);
      });
      return view(row);
    },

    /** Its progress, for whoever may see the brand's library. */
    async progress(caller: AssetCaller, importId: string): Promise<AssetDriveImport> {
      const row = await own()
        .selectFrom('asset_drive_imports')
        .selectAll()
        .where('id', '=', importId)
        .where('project_id', '=', caller.projectId)
        .executeTakeFirst();
      if (!row) throw new AppError('not_found');
      return view(row);
    },

    /** "Check Drive": a new version when the Drive file is not what was taken last. */
    async check(caller: AssetCaller, assetId: string): Promise<AssetDriveCheck> {
      await take.assertVersionable(caller, assetId);
      const source = await own()
        .selectFrom('asset_drive_sources')
        .selectAll()
        .where('asset_id', '=', assetId)
        .where('project_id', '=', caller.projectId)
        .executeTakeFirst();
      if (!source) throw new AppError('asset_not_from_drive');
      const drive = client(await driveToken(caller));
      let changed = false;
      try {
        const file = await drive.file(source.file_id);
        const same =
          file.version === source.drive_version &&
          file.md5 === source.md5 &&
          file.modifiedTime === source.modified_time;
        if (same) await take.remember(caller, assetId, file);
        else changed = await take.asVersion(caller, drive, file, assetId);
      } catch (error) {
        if (!(error instanceof DriveError)) throw error;
        if (error.access)
          throw new AppError('drive_not_connected', { extra: { connect: DRIVE_CONNECT_PATH } });
        throw new AppError('asset_fetch_failed', {
          message: `Google Drive could not give the file: ${error.message}`,
          cause: error,
        });
      }
      return { changed, asset: await present(caller.projectId, assetId) };
    },
  };
}
export type AssetDriveImports = ReturnType<typeof createAssetDriveImports>;
