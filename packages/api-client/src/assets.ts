import type { AssetDriveCheck, AssetDriveImport, AssetDriveImportCreate } from '@expertos/domain/asset-drive';
import {
  type Asset,
  type AssetBulk,
  type AssetDuplicateAction,
  type AssetFolder,
  type AssetKind,
  type AssetPage,
  type AssetPatch,
  type AssetPreviewSize,
  type AssetRightsState,
  type AssetStorage,
  type AssetUpload,
  type AssetUploadResult,
  type AssetUploadTarget,
  type AssetUses,
  type AssetVersion,
  assetFolderSchema,
  assetSchema,
  assetUploadResultSchema,
  type TicketAssetKind,
  type TicketAssets,
  type TicketAssetsAdd,
} from '@expertos/domain/assets';
import { z } from 'zod';
import { catalogueError, errorFromReply, safeJsonParse } from './api-error';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';
import { buildUrl, type QueryParams } from './url';
import { type WorkspaceCallOptions, workspacePath } from './workspaces';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const assetDriveReply = lazyReplies(() => import('@expertos/domain/asset-drive'));
const assetsReply = lazyReplies(() => import('@expertos/domain/assets'));
const googleCalendarReply = lazyReplies(() => import('@expertos/domain/google-calendar.schema'));

/**
 * The asset library's calls (docs/product.md#asset-library), all under a brand:
 * `/workspaces/{id}/projects/{projectId}/…`. Uploads of small files go as one multipart POST
 * (`assetUploadForm`); larger ones speak tus at `assetUploadsPath` (the browser's own client
 * does the bytes; `getAssetUpload` reads what they came to).
 */

/** The brand an asset call is about. */
export interface AssetBrand {
  workspaceId: string;
  projectId: string;
}

const enc = encodeURIComponent;

/** `/workspaces/{id}/projects/{projectId}`: the base of every asset call. */
export const assetBrandPath = ({ workspaceId, projectId }: AssetBrand) =>
  `${workspacePath(workspaceId)}/projects/${enc(projectId)}`;
const assetsPath = (brand: AssetBrand) => `${assetBrandPath(brand)}/assets`;
const assetPath = (brand: AssetBrand, assetId: string) => `${assetsPath(brand)}/${enc(assetId)}`;
const versionPath = (brand: AssetBrand, assetId: string, versionId: string) =>
  `${assetPath(brand, assetId)}/versions/${enc(versionId)}`;
const foldersPath = (brand: AssetBrand) => `${assetBrandPath(brand)}/asset-folders`;
/** The multipart upload (POST) and the list (GET). */
export const assetUploadPath = assetsPath;
/** The tus endpoint: a POST here creates a resumable upload. */
export const assetUploadsPath = (brand: AssetBrand) => `${assetBrandPath(brand)}/asset-uploads`;
const uploadPath = (brand: AssetBrand, uploadId: string) => `${assetUploadsPath(brand)}/${enc(uploadId)}`;
/** The path of a version's preview image (WebP), as `fetchAssetPreview` asks for it. */
export const assetPreviewPath = (
  brand: AssetBrand,
  assetId: string,
  versionId: string,
  size: AssetPreviewSize,
) => `${versionPath(brand, assetId, versionId)}/preview/${size}`;
/** The path of a version's original file. */
export const assetFilePath = (brand: AssetBrand, assetId: string, versionId: string) =>
  `${versionPath(brand, assetId, versionId)}/file`;

/** What the list is filtered by; every part is optional (absent: not filtered). */
export interface AssetFilter {
  /** A folder's uid, `root` for assets in no folder; absent: every folder. */
  folder?: string;
  q?: string;
  kind?: AssetKind;
  tag?: string;
  rights?: AssetRightsState;
  uploader?: string;
  /** Uploaded on or after / on or before, `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  used?: boolean;
  archived?: boolean;
  sort?: 'newest' | 'oldest' | 'name';
}

/** The list's query parameters as the server's `assetListQuerySchema` reads them; empty parts left out. */
export function assetListParams(
  filter: AssetFilter,
  page: { cursor?: string | null; limit?: number } = {},
): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const key of ['folder', 'kind', 'tag', 'rights', 'uploader', 'from', 'to', 'sort'] as const) {
    const value = filter[key];
    if (value) params[key] = value;
  }
  const q = filter.q?.trim();
  if (q) params.q = q;
  if (filter.used !== undefined) params.used = String(filter.used);
  if (filter.archived !== undefined) params.archived = String(filter.archived);
  if (page.cursor) params.cursor = page.cursor;
  if (page.limit !== undefined) params.limit = page.limit;
  return params;
}

