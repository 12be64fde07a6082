import { IDEMPOTENCY_KEY_TTL_HOURS } from '@expertos/domain/idempotency';
import type { DatabaseConnection } from 'kysely';
import type { Database } from '../../db/database.js';
import type { IdempotencyKeysTable } from './idempotency.table.js';

export interface KeyRef {
  caller: string;
  key: string;
}

export interface KeptReply {
  statusCode: number;
  contentType: string | null;
  body: Buffer;
}

/** What a request finds when it claims its key. */
export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; reply: KeptReply }
  | { kind: 'reused' }
  | { kind: 'in_flight' }
  | { kind: 'reply_lost' };

const SWEEP_EVERY_MS = 10 * 60_000;

/** The `idempotency_keys` table (idempotency.table.ts). */
export function createIdempotencyRepository(database: Database, now: () => Date) {
  const { db } = database;
  let lastSweep = 0;

  const row = ({ caller, key }: KeyRef) =>
    db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('caller', '=', caller)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();

  /** Keys past their 24 hours go, a few times an hour, by whichever request comes. */
  async function sweep(at: Date) {
    if (at.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at.getTime();
    await db.deleteFrom('idempotency_keys').where('expires_at', '<', at.toISOString()).execute();
  }

  function answerFor(found: IdempotencyKeysTable, fingerprint: string, at: string): Claim | null {
    if (found.fingerprint !== fingerprint) return { kind: 'reused' };
    if (found.state === 'done')
      return {
        kind: 'replay',
        reply: {
          statusCode: found.status_code ?? 200,
          contentType: found.content_type,
          body: Buffer.from(found.body ?? '', 'base64'),
        },
      };
    if (found.locked_until > at) return { kind: 'in_flight' };
    // The first request stopped (its process died, or it failed with a 5xx).
    return found.state === 'committed' ? { kind: 'reply_lost' } : null;
  }

  return {
    /**
     * Takes the key for this request, or says why not. One row per caller and key: of
     * concurrent identical requests exactly one inserts it; the rest find it running.
     */
    async claim(ref: KeyRef, fingerprint: string, lockMs: number): Promise<Claim> {
      const at = now();
      const iso = at.toISOString();
      await sweep(at);
      const fresh = {
        caller: ref.caller,
        idempotency_key: ref.key,
        fingerprint,
        state: 'running' as const,
        locked_until: new Date(at.getTime() + lockMs).toISOString(),
        status_code: null,
        content_type: null,
        body: null,
        created_at: iso,
        expires_at: new Date(at.getTime() + IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000).toISOString(),
      };
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const inserted = await db
          .insertInto('idempotency_keys')
          .values(fresh)
          .onConflict((oc) => oc.columns(['caller', 'idempotency_key']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { kind: 'claimed' };
        const found = await row(ref);
        if (!found) continue;
        if (found.expires_at <= iso) {
          await db
            .deleteFrom('idempotency_keys')
            .where('caller', '=', ref.caller)
            .where('idempotency_key', '=', ref.key)
            .where('expires_at', '=', found.expires_at)
            .execute();
          continue;
        }
        const answer = answerFor(found, fingerprint, iso);
        if (answer) return answer;
        // A first request that stopped before saving anything: this one takes its place.
        const taken = await db
          .updateTable('idempotency_keys')
          .set({ locked_until: fresh.locked_until })
          .where('caller', '=', ref.caller)
          .where('idempotency_key', '=', ref.key)
          .where('state', '=', 'running')
          .where('locked_until', '=', found.locked_until)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 1) return { kind: 'claimed' };
      }
      return { kind: 'in_flight' };
    },

    /**
     * Marks the key's change saved, on the connection of the transaction that saves it
     * (db/commit-hooks.ts), so the mark and the change commit together or not at all.
     */
    async markCommitted(ref: KeyRef, connection: DatabaseConnection): Promise<void> {
      const query = db
        .updateTable('idempotency_keys')
        .set({ state: 'committed' })
        .where('caller', '=', ref.caller)
        .where('idempotency_key', '=', ref.key)
        .where('state', '=', 'running')
        .compile();
      await connection.executeQuery(query);
    },

    /** Keeps the first reply: every retry within 24 hours gets it. */
    async keep(ref: KeyRef, reply: KeptReply): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({
          state: 'done',
          status_code: reply.statusCode,
          content_type: reply.contentType,
          body: reply.body.toString('base64'),
        })
        .where('caller', '=', ref.caller)
        .where('idempotency_key', '=', ref.key)
        .execute();
    },

    /**
     * A 5xx is not kept: a key whose request saved nothing is free for a retry; one whose
     * change was saved stays, its reply lost (a retry must not make the change again).
     */
    async release(ref: KeyRef): Promise<void> {
      await db
        .deleteFrom('idempotency_keys')
        .where('caller', '=', ref.caller)
        .where('idempotency_key', '=', ref.key)
        .where('state', '=', 'running')
        .execute();
      await db
        .updateTable('idempotency_keys')
        .set({ locked_until: now().toISOString() })
        .where('caller', '=', ref.caller)
        .where('idempotency_key', '=', ref.key)
        .where('state', '=', 'committed')
        .execute();
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
