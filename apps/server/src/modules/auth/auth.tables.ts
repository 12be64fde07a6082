/**
 * The identity service's own tables (created by its migrations, see auth.migrations.ts) as
 * far as we read them, and ours that hang off them. Better Auth stores booleans as 0/1 on
 * SQLite and as booleans on PostgreSQL; dates as ISO text on SQLite and timestamps on PostgreSQL.
 */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: number | boolean;
  image: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** Links a person at an external OpenID Connect provider (issuer + subject) to a user. */
export interface IdentitiesTable {
  issuer: string;
  subject: string;
  user_id: string;
  created_at: string;
}

/** What the profile screen edits besides the name and the avatar. */
export interface ProfilesTable {
  user_id: string;
  job_title: string | null;
  industry: string | null;
  /** JSON array of skill names. */
  skills: string;
  avatar_key: string | null;
  updated_at: string;
}

/** A signed-in session (the cookie); its id is the `sid` claim of the ID tokens issued for it. */
export interface SessionTable {
  id: string;
  userId: string;
  expiresAt: Date | string;
}

export interface AuthTables {
  user: UserTable;
  session: SessionTable;
  identities: IdentitiesTable;
  profiles: ProfilesTable;
}
