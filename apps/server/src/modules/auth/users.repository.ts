import type { TablesDb } from '../../db/database.js';
import { fromDbBoolean, nowIso } from '../../db/portable.js';
import type { AuthTables } from './auth.tables.js';

/** This module's handle: its own tables only (docs/architecture.md#modules-own-their-tables). */
type AuthDb = TablesDb<AuthTables>;

export interface UserRow {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  image: string | null;
}

const COLUMNS = ['id', 'email', 'emailVerified', 'name', 'image'] as const;

function toUser(row: {
  id: string;
  email: string;
  emailVerified: number | boolean;
  name: string;
  image: string | null;
}) {
  return { ...row, emailVerified: fromDbBoolean(row.emailVerified) };
}

export function createUsersRepository(db: AuthDb) {
  return {
    /**
     * The user of a session that exists (not signed out, not revoked) and has not expired, in one
     * query: every signed-in request asks it, and on PostgreSQL each query is a round trip.
     */
    async liveSessionUser(sessionId: string, userId: string): Promise<UserRow | null> {
      const row = await db
        .selectFrom('session as s')
        .innerJoin('user as u', 'u.id', 's.userId')
        .select(['s.expiresAt', 'u.id', 'u.email', 'u.emailVerified', 'u.name', 'u.image'])
        .where('s.id', '=', sessionId)
        .where('s.userId', '=', userId)
        .executeTakeFirst();
      if (!row) return null;
      const expires = row.expiresAt instanceof Date ? row.expiresAt : new Date(row.expiresAt);
      if (expires.getTime() <= Date.now()) return null;
      const { expiresAt: _expires, ...user } = row;
      return toUser(user);
    },
    async findById(id: string): Promise<UserRow | null> {
      const row = await db.selectFrom('user').select(COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? toUser(row) : null;
    },
    /** E-mails are stored lower-cased by the identity service; compare the same way. */
    async findByEmail(email: string): Promise<UserRow | null> {
      const row = await db
        .selectFrom('user')
        .select(COLUMNS)
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
      return row ? toUser(row) : null;
    },
    async findIdentity(issuer: string, subject: string): Promise<string | null> {
      const row = await db
        .selectFrom('identities')
        .select('user_id')
        .where('issuer', '=', issuer)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return row?.user_id ?? null;
    },
    async linkIdentity(issuer: string, subject: string, userId: string): Promise<void> {
      await db
        .insertInto('identities')
        .values({ issuer, subject, user_id: userId, created_at: nowIso() })
        .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
        .execute();
    },
    async updateImage(id: string, image: string | null): Promise<void> {
      await db
        .updateTable('user')
        .set({ image, updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },
    async updateName(id: string, name: string): Promise<void> {
      await db
        .updateTable('user')
        .set({ name, updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
