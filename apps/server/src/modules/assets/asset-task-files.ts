import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AssetUploadResult } from '@expertos/domain/assets';
import type { AssetCaller } from './asset-caller.js';
import { assertWorker } from './asset-caller.js';
import type { AssetUploads } from './asset-uploads.js';

/** A file of the brand's tickets, as the brand-content module reads it (its Library item). */
export type TaskFileReader = (
  brand: { workspaceId: string; projectId: string },
  key: string,
) => Promise<{ name: string; stream: Readable }>;

/**
 * A file of the brand's tickets ("From tasks") added to the asset library as a linked copy
 * (docs/product.md#asset-library): its bytes copied into the library, where it gets folders,
 * versions and rights; the asset remembers the ticket file it came from. The ticket keeps its
 * own file.
 */
export function createAssetTaskFiles({ read, uploads }: { read: TaskFileReader; uploads: AssetUploads }) {
  return {
    async copy(
      caller: AssetCaller,
      input: { key: string; folder_uid: string | null },
    ): Promise<AssetUploadResult> {
      assertWorker(caller);
      const file = await read(caller, input.key);
      const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'asset-task-file-'));
      try {
        const target = path.join(dir, 'file');
        await pipeline(file.stream, fs.createWriteStream(target));
        const { size } = await fs.promises.stat(target);
        return await uploads.single(
          caller,
          { name: file.name, folderId: input.folder_uid, assetId: null },
          { path: target, size },
          { source: 'ticket', sourceRef: input.key },
        );
      } finally {
        await fs.promises.rm(dir, { recursive: true, force: true });
      }
    },
  };
}
export type AssetTaskFiles = ReturnType<typeof createAssetTaskFiles>;
