import type { Asset } from '@expertos/domain/assets';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { GuardedFetch } from '../../platform/http/guarded-fetch.js';
import { defineJobHandler } from '../../platform/jobs/job-handler.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { createDriveClient } from './asset-drive-client.js';
import { createAssetDriveImports } from './asset-drive-imports.js';
import { createDriveImportJob, DRIVE_IMPORT_JOB, type GoogleTokenFor } from './asset-drive-job.js';
import { createDriveTake } from './asset-drive-take.js';
import type { AssetFolders } from './asset-folders.js';
import type { AssetIngest } from './asset-ingest.js';
import type { AssetsRepository } from './assets.repository.js';

const importPayload = z.object({ importId: z.string().min(1).max(64) });

/** The Drive import's parts, built once for assets.module.ts: its service and its job. */
export function createAssetDrive(deps: {
  db: Db;
  repository: AssetsRepository;
  folders: AssetFolders;
  ingest: AssetIngest;
  fetch: GuardedFetch;
  /** GOOGLE_API_URL: Drive's root is Google's API root, as the Calendar's (tests: the stand-in). */
  apiRootUrl: string | undefined;
  queue: Pick<JobQueue, 'enqueue'>;
  quota: (workspaceId: string, bytes: number) => Promise<void>;
  tokenFor: GoogleTokenFor;
  present: (projectId: string, assetId: string) => Promise<Asset>;
  now: () => Date;
}) {
  const client = (token: string) =>
    createDriveClient({ fetch: deps.fetch, token, apiRootUrl: deps.apiRootUrl });
  const take = createDriveTake(deps);
  const imports = createAssetDriveImports({
    ...deps,
    take,
    client,
    // Once per import: a retried start finds the job already there.
    enqueue: async (importId, workspaceId, trx) => {
      await deps.queue.enqueue(
        DRIVE_IMPORT_JOB,
        { importId },
        { trx, workspaceId, dedupeKey: `${DRIVE_IMPORT_JOB}:${importId}` },
      );
    },
  });
  const job = createDriveImportJob({ ...deps, take, client });
  return {
    imports,
    jobs: {
      [DRIVE_IMPORT_JOB]: {
        run: defineJobHandler(importPayload, async ({ importId }, context) =>
          job.run(importId, (progress) => context.progress(progress)),
        ),
        onDead: async (payload: unknown, error: string) => {
          const parsed = importPayload.safeParse(payload);
          if (parsed.success) await job.giveUp(parsed.data.importId, error);
        },
      },
    },
  };
}
