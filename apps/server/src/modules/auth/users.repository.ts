import { compiledOnce } from '../../db/compiled-once.js';
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

/** The user of a session row, or null once the session has expired. */
function liveUser({ expiresAt, ...user }: Parameters<typeof toUser>[0] & { expiresAt: Date | string }) {
  const expires = expiresAt instanceof Date ? expiresAt : new Date(expiresAt);
  return expires.getTime() > Date.now() ? toUser(user) : null;
}

export function createUsersRepository(db: AuthDb) {
  const sessionsUsers = (sessionIds: string[]) =>
    db
      .selectFrom('session as s')
      .innerJoin('user as u', 'u.id', 's.userId')
      .select(['s.id as sessionId', 's.expiresAt', 'u.id', 'u.email', 'u.emailVerified', 'u.name', 'u.image'])
      .where('s.id', 'in', sessionIds);
  // A request asks for its own session alone: that statement never changes, so Kysely builds
  // and compiles it once (db/compiled-once.ts) rather than on every request.
  const oneSessionUser = compiledOnce(db, 1, (sessionId: string) => sessionsUsers([sessionId]));

  return {
    /**
     * The owners of sessions that exist (not signed out, not revoked) and have not expired, by
     * session id, in one query: every signed-in request asks it for its session (on PostgreSQL
     * each query is a round trip), the live streams for all theirs before each batch of events.
     * A session that is gone or expired is absent.
     */
    async liveSessionUsers(sessionIds: string[]): Promise<Map<string, UserRow>> {
      const found = new Map<string, UserRow>();
      const ids = [...new Set(sessionIds)];
      if (ids.length === 0) return found;
      const rows = ids.length === 1 ? await oneSessionUser(ids[0]!) : await sessionsUsers(ids).execute();
      for (const { sessionId, ...row } of rows) {
        const user = liveUser(row);
        if (user) found.set(sessionId, user);
      }
      return found;
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
