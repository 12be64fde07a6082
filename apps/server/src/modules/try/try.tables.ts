/** Drafts made at /try, kept 24 hours (migration 0022; docs/product.md#try). */
export interface TryDraftsTable {
  id: string;
  brand_name: string;
  handle: string | null;
  source: 'ai' | 'template';
  /** JSON text: the voice, pillars and audience (tryProfileSchema). */
  profile: string;
  created_at: string;
  expires_at: string;
}

export interface TryTables {
  try_drafts: TryDraftsTable;
}
