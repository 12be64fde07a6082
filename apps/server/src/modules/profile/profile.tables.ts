/** What the profile screen edits besides the name and the avatar. */
export interface ProfilesTable {
  user_id: string;
  job_title: string | null;
  industry: string | null;
  /** JSON array of skill names. */
  skills: string;
  avatar_key: string | null;
  /** One of the product's languages; null: the browser's (docs/product.md#languages). */
  language: string | null;
  /** An IANA zone (docs/product.md#time-zones); null until the browser's is first learnt. */
  time_zone: string | null;
  updated_at: string;
}

/** The profile module's own table (docs/architecture.md#modules-own-their-tables). */
export interface ProfileTables {
  profiles: ProfilesTable;
}
