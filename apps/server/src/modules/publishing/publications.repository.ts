import { randomUUID } from 'node:crypto';
import { canMove, type PublicationState } from '@expertos/domain/publishing/publication';
import { type Selectable, sql } from 'kysely';
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

  // Called right after the guarded write of the publication's row, in its transaction: that
  // write holds the row, so two steps of one publication never take the same place.
  async function step(trx: Db, publicationId: string, state: PublicationState, at: string, s: TimelineStep) {
    await own(trx)
      .insertInto('publication_events')
      .values({
        id: randomUUID(),
        publication_id: publicationId,
        at,
        // The next place, found in the same statement (one round trip on every move).
        seq: sql<number>`(select coalesce(max(seq), 0) + 1 from publication_events where publication_id = ${publicationId})`,
        kind: s.kind,
        state,
        actor_id: s.actorId ?? null,
        detail: s.detail ?? null,
      })
      .execute();
  }

  /**
   * Moves the publication from `from` to `to` with its change and a timeline step, if it is
   * still in `from` (and at `version`, when given). False when another move came first, or the
   * move is not one the states allow (the caller then reads what it is now). The row as moved
   * when it did, so the caller need not read it again.
   */
  async function move(
    trx: Db,
    id: string,
    from: PublicationState,
    to: PublicationState,
    at: string,
    change: PublicationChange,
    timeline: TimelineStep,
    version?: number,
  ): Promise<PublicationRow | null> {
    if (!canMove(from, to)) return null;
    // The write and its step commit together (and the step's place is taken under the row's lock).
    if (!trx.isTransaction)
      return trx.transaction().execute((t: Db) => move(t, id, from, to, at, change, timeline, version));
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
    const moved = await update.returningAll().executeTakeFirst();
    if (!moved) return null;
    await step(trx, id, to, at, timeline);
    return moved;
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
        | 'progress'
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

    move,

    /**
     * How many posts went out on this network since `since`, on every brand of the server: a
     * quota shared by the server's one app (YouTube's daily units).
     */
    async publishedOnNetworkSince(network: string, since: string): Promise<number> {
      const row = await own()
        .selectFrom('publications')
        .innerJoin('publishing_channels', 'publishing_channels.id', 'publications.channel_id')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('publishing_channels.network', '=', network as never)
        .where('publications.state', '=', 'published')
        .where('publications.published_at', '>=', since)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** The network's steps of this post so far (JSON), for a cut-off attempt to resume. */
    async progressOf(id: string, trx?: Db): Promise<Record<string, string>> {
      const row = await own(trx)
        .selectFrom('publications')
        .select('progress')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.progress ? (JSON.parse(row.progress) as Record<string, string>) : {};
    },

    /** The channel's publications not out yet, with their progress (posts its network may hold). */
    async ofChannelWaiting(channelId: string): Promise<{ id: string; progress: Record<string, string> }[]> {
      const rows = await own()
        .selectFrom('publications')
        .select(['id', 'progress'])
        .where('channel_id', '=', channelId)
        .where('state', 'in', ['scheduled', 'failed', 'needs_attention'])
        .execute();
      return rows.map((row) => ({
        id: row.id,
        progress: row.progress ? (JSON.parse(row.progress) as Record<string, string>) : {},
      }));
    },

    /** Merges the network's answer into the post's progress, kept at once (before the next call). */
    async keepProgress(id: string, values: Record<string, string>): Promise<void> {
      await own()
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .selectFrom('publications')
            .select('progress')
            .where('id', '=', id)
            .executeTakeFirst();
          const merged = {
            ...(row?.progress ? (JSON.parse(row.progress) as Record<string, string>) : {}),
            ...values,
          };
          await trx
            .updateTable('publications')
            .set({ progress: JSON.stringify(merged) })
            .where('id', '=', id)
            .execute();
        });
    },

    /**
     * A scheduled publication's new time, if it is still scheduled and at `version`; with its
     * step. False when it moved or changed meanwhile.
     */
    async retime(
      trx: Db,
      id: string,
      version: number,
      dueAt: string,
      at: string,
      timeline: TimelineStep,
    ): Promise<boolean> {
      const result = await own(trx)
        .updateTable('publications')
        .set((eb) => ({ due_at: dueAt, updated_at: at, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('state', '=', 'scheduled')
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await step(trx, id, 'scheduled', at, timeline);
      return true;
    },

    /**
     * A waiting publication's files changed (a library asset's newer version), if it is still in
     * `state` and at `version`; with its step. False when it moved or changed meanwhile.
     */
    async revariant(
      trx: Db,
      id: string,
      state: PublicationState,
      version: number,
      variant: string,
      at: string,
      timeline: TimelineStep,
    ): Promise<boolean> {
      const result = await own(trx)
        .updateTable('publications')
        .set((eb) => ({ variant, updated_at: at, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('state', '=', state)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await step(trx, id, state, at, timeline);
      return true;
    },

    /**
     * Deletes a publication that has not gone out and is not going out now (never one that is
     * publishing or published), if it is at `version`. Its job then finds nothing to do.
     */
    async remove(id: string, version: number, trx?: Db): Promise<boolean> {
      const result = await own(trx)
        .deleteFrom('publications')
        .where('id', '=', id)
        .where('version', '=', version)
        .where('state', 'in', ['scheduled', 'failed', 'needs_attention'])
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Publications still scheduled whose variant carries a library asset (the daily rights sweep's). */
    async scheduledWithAssets(trx?: Db) {
      return own(trx)
        .selectFrom('publications')
        .select(['id', 'channel_id', 'variant', 'ticket_id', 'project_id', 'due_at'])
        .where('state', '=', 'scheduled')
        .where('variant', 'like', '%"asset_uid"%')
        .orderBy('due_at')
        .execute();
    },

    /** The ticket's publications, by due time, with each one's timeline (two reads in all). */
    async ofTicket(ticketId: string, trx?: Db) {
      const rows = await own(trx)
        .selectFrom('publications')
        .selectAll()
        .where('ticket_id', '=', ticketId)
        .orderBy('due_at')
        .orderBy('id')
        .execute();
      if (rows.length === 0) return [];
      const steps = await own(trx)
        .selectFrom('publication_events')
        .select(['publication_id', 'kind', 'state', 'at', 'actor_id', 'detail'])
        .where(
          'publication_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('publication_id')
        .orderBy('seq')
        .execute();
      const stepsOf = new Map<string, typeof steps>();
      for (const step of steps) {
        const list = stepsOf.get(step.publication_id);
        if (list) list.push(step);
        else stepsOf.set(step.publication_id, [step]);
      }
      return rows.map((row) => ({ row, steps: stepsOf.get(row.id) ?? [] }));
    },

    /** What the ticket's result needs of each of its publications (ticket-result.ts): no steps, no variant. */
    outcomesOfTicket: (ticketId: string, trx?: Db) =>
      own(trx)
        .selectFrom('publications')
        .select(['project_id', 'state', 'remote_url', 'published_at'])
        .where('ticket_id', '=', ticketId)
        .execute(),

    /** The brand's publications due in [from, to), by time: the calendar's window. */
    inWindow: (projectId: string, from: string, to: string, trx?: Db) =>
      own(trx)
        .selectFrom('publications')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('due_at', '>=', from)
        .where('due_at', '<', to)
        .orderBy('due_at')
        .orderBy('id')
        .limit(2000)
        .execute(),

    /** The workspace's publications due in [from, to) on these brands (or all), by time. */
    inWorkspaceWindow: (
      workspaceId: string,
      projectIds: readonly string[] | 'all',
      from: string,
      to: string,
    ) => {
      let query = own()
        .selectFrom('publications')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('due_at', '>=', from)
        .where('due_at', '<', to);
      if (projectIds !== 'all') {
        if (projectIds.length === 0) return Promise.resolve([]);
        query = query.where('project_id', 'in', [...projectIds]);
      }
      return query.orderBy('due_at').orderBy('id').limit(2000).execute();
    },

    /** The ticket's publications still waiting to go out (scheduled), in `trx`. */
    scheduledOfTicket: (ticketId: string, trx?: Db) =>
      own(trx)
        .selectFrom('publications')
        .select(['id', 'version', 'channel_id'])
        .where('ticket_id', '=', ticketId)
        .where('state', '=', 'scheduled')
        .execute(),

    /** The publication's steps, oldest first. */
    timeline: (id: string, trx?: Db) =>
      own(trx)
        .selectFrom('publication_events')
        .select(['kind', 'state', 'at', 'actor_id', 'detail'])
        .where('publication_id', '=', id)
        .orderBy('seq')
        .execute(),

    /** When the channel's posts not yet out are due, from `from` on: the queue's taken slots. */
    /** The times from `from` on that any of the brand's channels has a post going out at. */
    async takenSlotsOfBrand(projectId: string, from: string): Promise<Date[]> {
      const rows = await own()
        .selectFrom('publications')
        .select('due_at')
        .where('project_id', '=', projectId)
        .where('due_at', '>=', from)
        .where('state', '!=', 'published')
        .execute();
      return rows.map((row) => new Date(row.due_at));
    },
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
