import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DRIVE_EXPORT_MIME } from '@expertos/domain/asset-drive';
import type { Db } from '../../db/database.js';
import type { AssetCaller } from './asset-caller.js';
import type { DriveClient, DriveFileFacts } from './asset-drive-client.js';
import type { AssetIngest, CheckedFile } from './asset-ingest.js';
import type { AssetsRepository } from './assets.repository.js';

/**
 * One Drive file into the library, the way every file comes in: its bytes (exported as PDF
 * when it is a Google Doc, Sheet or Slides) go through the ingest's checks (type by its bytes,
 * size, pixels), bytes already in the brand's library are that asset (no second copy), and
 * the Drive file it came from is remembered for "Check Drive".
 */
export interface DriveTakeDeps {
  repository: AssetsRepository;
  ingest: AssetIngest;
  /** Refuses (413 `storage_quota_exceeded`) when `bytes` more would pass the workspace's quota. */
  quota: (workspaceId: string, bytes: number) => Promise<void>;
  now: () => Date;
}

/** The name it keeps: an exported document ends in `.pdf`. */
export function driveName(file: Pick<DriveFileFacts, 'name' | 'mimeType'>): string {
  const name = file.name.replace(/[\\/]/g, '-').trim() || 'file';
  return DRIVE_EXPORT_MIME[file.mimeType] && !/\.pdf$/i.test(name) ? `${name}.pdf` : name;
}

/** Runs `work` on the file's bytes on local disk (the ingest reads a file), then removes them. */
export async function withDriveBytes<T>(
  client: DriveClient,
  file: Pick<DriveFileFacts, 'id' | 'mimeType'>,
  work: (local: { path: string; size: number }) => Promise<T>,
): Promise<T> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'asset-drive-'));
  try {
    const local = path.join(dir, 'file');
    const size = await client.download(file, local);
    return await work({ path: local, size });
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

export function createDriveTake({ repository, ingest, quota, now }: DriveTakeDeps) {
  const { own } = repository;

  /** What Drive said of the file, kept beside the asset it became. */
  async function remember(caller: AssetCaller, assetId: string, file: DriveFileFacts, trx?: Db) {
    const row = {
      project_id: caller.projectId,
      file_id: file.id,
      mime_type: file.mimeType,
      md5: file.md5,
      modified_time: file.modifiedTime,
      drive_version: file.version,
      checked_at: now().toISOString(),
    };
    const done = await own(trx)
      .updateTable('asset_drive_sources')
      .set(row)
      .where('asset_id', '=', assetId)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0)
      await own(trx)
        .insertInto('asset_drive_sources')
        .values({ asset_id: assetId, ...row })
        .execute();
  }

  return {
    remember,
    assertVersionable: ingest.assertVersionable,

    /** A new asset from the file (or the one already holding its bytes), where `name`'s path says. */
    async asNew(
      caller: AssetCaller,
      client: DriveClient,
      file: DriveFileFacts,
      target: { name: string; folderId: string | null },
    ): Promise<string> {
      return withDriveBytes(client, file, async (local) => {
        const checked: CheckedFile = await ingest.check(local.path, local.size, target.name);
        const same = await repository.withBytes(caller.projectId, checked.sha256);
        if (same) {
          // Taken before (another link, or a run that stopped after storing): that asset it is.
          const asset = await repository.one(caller.projectId, same.asset_id);
          if (asset?.source === 'drive' && asset.source_ref === file.id)
            await remember(caller, same.asset_id, file);
          return same.asset_id;
        }
        await quota(caller.workspaceId, local.size);
        const { assetId } = await ingest.store(
          caller,
          {
            file: local.path,
            size: local.size,
            ...target,
            assetId: null,
            source: 'drive',
            sourceRef: file.id,
          },
          checked,
        );
        await remember(caller, assetId, file);
        return assetId;
      });
    },

    /** The file's bytes as a new version of the asset, unless it already has them. */
    async asVersion(
      caller: AssetCaller,
      client: DriveClient,
      file: DriveFileFacts,
      assetId: string,
    ): Promise<boolean> {
      return withDriveBytes(client, file, async (local) => {
        const checked = await ingest.check(local.path, local.size, driveName(file));
        const current = await repository.one(caller.projectId, assetId);
        const version = current
          ? await own()
              .selectFrom('asset_versions')
              .select('sha256')
              .where('id', '=', current.current_version_id)
              .executeTakeFirst()
          : undefined;
        if (version?.sha256 !== checked.sha256) {
          await quota(caller.workspaceId, local.size);
          await ingest.store(
            caller,
            {
              file: local.path,
              size: local.size,
              name: driveName(file),
              folderId: null,
              assetId,
              source: 'drive',
              sourceRef: file.id,
            },
            checked,
          );
        }
        await remember(caller, assetId, file);
        return version?.sha256 !== checked.sha256;
      });
    },
  };
}
export type DriveTake = ReturnType<typeof createDriveTake>;
