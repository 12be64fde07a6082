import { errorFromReply, networkError, safeJsonParse } from '@expertos/api-client/api-error';
import {
  assetBrandPath,
  assetUploadForm,
  assetUploadIdOf,
  assetUploadMetadata,
  assetUploadPath,
  assetUploadsPath,
  assetUrl,
  getAssetUpload,
  readAssetUploadReply,
} from '@expertos/api-client/assets';
import { isApiError } from '@expertos/api-client/client';
import {
  ASSET_RESUMABLE_FROM_BYTES,
  type AssetUploadResult,
  type AssetUploadTarget,
  assetUploadSchema,
} from '@expertos/domain/assets';
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from '@expertos/domain/idempotency';
import { DetailedError, Upload } from 'tus-js-client';
import { api, authTokens } from '@/shared/api/client';
import type { SendContext, UploadItem } from './upload-queue';

/**
 * How the library's files travel (docs/product.md#asset-library): small ones in one multipart
 * POST by XMLHttpRequest (fetch reports no upload progress), larger ones by tus-js-client,
 * which resumes after a dropped connection and, once the same file is picked again, after a
 * reload. This module is the only importer of tus-js-client: it loads with the library page.
 */

/** Waits between tries when a tus request fails (a dropped connection): about two minutes in all. */
export const TUS_RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000];

/**
 * Whether a failed tus request is tried again: a dropped connection (no answer) or a server
 * error, a conflict or a lock — never another refusal. Unlike tus-js-client's own rule, not
 * only while the browser says it is online: a request cut by the network going away fails
 * while the browser is offline, and the client would then give the upload up at once; waiting
 * the retry delays lets it go on from the bytes that arrived once the network is back.
 */
export function shouldRetryTus(status: number): boolean {
  return status === 0 || status >= 500 || status === 409 || status === 423;
}

const targetOf = (item: UploadItem): AssetUploadTarget => ({
  name: item.name,
  folder_uid: item.folderUid,
  asset_uid: item.assetUid,
});

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

async function bearer(): Promise<string | null> {
  try {
    const token = await authTokens.getToken();
    return token ? `Bearer ${token}` : null;
  } catch (error) {
    throw isApiError(error) ? error : networkError(error);
  }
}

/** `POST …/assets` as multipart, its progress reported as the bytes go. */
export async function sendMultipart(item: UploadItem, { onProgress, signal }: SendContext) {
  if (signal.aborted) throw abortError();
  const authorization = await bearer();
  return new Promise<AssetUploadResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', assetUrl(api, assetUploadPath(item.brand)));
    xhr.setRequestHeader('Accept', 'application/json');
    if (authorization) xhr.setRequestHeader('Authorization', authorization);
    // A fresh key per try: a refusal is kept against its key, and a retry may now succeed.
    xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, newIdempotencyKey());
    xhr.upload.onprogress = (event) => onProgress(Math.min(event.loaded, item.size));
    xhr.onload = () => {
      try {
        resolve(readAssetUploadReply(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(networkError(new Error('The upload lost its connection.')));
    xhr.onabort = () => reject(abortError());
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(assetUploadForm(targetOf(item), item.file));
  });
}

/** An absolute URL: tus-js-client resolves the upload's `Location` against it. */
const absolute = (url: string) =>
  typeof window === 'undefined' ? url : new URL(url, window.location.href).toString();

/**
 * What tus-js-client remembers an unfinished upload by: the brand, where the file goes and the
 * file itself, so picking the same file for the same place resumes it, and the same file for
 * another folder (or as a version) starts afresh.
 */
export function tusFingerprint(item: UploadItem): string {
  const { file } = item;
  return [
    'expertos-asset',
    assetBrandPath(item.brand),
    item.folderUid ?? '',
    item.assetUid ?? '',
    item.name,
    file.size,
    file.type,
    file.lastModified,
  ].join('|');
}

function tusError(error: Error): Error {
  if (error instanceof DetailedError && error.originalResponse) {
    return errorFromReply(error.originalResponse.getStatus(), error.originalResponse.getBody() ?? '');
  }
  return networkError(error);
}

/** The upload's result: from the last PATCH's reply, else asked of `GET …/asset-uploads/{id}/result`. */
async function resultOf(item: UploadItem, url: string | null, lastBody: string): Promise<AssetUploadResult> {
  const fromReply = assetUploadSchema.safeParse(safeJsonParse(lastBody));
  if (fromReply.success && fromReply.data.result) return fromReply.data.result;
  const uploadId = url ? assetUploadIdOf(url) : null;
  if (!uploadId) throw networkError(new Error('The server gave the upload no address.'));
  const upload = await getAssetUpload(api, item.brand, uploadId);
  if (!upload.result) throw errorFromReply(500, '');
  return upload.result;
}

/** Factory for tus-js-client's Upload (a test hands in its own). */
export type UploadFactory = (file: File, options: ConstructorParameters<typeof Upload>[1]) => Upload;
const realUpload: UploadFactory = (file, options) => new Upload(file, options);

/** Sends a file by tus (creation + core) to `…/asset-uploads`, resuming an earlier try of it. */
export function sendTus(
  item: UploadItem,
  { onProgress, signal }: SendContext,
  makeUpload: UploadFactory = realUpload,
): Promise<AssetUploadResult> {
  return new Promise<AssetUploadResult>((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError());
      return;
    }
    const upload = makeUpload(item.file, {
      endpoint: absolute(assetUrl(api, assetUploadsPath(item.brand))),
      chunkSize: ASSET_RESUMABLE_FROM_BYTES,
      retryDelays: TUS_RETRY_DELAYS_MS,
      onShouldRetry: (error) => shouldRetryTus(error.originalResponse?.getStatus() ?? 0),
      metadata: assetUploadMetadata(targetOf(item)),
      fingerprint: async () => tusFingerprint(item),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      async onBeforeRequest(request) {
        const authorization = await bearer();
        if (authorization) request.setHeader('Authorization', authorization);
      },
      onProgress: (sent) => onProgress(sent),
      onSuccess: ({ lastResponse }) => {
        resultOf(item, upload.url, lastResponse.getBody() ?? '').then(resolve, reject);
      },
      onError: (error) => reject(tusError(error)),
    });
    signal.addEventListener(
      'abort',
      () => {
        // Terminating asks the server to drop the bytes it has (DELETE on the upload).
        upload.abort(true).catch(() => undefined);
        reject(abortError());
      },
      { once: true },
    );
    upload
      .findPreviousUploads()
      .then((previous) => {
        if (signal.aborted) return;
        const [latest] = [...previous].sort((a, b) => b.creationTime.localeCompare(a.creationTime));
        if (latest) upload.resumeFromPreviousUpload(latest);
        upload.start();
      })
      .catch((error: unknown) => reject(networkError(error)));
  });
}
