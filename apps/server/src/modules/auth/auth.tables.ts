/**
 * The identity service's own tables (created by its migrations, see auth.migrations.ts) as
 * far as we read them, and ours that hang off them (the profile module keeps `profiles`). Better Auth stores booleans as 0/1 on
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
}
