import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ASSET_FETCH_TIMEOUT_MS,
  ASSET_MAX_BYTES,
  ASSET_NAME_MAX,
  type AssetUploadResult,
} from '@expertos/domain/assets';
import { AppError } from '../../platform/errors.js';
import { EgressError, EgressTooLargeError } from '../../platform/http/egress-errors.js';
import type { GuardedFetch } from '../../platform/http/guarded-fetch.js';
import type { AssetCaller } from './asset-caller.js';
import { sniffAssetType } from './asset-type.js';
import type { AssetUploads } from './asset-uploads.js';

/** The name a clipped image keeps: the last part of its address, else "image". */
export function clipName(url: string): string {
  try {
    const last = decodeURIComponent(new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '');
    return last.replace(/[\\/]/g, '-').trim().slice(0, ASSET_NAME_MAX) || 'image';
  } catch {
    return 'image';
  }
}

/**
 * An image of a web page saved to the library (the extension's right-click;
 * docs/product.md#asset-library): the server fetches it through the egress guard (no private
 * address, a size and time limit, redirects checked hop by hop), then it is taken like an
 * upload — by its bytes, which must be an image.
 */
export function createAssetWebClips({ fetch, uploads }: { fetch: GuardedFetch; uploads: AssetUploads }) {
  return {
    async save(
      caller: AssetCaller,
      input: { url: string; folder_uid: string | null; name?: string | undefined },
    ): Promise<AssetUploadResult> {
      let body: Buffer;
      try {
        const response = await fetch(
          input.url,
          { method: 'GET', headers: { accept: 'image/*' } },
          { maxBytes: ASSET_MAX_BYTES.image, timeoutMs: ASSET_FETCH_TIMEOUT_MS, maxRedirects: 3 },
        );
        if (response.status < 200 || response.status >= 300) throw new AppError('asset_fetch_failed');
        body = response.body;
      } catch (error) {
        if (error instanceof EgressTooLargeError) throw new AppError('asset_too_large', { cause: error });
        if (error instanceof EgressError) throw new AppError('asset_fetch_failed', { cause: error });
        throw error;
      }
      const name = input.name ?? clipName(input.url);
      if (sniffAssetType(body.subarray(0, 64 * 1024), name, body.length <= 64 * 1024)?.kind !== 'image')
        throw new AppError('asset_type_refused');
      const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'asset-clip-'));
      try {
        const file = path.join(dir, 'clip');
        await fs.promises.writeFile(file, body);
        return await uploads.single(
          caller,
          { name, folderId: input.folder_uid, assetId: null },
          { path: file, size: body.length },
          { source: 'web', sourceRef: input.url },
        );
      } finally {
        await fs.promises.rm(dir, { recursive: true, force: true });
      }
    },
  };
}
export type AssetWebClips = ReturnType<typeof createAssetWebClips>;
