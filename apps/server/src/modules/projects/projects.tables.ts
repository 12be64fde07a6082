import type { ColumnType } from 'kysely';

/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** Brands and who may see them (migration 0006; the profile fields, migration 0012). */
export interface ProjectsTable {
  id: string;
  workspace_id: string;
  name: string;
  slug: string;
  shopify_site: string | null;
  cover_key: string | null;
  /** The cover's size in bytes (null for a cover stored before sizes were kept). */
  cover_size: number | null;
  phase: 'sales' | 'active' | 'inactive';
  owner_id: string;
  /** JSON arrays. */
  content_pillars: string;
  content_formats: string;
  other_preferences: string;
  off_brand: string;
  slate_review_day: string;
  /** 0–23, brand time: when the weekly review is written on the review day (migration 0047). */
  slate_review_hour: Defaulted<number>;
  slate_growth_content: number;
  slate_trust_building_content: number;
  slate_sales_promotions_content: number;
  // The brand profile's setup steps (docs/product.md#brand-profile); JSON as text.
  description: Defaulted<string>;
  industry: Defaulted<string | null>;
  /** JSON string array. */
  skills: Defaulted<string>;
  /** JSON objects, or null while not filled in. */
  instagram_account: Defaulted<string | null>;
  analytics: Defaulted<string | null>;
  /** JSON: { platform: posts a week }. */
  content_output: Defaulted<string>;
  goal: Defaulted<string | null>;
  goal_text: Defaulted<string>;
  /** JSON: { raw_folder_url, final_folder_url }. */
  drive_folders: Defaulted<string>;
  /** 0/1: the brand's externals may read its Results page (migration 0049). */
  share_results_with_externals: Defaulted<number>;
  /** One of LANGUAGES: its clients' e-mails and its integrations' messages (migration 0076). */
  language: Defaulted<string>;
  /** JSON ClosedRange[]: the brand's closed days (migration 0085; docs/product.md#closed-days). */
  closed_days: Defaulted<string>;
  created_at: string;
  updated_at: string;
}

/** Who may see a brand besides the workspace admins (who see them all). */
export interface ProjectMembersTable {
  project_id: string;
  member_id: string;
  role: 'admin' | 'member';
  access: 'granted' | 'requested';
  created_at: string;
}

/**
 * What a brand's stored files take, in bytes: kept by the database's triggers on every table of
 * files (migration 0089), never written by code; the storage quota reads it
 * (views/storage-quota.view.ts).
 */
export interface ProjectStorageTable {
  project_id: string;
  /** A bigint: PostgreSQL answers it as text. */
  bytes: number | string;
}

export interface ProjectTables {
  projects: ProjectsTable;
  project_members: ProjectMembersTable;
  project_storage: ProjectStorageTable;
}