/** `GET …/assets`: one keyset page, after `cursor`. */
export function listAssets(
  client: ApiClient,
  brand: AssetBrand,
  filter: AssetFilter = {},
  page: { cursor?: string | null; limit?: number } = {},
  opts: WorkspaceCallOptions = {},
): Promise<AssetPage> {
  return client.get(assetsPath(brand), {
    query: assetListParams(filter, page) as QueryParams,
    schema: assetsReply('assetPageSchema'),
    ...opts,
  });
}

/** `GET …/assets/{assetId}`. */
export function getAsset(
  client: ApiClient,
  brand: AssetBrand,
  assetId: string,
  opts: WorkspaceCallOptions = {},
): Promise<Asset> {
  return client.get(assetPath(brand, assetId), { schema: assetSchema, ...opts });
}

/** `PATCH …/assets/{assetId}`: name, folder, tags, rights (any part of them), archived. */
export function updateAsset(
  client: ApiClient,
  brand: AssetBrand,
  assetId: string,
  patch: AssetPatch,
  opts: WorkspaceCallOptions = {},
): Promise<Asset> {
  return client.patch(assetPath(brand, assetId), { body: patch, schema: assetSchema, ...opts });
}

/**
 * `DELETE …/assets/{assetId}` (brand admins): gone for good. An asset in use answers 409
 * `asset_in_use`; archiving it is the way out.
 */
export async function deleteAsset(
  client: ApiClient,
  brand: AssetBrand,
  assetId: string,
  opts: WorkspaceCallOptions = {},
): Promise<void> {
  await client.delete(assetPath(brand, assetId), opts);
}

const assetItemsSchema = z.object({ items: z.array(assetSchema) });

/** `POST …/assets/bulk`: moves, tags, untags, archives or unarchives many at once; answers them. */
export async function bulkUpdateAssets(
  client: ApiClient,
  brand: AssetBrand,
  body: AssetBulk,
  opts: WorkspaceCallOptions = {},
): Promise<Asset[]> {
  const reply = await client.post(`${assetsPath(brand)}/bulk`, { body, schema: assetItemsSchema, ...opts });
  return reply.items;
}

/** `GET …/assets/{assetId}/versions`: newest first. */
export async function listAssetVersions(
  client: ApiClient,
  brand: AssetBrand,
  assetId: string,
  opts: WorkspaceCallOptions = {},
): Promise<AssetVersion[]> {
  const reply = await client.get(`${assetPath(brand, assetId)}/versions`, {
    schema: assetsReply('assetVersionsSchema'),
    ...opts,
  });
  return reply.items;
}

/** `POST …/assets/{assetId}/versions/{versionId}/restore`: that version becomes the one in use. */
export function restoreAssetVersion(
  client: ApiClient,
  brand: AssetBrand,
  assetId: string,
  versionId: string,
  opts: WorkspaceCallOptions = {},
): Promise<Asset> {
  return client.post(`${versionPath(brand, assetId, versionId)}/restore`, { schema: assetSchema, ...opts });
}

/** `GET …/assets/{assetId}/uses`: the tickets and posts the viewer may see, and how many more. */
export function listAssetUses(
  client: ApiClient,
  brand: AssetBrand,
  assetId: string,
  opts: WorkspaceCallOptions = {},
): Promise<AssetUses> {
  return client.get(`${assetPath(brand, assetId)}/uses`, { schema: assetsReply('assetUsesSchema'), ...opts });
}

/** `GET …/versions/{versionId}/preview/{size}`: a WebP; 404 when the version has none. */
export function fetchAssetPreview(
  client: ApiClient,
  brand: AssetBrand,
  assetId: string,
  versionId: string,
  size: AssetPreviewSize,
  opts: { signal?: AbortSignal } = {},
): Promise<Blob> {
  return client.blob(assetPreviewPath(brand, assetId, versionId, size), opts);
}

