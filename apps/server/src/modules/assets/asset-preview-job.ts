import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/database.js';
import type { Storage } from '../../platform/storage/storage.js';
import { makePreviews, type PreviewTools } from './asset-previews.js';
import type { AssetsRepository } from './assets.repository.js';

/** The job that makes one version's previews. */
export const ASSET_PREVIEW_JOB = 'assets.preview';

/**
 * Makes a version's thumbnails in the worker (docs/product.md#asset-library): the original is
 * copied from the file store to a scratch file (ffmpeg and pdftoppm read files), never changed;
 * the thumbnails are stored beside it and the version says how it went. A file that cannot be
 * read is no error: it stays, "no preview", with why. Anything else (the store down) throws,
 * and the queue tries again later.
 */
export function createAssetPreviewJob({
  db,
  storage,
  repository,
  tools,
  scratchDir = os.tmpdir(),
}: {
  db: Db;
  storage: Storage;
  repository: AssetsRepository;
  tools: () => Promise<PreviewTools>;
  scratchDir?: string;
}) {
  const { own } = repository;
  return async function makeVersionPreviews(versionId: string): Promise<void> {
    const version = await own(db)
      .selectFrom('asset_versions')
      .selectAll()
      .where('id', '=', versionId)
      .executeTakeFirst();
    // Deleted meanwhile, or done by an earlier run.
    if (version?.preview_state !== 'pending') return;
    const source = await storage.get(version.storage_key);
    if (!source) throw new Error(`asset version ${versionId}: its file is missing from the store`);
    await fs.promises.mkdir(scratchDir, { recursive: true });
    const dir = await fs.promises.mkdtemp(path.join(scratchDir, 'asset-preview-'));
    try {
      const file = path.join(dir, 'original');
      await pipeline(source, fs.createWriteStream(file));
      const result = await makePreviews(file, version.content_type, await tools(), { scratchDir: dir });
      const base = version.storage_key.slice(0, version.storage_key.lastIndexOf('.'));
      const smallKey = result.small ? `${base}-small.webp` : null;
      const largeKey = result.large ? `${base}-large.webp` : null;
      if (result.small && smallKey) await storage.put(smallKey, result.small);
      if (result.large && largeKey) await storage.put(largeKey, result.large);
      await own(db)
        .updateTable('asset_versions')
        .set({
          preview_state: result.state,
          preview_failure: result.failure,
          small_key: smallKey,
          large_key: largeKey,
          width: result.width ?? version.width,
          height: result.height ?? version.height,
          duration_ms: result.durationMs,
        })
        .where('id', '=', versionId)
        .execute();
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  };
}
