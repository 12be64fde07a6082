import path from 'node:path';
import { z } from 'zod';
import { createGuardedFetch } from '../../platform/http/guarded-fetch.js';
import { defineJobHandler } from '../../platform/jobs/job-handler.js';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { assertStorageRoom, workspaceStorageUsed } from '../../views/storage-quota.view.js';
import { createPostTimes } from '../publishing/post-times.js';
import { createTicketTitles } from '../tickets/ticket-titles.js';
import { createAssetDrive } from './asset-drive.js';
import { assetDriveRoutes } from './asset-drive.routes.js';
import type { GoogleTokenFor } from './asset-drive-job.js';
import { createAssetFolders } from './asset-folders.js';
import { createAssetIngest } from './asset-ingest.js';
import { ASSET_PREVIEW_JOB, createAssetPreviewJob } from './asset-preview-job.js';
import { findPreviewTools, type PreviewTools } from './asset-previews.js';
import { createAssetTaskFiles, type TaskFileReader } from './asset-task-files.js';
import { createAssetUploads } from './asset-uploads.js';
import { assetUploadsRoutes } from './asset-uploads.routes.js';
import { createAssetWebClips } from './asset-web-clips.js';
import { createAssetsRepository } from './assets.repository.js';
import { assetsRoutes } from './assets.routes.js';
import { createAssetsService } from './assets.service.js';
import { createTicketAssets } from './ticket-assets.js';
import { ticketAssetsRoutes } from './ticket-assets.routes.js';

const versionPayload = z.object({ versionId: z.string().min(1).max(64) });
const uploadPayload = z.object({ uploadId: z.string().min(1).max(64) });
/** Drops a resumable upload left unfinished (ASSET_UPLOAD_EXPIRY_DAYS), or looks again later. */
const EXPIRE_UPLOAD_JOB = 'assets.expire-upload';

/**
 * The asset library (docs/product.md#asset-library): a brand's files in folders, with
 * versions, previews made by the worker, usage rights and where each is used. Owns its tables
 * (assets.tables.ts); what it shows of tickets comes from the tickets module's narrow reads.
 */
export function assetsModule(
  { config, database, storage, queue, logger, now }: ModuleDeps,
  uses: { taskFile: TaskFileReader; googleToken: GoogleTokenFor },
): ServerModule {
  const db = database.db;
  const repository = createAssetsRepository(db, database.dialect);
  const folders = createAssetFolders({ db, repository, now });
  const ingest = createAssetIngest({
    db,
    storage,
    repository,
    folders,
    now,
    // Once per version: a retried store finds the job already there.
    enqueuePreview: async (versionId, trx) => {
      await queue.enqueue(
        ASSET_PREVIEW_JOB,
        { versionId },
        { trx, dedupeKey: `${ASSET_PREVIEW_JOB}:${versionId}` },
      );
    },
  });
  const assets = createAssetsService({
    db,
    repository,
    folders,
    storage,
    ticketTitles: createTicketTitles(db),
    postTimes: createPostTimes(db),
    today: () => now().toISOString().slice(0, 10),
  });
  const uploads = createAssetUploads({
    repository,
    folders,
    ingest,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    now,
    present: (projectId, assetId) => assets.present(projectId, assetId),
    onIdleUntil: async (uploadId, at) => {
      await queue.enqueue(EXPIRE_UPLOAD_JOB, { uploadId }, { runAt: at });
    },
  });
  // The optional tools are looked for once, when the first preview is made.
  let tools: Promise<PreviewTools> | null = null;
  const previewTools = () => {
    tools ??= findPreviewTools().then((found) => {
      for (const [tool, pkg] of [
        ['pdftoppm', 'poppler-utils'],
        ['heifConvert', 'libheif-examples'],
      ] as const)
        if (!found[tool])
          logger.info({ tool, package: pkg }, 'asset previews: an optional tool is not installed');
      return found;
    });
    return tools;
  };
  const makePreviews = createAssetPreviewJob({
    db,
    storage,
    repository,
    tools: previewTools,
    scratchDir: path.join(config.dataDir, 'uploads', 'work'),
  });

  // Google Drive import (issue 45 item 9): through the person's own Google connection.
  const drive = createAssetDrive({
    db,
    repository,
    folders,
    ingest,
    fetch: createGuardedFetch({ allowPrivate: config.egress.allowPrivateTargets }),
    apiRootUrl: config.google.apiUrl,
    queue,
    quota: (workspaceId, bytes) => assertStorageRoom(db, storage, workspaceId, bytes),
    tokenFor: uses.googleToken,
    present: (projectId, assetId) => assets.present(projectId, assetId),
    now,
  });

  return {
    name: 'assets',
    routes: async (app) => {
      await app.register(assetDriveRoutes({ imports: drive.imports }));
      await app.register(
        assetsRoutes({
          assets,
          folders,
          workspaceUsed: (workspaceId) => workspaceStorageUsed(db, workspaceId),
        }),
      );
      await app.register(
        ticketAssetsRoutes({
          ticketAssets: createTicketAssets({
            db,
            repository,
            presentMany: assets.presentMany,
            today: () => now().toISOString().slice(0, 10),
          }),
        }),
      );
      await app.register(
        assetUploadsRoutes({
          uploads,
          taskFiles: createAssetTaskFiles({ read: uses.taskFile, uploads }),
          clips: createAssetWebClips({
            fetch: createGuardedFetch({ allowPrivate: config.egress.allowPrivateTargets }),
            uploads,
          }),
          quota: (workspaceId, bytes) => assertStorageRoom(db, storage, workspaceId, bytes),
        }),
      );
    },
    jobs: {
      ...drive.jobs,
      // Two at a time: an image's decode is one at a time in the process anyway (asset-previews.ts),
      // and a video's poster or a PDF page runs in a child process.
      [ASSET_PREVIEW_JOB]: {
        run: defineJobHandler(versionPayload, async ({ versionId }) => makePreviews(versionId)),
        concurrency: 2,
      },
      [EXPIRE_UPLOAD_JOB]: defineJobHandler(uploadPayload, async ({ uploadId }) => uploads.expire(uploadId)),
    },
  };
}
