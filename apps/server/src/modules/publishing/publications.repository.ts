import { randomUUID } from 'node:crypto';
import { canMove, type PublicationState } from '@expertos/domain/publishing/publication';
import type { Selectable } from 'kysely';
import { type Db, ownTables } from '../../db/database.js';
import type { PublicationsTable, PublishingTables } from './publishing.tables.js';

export type PublicationRow = Selectable<PublicationsTable>;

/** What a move records besides the state: the network's answer, the error, an attempt. */
export type PublicationChange = Partial<
  Pick<
    PublicationsTable,
    'due_at' | 'remote_id' | 'remote_url' | 'error_code' | 'error_message' | 'published_at' | 'variant'
  >
> & { countAttempt?: boolean };

/** A step of the timeline, as the move records it. */
export interface TimelineStep {
  kind: string;
  actorId?: string | null;
  detail?: string | null;
}

/**
 * Publications and their timelines (docs/product.md#publishing). A state changes only by
 * `move`: one UPDATE guarded by the state it leaves (and the version, when a person's copy is
 * given), so of two workers or a worker and a person acting at once exactly one wins, and the
 * other learns it did not.
 */
export function createPublicationsRepository(whole: Db) {
  const own = (trx: Db = whole) => ownTables<PublishingTables>(trx);

  async function step(trx: Db, publicationId: string, state: PublicationState, at: string, s: TimelineStep) {
    await own(trx)
      .insertInto('publication_events')
      .values({
        id: randomUUID(),
        publication_id: publicationId,
        at,
        kind: s.kind,
        state,
        actor_id: s.actorId ?? null,
        detail: s.detail ?? null,
      })
      .execute();
  }

  return {
    /** A new publication, scheduled, with its first step; in the caller's transaction. */
    async schedule(
      trx: Db,
      row: Omit<
        PublicationsTable,
        | 'state'
        | 'attempts'
        | 'version'
        | 'remote_id'
        | 'remote_url'
        | 'error_code'
        | 'error_message'
        | 'published_at'
      >,
      actorId: string | null,
    ): Promise<void> {
      await own(trx)
        .insertInto('publications')
        .values({
          ...row,
          state: 'scheduled',
          remote_id: null,
          remote_url: null,
          error_code: null,
          error_message: null,
          published_at: null,
        })
        .execute();
      await step(trx, row.id, 'scheduled', row.created_at, { kind: 'scheduled', actorId });
    },

    find: (id: string, trx?: Db): Promise<PublicationRow | undefined> =>
      own(trx).selectFrom('publications').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * Moves the publication from `from` to `to` with its change and a timeline step, if it is
     * still in `from` (and at `version`, when given). False when another move came first, or the
     * move is not one the states allow (the caller then reads what it is now).
     */
    async move(
      trx: Db,
      id: string,
      from: PublicationState,
      to: PublicationState,
      at: string,
      change: PublicationChange,
      timeline: TimelineStep,
      version?: number,
    ): Promise<boolean> {
      if (!canMove(from, to)) return false;
      const { countAttempt, ...columns } = change;
      let update = own(trx)
        .updateTable('publications')
        .set((eb) => ({
          ...columns,
          state: to,
          updated_at: at,
          version: eb('version', '+', 1),
          ...(countAttempt ? { attempts: eb('attempts', '+', 1) } : {}),
        }))
        .where('id', '=', id)
        .where('state', '=', from);
      if (version !== undefined) update = update.where('version', '=', version);
      const result = await update.executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await step(trx, id, to, at, timeline);
      return true;
    },

    /** The publication's steps, oldest first. */
    timeline: (id: string, trx?: Db) =>
      own(trx)
        .selectFrom('publication_events')
        .select(['kind', 'state', 'at', 'actor_id', 'detail'])
        .where('publication_id', '=', id)
        .orderBy('at')
        .orderBy('id')
        .execute(),

    /** When the channel's posts not yet out are due, from `from` on: the queue's taken slots. */
    async takenSlots(channelId: string, from: string, trx?: Db): Promise<Date[]> {
      const rows = await own(trx)
        .selectFrom('publications')
        .select('due_at')
        .where('channel_id', '=', channelId)
        .where('due_at', '>=', from)
        .where('state', '!=', 'published')
        .execute();
      return rows.map((row) => new Date(row.due_at));
    },
  };
}
export type PublicationsRepository = ReturnType<typeof createPublicationsRepository>;
