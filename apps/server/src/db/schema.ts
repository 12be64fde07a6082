/**
 * Table types for Kysely. Column types are the portable ones (see db/portable.ts):
 * timestamps are ISO-8601 text, booleans are integers 0/1, JSON is text.
 */
export interface RolesTable {
  key: string;
  name: string;
  rank: number;
}

export interface DatabaseSchema {
  roles: RolesTable;
}
