import {
  type AssetBrand,
  type AssetFilter,
  addTicketAssets,
  bulkUpdateAssets,
  checkDrive,
  createAssetFolder,
  deleteAsset,
  deleteAssetFolder,
  fetchAssetFile,
  fetchAssetPreview,
  getAsset,
  getAssetStorage,
  getDriveImport,
  listAssetFolders,
  listAssets,
  listAssetTags,
  listAssetUses,
  listAssetVersions,
  listTicketAssets,
  removeTicketAsset,
  resolveAssetUpload,
  restoreAssetVersion,
  startDriveConsent,
  startDriveImport,
  updateAsset,
  updateAssetFolder,
  useCurrentTicketAsset,
} from '@expertos/api-client/assets';
import { listProjectUsers } from '@expertos/api-client/projects';
import type { AssetDriveImportCreate } from '@expertos/domain/asset-drive';
import type {
  AssetBulk,
  AssetDuplicateAction,
  AssetPatch,
  AssetPreviewSize,
  TicketAssetKind,
  TicketAssetsAdd,
} from '@expertos/domain/assets';
import type { ProjectUser } from '@expertos/domain/project.schema';
import { api } from '@/shared/api/client';

/**
 * The asset library's calls with the app's client: the one place the feature reaches the API,
 * so tests stub these (`vi.spyOn(calls, 'fetchAssetPage')`) and the hooks call them through the
 * module's exports.
 */

/** Assets a page of the library asks for. */
export const ASSET_PAGE_SIZE = 48;

export const fetchAssetPage = (brand: AssetBrand, filter: AssetFilter, cursor: string | null) =>
  listAssets(api, brand, filter, { cursor, limit: ASSET_PAGE_SIZE });
export const fetchAsset = (brand: AssetBrand, uid: string) => getAsset(api, brand, uid);
export const patchAsset = (brand: AssetBrand, uid: string, patch: AssetPatch) =>
  updateAsset(api, brand, uid, patch);
export const removeAsset = (brand: AssetBrand, uid: string) => deleteAsset(api, brand, uid);
export const bulkAssets = (brand: AssetBrand, body: AssetBulk) => bulkUpdateAssets(api, brand, body);
export const fetchVersions = (brand: AssetBrand, uid: string) => listAssetVersions(api, brand, uid);
export const restoreVersion = (brand: AssetBrand, uid: string, versionUid: string) =>
  restoreAssetVersion(api, brand, uid, versionUid);
export const fetchUses = (brand: AssetBrand, uid: string) => listAssetUses(api, brand, uid);
export const fetchPreview = (
  brand: AssetBrand,
  uid: string,
  versionUid: string,
  size: AssetPreviewSize,
  signal?: AbortSignal,
) => fetchAssetPreview(api, brand, uid, versionUid, size, signal ? { signal } : {});
export const fetchOriginal = (brand: AssetBrand, uid: string, versionUid: string) =>
  fetchAssetFile(api, brand, uid, versionUid);

export const fetchFolders = (brand: AssetBrand) => listAssetFolders(api, brand);
export const createFolder = (brand: AssetBrand, body: { name: string; parent_uid: string | null }) =>
  createAssetFolder(api, brand, body);
export const patchFolder = (
  brand: AssetBrand,
  uid: string,
  body: { name?: string; parent_uid?: string | null; open_to_externals?: boolean },
) => updateAssetFolder(api, brand, uid, body);
export const removeFolder = (brand: AssetBrand, uid: string) => deleteAssetFolder(api, brand, uid);

export const fetchTags = (brand: AssetBrand) => listAssetTags(api, brand);
export const fetchStorage = (brand: AssetBrand) => getAssetStorage(api, brand);

export const resolveDuplicate = (brand: AssetBrand, uploadUid: string, action: AssetDuplicateAction) =>
  resolveAssetUpload(api, brand, uploadUid, action);

/** The brand's people (who administers it); the key is the one the brand pages use. */
export const fetchBrandPeople = (brand: AssetBrand): Promise<ProjectUser[]> =>
  listProjectUsers(api, brand.workspaceId, brand.projectId);

/** A ticket's assets from the library ("From library" in the ticket). */
export const fetchTicketAssets = (ticketUid: string) => listTicketAssets(api, ticketUid);
export const addToTicket = (ticketUid: string, body: TicketAssetsAdd) =>
  addTicketAssets(api, ticketUid, body);
export const removeFromTicket = (ticketUid: string, assetUid: string, kind: TicketAssetKind) =>
  removeTicketAsset(api, ticketUid, assetUid, kind);
export const takeNewerOnTicket = (ticketUid: string, assetUid: string, kind: TicketAssetKind) =>
  useCurrentTicketAsset(api, ticketUid, assetUid, kind);

// Google Drive import (its imports here, appended: declarations are hoisted).

export const importFromDrive = (brand: AssetBrand, body: AssetDriveImportCreate) =>
  startDriveImport(api, brand, body);
export const fetchDriveImport = (brand: AssetBrand, importUid: string) =>
  getDriveImport(api, brand, importUid);
export const checkDriveFile = (brand: AssetBrand, uid: string) => checkDrive(api, brand, uid);
/** Google's consent page for Drive read access (`connect`: the address a 409 named). */
export const driveConsentUrl = (connect?: string) => startDriveConsent(api, connect);