/** `GET …/versions/{versionId}/file`: the original, with the bearer token. */
export function fetchAssetFile(
  client: ApiClient,
  brand: AssetBrand,
  assetId: string,
  versionId: string,
  opts: { signal?: AbortSignal } = {},
): Promise<Blob> {
  return client.blob(assetFilePath(brand, assetId, versionId), opts);
}

// Folders

const folderListSchema = z.object({ items: z.array(assetFolderSchema) });

/** `GET …/asset-folders`: every folder of the brand, flat (the tree is built by the caller). */
export async function listAssetFolders(
  client: ApiClient,
  brand: AssetBrand,
  opts: WorkspaceCallOptions = {},
): Promise<AssetFolder[]> {
  const reply = await client.get(foldersPath(brand), { schema: folderListSchema, ...opts });
  return reply.items;
}

/** `POST …/asset-folders`: a folder in `parent_uid` (null: at the top). */
export function createAssetFolder(
  client: ApiClient,
  brand: AssetBrand,
  body: { name: string; parent_uid: string | null },
  opts: WorkspaceCallOptions = {},
): Promise<AssetFolder> {
  return client.post(foldersPath(brand), { body, schema: assetFolderSchema, ...opts });
}

/** `PATCH …/asset-folders/{folderId}`: renames, moves (409 `asset_folder_cycle`) or opens it to externals. */
export function updateAssetFolder(
  client: ApiClient,
  brand: AssetBrand,
  folderId: string,
  body: { name?: string; parent_uid?: string | null; open_to_externals?: boolean },
  opts: WorkspaceCallOptions = {},
): Promise<AssetFolder> {
  return client.patch(`${foldersPath(brand)}/${enc(folderId)}`, {
    body,
    schema: assetFolderSchema,
    ...opts,
  });
}

/** `DELETE …/asset-folders/{folderId}`: only an empty one (409 `asset_folder_not_empty`). */
export async function deleteAssetFolder(
  client: ApiClient,
  brand: AssetBrand,
  folderId: string,
  opts: WorkspaceCallOptions = {},
): Promise<void> {
  await client.delete(`${foldersPath(brand)}/${enc(folderId)}`, opts);
}

// Tags and storage

const tagListSchema = z.object({ items: z.array(z.object({ tag: z.string(), count: z.number().int() })) });
export type AssetTagCount = z.infer<typeof tagListSchema>['items'][number];

/** `GET …/asset-tags`: the brand's tags with how many assets carry each. */
export async function listAssetTags(
  client: ApiClient,
  brand: AssetBrand,
  opts: WorkspaceCallOptions = {},
): Promise<AssetTagCount[]> {
  const reply = await client.get(`${assetBrandPath(brand)}/asset-tags`, { schema: tagListSchema, ...opts });
  return reply.items;
}

/** `GET …/asset-storage`: the brand's use against the workspace's quota (by kind for admins). */
export function getAssetStorage(
  client: ApiClient,
  brand: AssetBrand,
  opts: WorkspaceCallOptions = {},
): Promise<AssetStorage> {
  return client.get(`${assetBrandPath(brand)}/asset-storage`, {
    schema: assetsReply('assetStorageSchema'),
    ...opts,
  });
}

// Uploads

/**
 * The multipart body of `POST …/assets`: the text fields first (the server reads where the file
 * goes before its bytes arrive), then the file in `file`. `name` is the file's name, or its path
 * below a dropped folder (`shoot/day 1/a.jpg`).
 */
export function assetUploadForm(target: AssetUploadTarget, file: Blob): FormData {
  const form = new FormData();
  form.append('name', target.name);
  if (target.folder_uid) form.append('folder_uid', target.folder_uid);
  if (target.asset_uid) form.append('asset_uid', target.asset_uid);
  form.append('file', file, target.name.split('/').pop() || target.name);
  return form;
}

