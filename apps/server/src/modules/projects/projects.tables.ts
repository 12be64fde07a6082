/** Brands and who may see them (migration 0006). */
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
  slate_growth_content: number;
  slate_trust_building_content: number;
  slate_sales_promotions_content: number;
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

export interface ProjectTables {
  projects: ProjectsTable;
  project_members: ProjectMembersTable;
}
