import type { TablesDb } from '../../db/database.js';
import type { AuthTables, PasskeysTable } from './auth.tables.js';

export interface PasskeyRow {
  id: string;
  userId: string;
  name: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  synced: boolean;
  createdAt: string;
  lastUsedAt: string | null;
}

export type ChallengePurpose = 'register' | 'sign-in';

const COLUMNS = [
  'id',
  'user_id',
  'name',
  'credential_id',
  'public_key',
  'counter',
  'transports',
  'synced',
  'created_at',
  'last_used_at',
] as const;

function transportsOf(stored: string): string[] {
  try {
    const parsed = JSON.parse(stored) as unknown;
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

function toRow(row: PasskeysTable): PasskeyRow {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    credentialId: row.credential_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: transportsOf(row.transports),
    synced: Boolean(row.synced),
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

/** Passkeys and their one-time challenges (docs/product.md#passkeys): always one person's own. */
export function createPasskeysRepository(db: TablesDb<AuthTables>) {
  return {
    async listOf(userId: string): Promise<PasskeyRow[]> {
      const rows = await db
        .selectFrom('passkeys')
        .select(COLUMNS)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
      return rows.map(toRow);
    },

    async byCredentialId(credentialId: string): Promise<PasskeyRow | null> {
      const row = await db
        .selectFrom('passkeys')
        .select(COLUMNS)
        .where('credential_id', '=', credentialId)
        .executeTakeFirst();
      return row ? toRow(row) : null;
    },

    async count(userId: string): Promise<number> {
      const row = await db
        .selectFrom('passkeys')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Adds one; false when its credential is already someone's (the unique key decides). */
    async insert(row: Omit<PasskeyRow, 'lastUsedAt'>): Promise<boolean> {
      const result = await db
        .insertInto('passkeys')
        .values({
          id: row.id,
          user_id: row.userId,
          name: row.name,
          credential_id: row.credentialId,
          public_key: row.publicKey,
          counter: row.counter,
          transports: JSON.stringify(row.transports),
          synced: row.synced ? 1 : 0,
          created_at: row.createdAt,
          last_used_at: null,
        })
        .onConflict((oc) => oc.column('credential_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async rename(userId: string, id: string, name: string): Promise<boolean> {
      const result = await db
        .updateTable('passkeys')
        .set({ name })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('passkeys')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** After a sign-in: the authenticator's new counter and when. */
    async used(id: string, counter: number, at: string): Promise<void> {
      await db.updateTable('passkeys').set({ counter, last_used_at: at }).where('id', '=', id).execute();
    },

    /** Keeps a new challenge; expired ones are swept first, so unanswered requests do not pile up. */
    async saveChallenge(
      challenge: string,
      purpose: ChallengePurpose,
      userId: string | null,
      expiresAt: string,
      now: string,
    ) {
      await db.deleteFrom('passkey_challenges').where('expires_at', '<', now).execute();
      await db
        .insertInto('passkey_challenges')
        .values({ challenge, purpose, user_id: userId, expires_at: expiresAt })
        .execute();
    },

    /**
     * Spends a challenge: true only for the one request that deletes it while it is live, for
     * this purpose and person.
     */
    async spendChallenge(
      challenge: string,
      purpose: ChallengePurpose,
      userId: string | null,
      now: string,
    ): Promise<boolean> {
      let query = db
        .deleteFrom('passkey_challenges')
        .where('challenge', '=', challenge)
        .where('expires_at', '>=', now)
        .where('purpose', '=', purpose);
      query = userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;