/** The tus `Upload-Metadata` of a resumable upload, before tus-js-client encodes it. */
export function assetUploadMetadata(target: AssetUploadTarget): Record<string, string> {
  const metadata: Record<string, string> = { filename: target.name };
  if (target.folder_uid) metadata.folder_uid = target.folder_uid;
  if (target.asset_uid) metadata.asset_uid = target.asset_uid;
  return metadata;
}

/** The absolute or base-relative URL of a path, for a caller that sends its own request (XHR, tus). */
export function assetUrl(client: ApiClient, path: string): string {
  return buildUrl(client.baseUrl, path);
}

/**
 * What a multipart upload's reply came to: the result of a 2xx, else the error as every other
 * call throws it (the server's code: 413 `asset_too_large` or `storage_quota_exceeded`, 415…).
 */
export function readAssetUploadReply(status: number, bodyText: string): AssetUploadResult {
  if (status < 200 || status >= 300) throw errorFromReply(status, bodyText);
  const parsed = assetUploadResultSchema.safeParse(safeJsonParse(bodyText));
  if (!parsed.success) throw catalogueError('internal_error', status, { cause: parsed.error });
  return parsed.data;
}

/** `POST …/assets` in one request (no progress; the web app sends it with XHR for that). */
export function uploadAsset(
  client: ApiClient,
  brand: AssetBrand,
  target: AssetUploadTarget,
  file: Blob,
  opts: WorkspaceCallOptions = {},
): Promise<AssetUploadResult> {
  return client.post(assetUploadPath(brand), {
    body: assetUploadForm(target, file),
    schema: assetUploadResultSchema,
    ...opts,
  });
}

