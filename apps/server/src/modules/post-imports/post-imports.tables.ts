import type { PostImportRowState, PostImportStatus } from '@expertos/domain/post-import';
import type { PostPlatform } from '@expertos/domain/tickets';

/** Bulk posts from a CSV of links (migration 0031; docs/product.md#bulk-posts-from-links). */
export interface PostImportsTable {
  id: string;
  workspace_id: string;
  project_id: string;
  created_by: string;
  status: PostImportStatus;
  job_id: string | null;
  error: string | null;
  /** JSON array of `SkippedRow`. */
  skipped: string;
  created_at: string;
  updated_at: string;
}

export interface PostImportRowsTable {
  import_id: string;
  line: number;
  project_id: string;
  url: string;
  url_key: string;
  platform: PostPlatform;
  state: PostImportRowState;
  title: string | null;
  description: string | null;
  image_url: string | null;
  note: string | null;
  ticket_id: string;
}

export interface PostImportTables {
  post_imports: PostImportsTable;
  post_import_rows: PostImportRowsTable;
}
