import type { TablesDb } from '../../db/database.js';
import type { AuthTables } from './auth.tables.js';

type AuthDb = TablesDb<AuthTables>;

export interface SessionRow {
  id: string;
  createdAt: Date;
  expiresAt: Date;
  lastSeenAt: Date | null;
  ipAddress: string | null;
  userAgent: string | null;
  amr: string | null;
}

/** The identity service keeps dates as ISO text on SQLite and as timestamps on PostgreSQL. */
const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * A person's sessions (the identity service's rows), read and ended here: never their
 * tokens, and always within one person's own (docs/product.md#sessions).
 */
export function createSessionsRepository(db: AuthDb) {
  return {
    /** Their sessions that have not expired, the newest first. */
    async liveOf(userId: string, now: Date): Promise<SessionRow[]> {
      const rows = await db
        .selectFrom('session')
        .select(['id', 'createdAt', 'expiresAt', 'lastSeenAt', 'ipAddress', 'userAgent', 'amr'])
        .where('userId', '=', userId)
        .execute();
      return rows
        .map((row) => ({
          ...row,
          createdAt: asDate(row.createdAt),
          expiresAt: asDate(row.expiresAt),
          lastSeenAt: row.lastSeenAt === null ? null : asDate(row.lastSeenAt),
        }))
        .filter((row) => row.expiresAt.getTime() > now.getTime())
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },
    /** Ends one of their sessions; false when they have none by that id. */
    async end(userId: string, sessionId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('session')
        .where('id', '=', sessionId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** Ends all their sessions but `keep` (every one when it is null); how many ended. */
    async endAllBut(userId: string, keep: string | null): Promise<number> {
      let query = db.deleteFrom('session').where('userId', '=', userId);
      if (keep !== null) query = query.where('id', '!=', keep);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async seen(sessionId: string, at: Date): Promise<void> {
      await db
        .updateTable('session')
        .set({ lastSeenAt: at.toISOString() })
        .where('id', '=', sessionId)
        .execute();
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
