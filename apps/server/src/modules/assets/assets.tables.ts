import type {
  AssetKind,
  AssetLicence,
  AssetPreviewState,
  AssetPullPolicy,
  AssetSource,
  AssetUseKind,
} from '@expertos/domain/assets';

/** The asset library's tables (migration 0072; docs/product.md#asset-library). */
export interface AssetFoldersTable {
  id: string;
  workspace_id: string;
  project_id: string;
  parent_id: string | null;
  /** `parent_id`, or '' at the top (the unique name key holds at every level). */
  parent_key: string;
  name: string;
  /** The name lower-cased: two folders in one place cannot differ only by case. */
  name_key: string;
  open_to_externals: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface AssetsTable {
  id: string;
  workspace_id: string;
  project_id: string;
  folder_id: string | null;
  name: string;
  kind: AssetKind;
  source: AssetSource;
  /** Where it came from: the page's address, the Drive file's id, the ticket file's key. */
  source_ref: string | null;
  current_version_id: string;
  uploader_id: string | null;
  archived_at: string | null;
  rights_owner: string | null;
  licence: AssetLicence;
  /** The last day it may be used (`YYYY-MM-DD`); null: no end. */
  expires_on: string | null;
  /** JSON array of networks it may go to; null: any. */
  networks: string | null;
  credit: string | null;
  rights_notes: string | null;
  pull_policy: AssetPullPolicy;
  search_text: string;
  created_at: string;
  updated_at: string;
}

export interface AssetVersionsTable {
  id: string;
  asset_id: string;
  project_id: string;
  number: number;
  storage_key: string;
  content_type: string;
  /** bigint: PostgreSQL hands it over as text. */
  size: number | string;
  sha256: string;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  preview_state: AssetPreviewState;
  preview_failure: string | null;
  small_key: string | null;
  large_key: string | null;
  uploader_id: string | null;
  created_at: string;
}

export interface AssetTagsTable {
  asset_id: string;
  project_id: string;
  tag: string;
}

export interface AssetUsesTable {
  id: string;
  asset_id: string;
  version_id: string;
  project_id: string;
  ticket_id: string;
  kind: AssetUseKind;
  /** A variant's network; '' for a ticket-wide use. */
  network: string;
  created_at: string;
}

export interface AssetUploadsTable {
  id: string;
  workspace_id: string;
  project_id: string;
  uploader_id: string;
  folder_id: string | null;
  /** A new version of this asset, when set. */
  asset_id: string | null;
  /** The file's name, with its path below a dropped folder. */
  name: string;
  size: number | string;
  received: number | string;
  /**
   * `uploading`; `duplicate` (the bytes are in; the person chooses what to do); `stored` (its
   * bytes are gone into `result_asset_id`; the row answers its address until it expires).
   */
  status: 'uploading' | 'duplicate' | 'stored';
  sha256: string | null;
  content_type: string | null;
  duplicate_of: string | null;
  result_asset_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface AssetTables {
  asset_folders: AssetFoldersTable;
  assets: AssetsTable;
  asset_versions: AssetVersionsTable;
  asset_tags: AssetTagsTable;
  asset_uses: AssetUsesTable;
  asset_uploads: AssetUploadsTable;
  asset_drive_imports: AssetDriveImportsTable;
  asset_drive_files: AssetDriveFilesTable;
  asset_drive_sources: AssetDriveSourcesTable;
}

/** A Google Drive import (migration 0073): who started it, where it goes, how far it got. */
export interface AssetDriveImportsTable {
  id: string;
  workspace_id: string;
  project_id: string;
  user_id: string;
  folder_id: string | null;
  /** JSON `DriveLink[]`: what the links named. */
  links: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  total: number;
  done: number;
  failed: number;
  error: string | null;
  listed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One Drive file an import found; its outcome makes a second run skip it. */
export interface AssetDriveFilesTable {
  import_id: string;
  file_id: string;
  /** The order it was found in. */
  position: number;
  name: string;
  mime_type: string;
  status: 'pending' | 'done' | 'failed';
  asset_id: string | null;
  reason: string | null;
  updated_at: string;
}

/** The Drive file an asset came from, as Drive described it when it was last taken. */
export interface AssetDriveSourcesTable {
  asset_id: string;
  project_id: string;
  file_id: string;
  mime_type: string;
  md5: string | null;
  modified_time: string | null;
  drive_version: string | null;
  checked_at: string;
}