/** The upload id at the end of a tus `Location` (`…/asset-uploads/{uploadId}`), or null. */
export function assetUploadIdOf(location: string): string | null {
  const match = /\/asset-uploads\/([^/?#]+)\/?(?:[?#].*)?$/.exec(location);
  return match ? decodeURIComponent(match[1]!) : null;
}

/**
 * `GET …/asset-uploads/{uploadId}/result`: how far a resumable upload got, and its result once
 * whole (the upload's own address answers tus's HEAD and PATCH).
 */
export function getAssetUpload(
  client: ApiClient,
  brand: AssetBrand,
  uploadId: string,
  opts: WorkspaceCallOptions = {},
): Promise<AssetUpload> {
  return client.get(`${uploadPath(brand, uploadId)}/result`, {
    schema: assetsReply('assetUploadSchema'),
    ...opts,
  });
}

/** `DELETE …/asset-uploads/{uploadId}`: cancels a resumable upload and drops its bytes. */
export async function cancelAssetUpload(
  client: ApiClient,
  brand: AssetBrand,
  uploadId: string,
  opts: WorkspaceCallOptions = {},
): Promise<void> {
  await client.delete(uploadPath(brand, uploadId), opts);
}

/**
 * `POST …/asset-uploads/{uploadId}/resolve`: what to do with bytes already in the library —
 * keep both, use the existing asset, or add them as its new version.
 */
export function resolveAssetUpload(
  client: ApiClient,
  brand: AssetBrand,
  uploadId: string,
  action: AssetDuplicateAction,
  opts: WorkspaceCallOptions = {},
): Promise<AssetUploadResult> {
  return client.post(`${uploadPath(brand, uploadId)}/resolve`, {
    body: { action },
    schema: assetUploadResultSchema,
    ...opts,
  });
}

/**
 * `POST …/assets/from-task-file`: a file of the brand's tickets (a "From tasks" item, by its
 * key) copied into the library, remembering where it came from; a duplicate is answered as any
 * upload's.
 */
export function addTaskFileToLibrary(
  client: ApiClient,
  brand: AssetBrand,
  key: string,
  opts: WorkspaceCallOptions = {},
): Promise<AssetUploadResult> {
  return client.post(`${assetsPath(brand)}/from-task-file`, {
    body: { key, folder_uid: null },
    schema: assetUploadResultSchema,
    ...opts,
  });
}

/** `/tickets/{ticketId}/assets`: a ticket's assets from its brand's library. */
const ticketAssetsPath = (ticketId: string) => `/tickets/${enc(ticketId)}/assets`;

/** `GET /tickets/{ticketId}/assets`: its reference images and attachments from the library. */
export function listTicketAssets(client: ApiClient, ticketId: string): Promise<TicketAssets> {
  return client.get(ticketAssetsPath(ticketId), { schema: assetsReply('ticketAssetsSchema') });
}

/**
 * `POST /tickets/{ticketId}/assets`: uses assets of the ticket's brand on it (all or none; one
 * whose rights ended is 422 `asset_rights_expired`, naming it).
 */
export function addTicketAssets(
  client: ApiClient,
  ticketId: string,
  body: TicketAssetsAdd,
): Promise<TicketAssets> {
  return client.post(ticketAssetsPath(ticketId), { body, schema: assetsReply('ticketAssetsSchema') });
}

/** `PATCH /tickets/{ticketId}/assets/{assetId}`: the ticket takes the library's current version. */
export function useCurrentTicketAsset(
  client: ApiClient,
  ticketId: string,
  assetId: string,
  kind: TicketAssetKind,
): Promise<TicketAssets> {
  return client.patch(`${ticketAssetsPath(ticketId)}/${enc(assetId)}`, {
    body: { kind, use_current_version: true },
    schema: assetsReply('ticketAssetsSchema'),
  });
}

/** `DELETE /tickets/{ticketId}/assets/{assetId}?kind=`: the ticket stops using it (the library keeps it). */
export function removeTicketAsset(
  client: ApiClient,
  ticketId: string,
  assetId: string,
  kind: TicketAssetKind,
): Promise<TicketAssets> {
  return client.delete(`${ticketAssetsPath(ticketId)}/${enc(assetId)}`, {
    query: { kind },
    schema: assetsReply('ticketAssetsSchema'),
  });
}

// Google Drive import. Appended with its own imports: import declarations are hoisted, and
// keeping them here leaves the top of the file to the library's other calls.

const driveImportsPath = (brand: AssetBrand) => `${assetBrandPath(brand)}/asset-drive-imports`;

/**
 * `POST …/asset-drive-imports`: starts importing Drive files and folders (202, a job does it).
 * `400 drive_link_invalid` names each bad link as `links.N`; `409 drive_not_connected` carries
 * `missing` and `connect` in the error's `body`.
 */
export function startDriveImport(
  client: ApiClient,
  brand: AssetBrand,
  body: AssetDriveImportCreate,
  opts: WorkspaceCallOptions = {},
): Promise<AssetDriveImport> {
  return client.post(driveImportsPath(brand), {
    body,
    schema: assetDriveReply('assetDriveImportSchema'),
    ...opts,
  });
}

/** `GET …/asset-drive-imports/{importId}`: how far it got (files found, taken, failed and why). */
export function getDriveImport(
  client: ApiClient,
  brand: AssetBrand,
  importId: string,
  opts: WorkspaceCallOptions = {},
): Promise<AssetDriveImport> {
  return client.get(`${driveImportsPath(brand)}/${enc(importId)}`, {
    schema: assetDriveReply('assetDriveImportSchema'),
    ...opts,
  });
}

/** `POST …/assets/{assetId}/drive-check`: adds a version when the Drive file changed; answers whether. */
export function checkDrive(
  client: ApiClient,
  brand: AssetBrand,
  assetId: string,
  opts: WorkspaceCallOptions = {},
): Promise<AssetDriveCheck> {
  return client.post(`${assetPath(brand, assetId)}/drive-check`, {
    schema: assetDriveReply('assetDriveCheckSchema'),
    ...opts,
  });
}

/** Where Drive access is asked for when a 409 `drive_not_connected` does not say. */
export const DRIVE_CONNECT_FALLBACK = '/me/google-calendar/connect?with=drive';

/**
 * `POST` the `connect` address of a 409 `drive_not_connected` (the Google connect call with
 * `?with=drive`): Google's consent page to send the browser to. The server names it from its
 * own root (`/api/…`); the client's base URL already ends there, so that prefix is dropped.
 */
export async function startDriveConsent(client: ApiClient, connect?: string): Promise<string> {
  const path = connect ? connect.replace(/^\/api(?=\/)/, '') : DRIVE_CONNECT_FALLBACK;
  return (await client.post(path, { schema: googleCalendarReply('googleCalendarConnectStartedSchema') }))
    .authorize_url;
}
