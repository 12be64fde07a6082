import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { MailSendsTable } from './mail-sends.table.js';

/** The first key of our two-key advisory locks: mail limits never share a lock with anything else. */
const LOCK_SPACE = 0x6d61696c; // 'mail'

/** A key's lock number: the first 32 bits of its SHA-256 (a collision only serialises more). */
const lockNumber = (key: string) => createHash('sha256').update(key).digest().readInt32BE(0);

/** Which rows one limit counts: a workspace's, one address's within a workspace, or a sender's. */
export type MailSendScope =
  | { workspaceId: string; recipient?: undefined; senderId?: undefined }
  | { workspaceId: string; recipient: string; senderId?: undefined }
  | { senderId: string; workspaceId?: undefined; recipient?: undefined };

export function createMailSendsRepository(dialect: Dialect) {
  const inScope = (trx: Db, scope: MailSendScope, since: string) => {
    let query = trx.selectFrom('mail_sends').where('created_at', '>', since);
    if (scope.senderId !== undefined) return query.where('sender_id', '=', scope.senderId);
    query = query.where('workspace_id', '=', scope.workspaceId);
    return scope.recipient === undefined ? query : query.where('recipient', '=', scope.recipient);
  };

  return {
    /**
     * Makes concurrent sends of one workspace or one sender wait for each other until the end
     * of the transaction, so two of them cannot both count the same free place. PostgreSQL:
     * transaction-scoped advisory locks, always taken in the same order (no deadlock between
     * two senders). SQLite needs none: its transactions take the one write lock up front
     * (`begin immediate`, db/database.ts), across processes too.
     */
    async lock(trx: Db, keys: string[]): Promise<void> {
      if (dialect !== 'postgres') return;
      const numbers = [...new Set(keys.map(lockNumber))].sort((a, b) => a - b);
      for (const number of numbers)
        await sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${number})`.execute(trx);
    },

    async count(trx: Db, scope: MailSendScope, since: string): Promise<number> {
      const row = await inScope(trx, scope, since)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** How many e-mails each of these addresses got from the workspace since `since`. */
    async countPerRecipient(
      trx: Db,
      workspaceId: string,
      recipients: string[],
      since: string,
    ): Promise<Map<string, number>> {
      if (recipients.length === 0) return new Map();
      const rows = await trx
        .selectFrom('mail_sends')
        .select(['recipient', (eb) => eb.fn.countAll<number>().as('n')])
        .where('workspace_id', '=', workspaceId)
        .where('recipient', 'in', recipients)
        .where('created_at', '>', since)
        .groupBy('recipient')
        .execute();
      return new Map(rows.map((row) => [row.recipient, Number(row.n)]));
    },

    /** When the `n`-th newest send of the scope since `since` was made (null: fewer than n). */
    async nthNewestAt(trx: Db, scope: MailSendScope, since: string, n: number): Promise<string | null> {
      const row = await inScope(trx, scope, since)
        .select('created_at')
        .orderBy('created_at', 'desc')
        .limit(1)
        .offset(n - 1)
        .executeTakeFirst();
      return row?.created_at ?? null;
    },

    async insert(trx: Db, rows: MailSendsTable[]): Promise<void> {
      if (rows.length > 0) await trx.insertInto('mail_sends').values(rows).execute();
    },

    /**
     * Forgets a workspace's sends older than every window. Run by its own sends, under their
     * lock: the rows it deletes are few (those that aged out since its last send) and no other
     * workspace waits on them.
     */
    async prune(trx: Db, workspaceId: string, before: string): Promise<void> {
      await trx
        .deleteFrom('mail_sends')
        .where('workspace_id', '=', workspaceId)
        .where('created_at', '<=', before)
        .execute();
    },
  };
}
export type MailSendsRepository = ReturnType<typeof createMailSendsRepository>;
