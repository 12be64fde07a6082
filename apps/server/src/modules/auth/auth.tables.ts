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

/**
 * A signed-in session (the cookie); its id is the `sid` claim of the ID tokens issued for it.
 * `token` is the cookie's secret: never read here. `amr` and `lastSeenAt` are ours
 * (auth.identity.ts, SESSION_FIELDS).
 */
export interface SessionTable {
  id: string;
  userId: string;
  expiresAt: Date | string;
  createdAt: Date | string;
  ipAddress: string | null;
  userAgent: string | null;
  amr: string | null;
  lastSeenAt: Date | string | null;
}

/** Authenticator codes used lately, per person (an HMAC of each): a replay is refused. */
export interface TwoFactorUsedCodesTable {
  user_id: string;
  code_hash: string;
  used_at: string;
}

/** A person's passkey (migration 0067): the public half of a WebAuthn credential. */
export interface PasskeysTable {
  id: string;
  user_id: string;
  name: string;
  credential_id: string;
  public_key: string;
  counter: number | string | bigint;
  transports: string;
  synced: number;
  created_at: string;
  last_used_at: string | null;
}

/** A challenge handed to a browser for a passkey registration or sign-in; used once. */
export interface PasskeyChallengesTable {
  challenge: string;
  user_id: string | null;
  purpose: string;
  expires_at: string;
}

/** A browser a person has signed in from (migration 0068): only an HMAC of its cookie's id. */
export interface KnownDevicesTable {
  user_id: string;
  device_hash: string;
  first_seen_at: string;
  last_seen_at: string;
}

/**
 * A checked single sign-on waiting to become a session (migration 0070): the sso module issues
 * it, the identity service's `/sso/complete` takes it once. Only a hash of its token is kept.
 */
export interface SignInGrantsTable {
  token_hash: string;
  user_id: string;
  amr: string;
  /** The starting browser's cookie, hashed: the grant becomes a session in that browser only. */
  browser_hash: string;
  redirect: string | null;
  expires_at: string;
}

export interface AuthTables {
  sign_in_grants: SignInGrantsTable;
  known_devices: KnownDevicesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  user: UserTable;
  session: SessionTable;
  identities: IdentitiesTable;
  two_factor_used_codes: TwoFactorUsedCodesTable;
}
