import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { type Db, ownTables } from '../../db/database.js';
import type { PageKey } from '../../db/pagination.js';
import { inChunks } from '../../db/portable.js';
import type {
  TicketActivityTable,
  TicketReferenceImagesTable,
  TicketsTable,
  TicketTables,
} from './tickets.tables.js';

export type TicketRow = Selectable<TicketsTable>;
export type TicketValues = Insertable<TicketsTable>;
export type TicketChanges = Updateable<TicketsTable>;
export type ActivityValues = Insertable<TicketActivityTable>;
export type ImageRow = Selectable<TicketReferenceImagesTable>;
type ActivityKind = TicketActivityTable['kind'];
const OWN_KIND_NAMES: ReadonlySet<string> = new Set<ActivityKind>([
  'status',
  'assignee',
  'priority',
  'due_date',
]);

/** A ticket with its milestone's name (null: none, or a milestone deleted meanwhile). */
export type TicketWithMilestone = TicketRow & { milestone_name: string | null };

/** A ticket with what its reply needs of its brand (the projects module's) and milestone. */
export type FullTicketRow = TicketWithMilestone & {
  project_name: string;
  project_slug: string;
};

export type ActivityRow = Selectable<TicketActivityTable>;

/**
 * Tickets, their tags, history and reference images: this module's own tables only
 * (docs/architecture.md#modules-own-their-tables). The caller's transaction comes in whole, as
 * other modules' writes (events, the assignee rule) share it, and is narrowed here.
 */
export function createTicketsRepository(whole: Db) {
  const db = ownTables<TicketTables>(whole);
  const own = (trx: Db = whole) => ownTables<TicketTables>(trx);

  /**
   * The last of `count` new `#number`s of the workspace. An upsert that increments and returns
   * in one statement: PostgreSQL locks the counter row until the transaction ends, SQLite has
   * one writer.
   */
  async function nextNumbers(workspaceId: string, count: number, trx: Db): Promise<number> {
    const row = await own(trx)
      .insertInto('ticket_counters')
      .values({ workspace_id: workspaceId, last_number: count })
      .onConflict((oc) =>
        oc.column('workspace_id').doUpdateSet((eb) => ({
          last_number: eb('ticket_counters.last_number', '+', count),
        })),
      )
      .returning('last_number')
      .executeTakeFirstOrThrow();
    return Number(row.last_number);
  }

  return {
    /**
     * Where the ticket sits, as a subquery (one row or none) for the access guard's statement
     * (workspaces/brand-place.ts).
     */
    placeOf: (ticketId: string) =>
      db.selectFrom('tickets').select(['workspace_id', 'project_id']).where('id', '=', ticketId),

    /**
     * The workspace's next `#number`. An upsert that increments and returns in one statement:
     * PostgreSQL locks the counter row until the transaction ends, SQLite has one writer.
     */
    nextNumber: (workspaceId: string, trx: Db): Promise<number> => nextNumbers(workspaceId, 1, trx),

    /** The last of `count` numbers taken at once (a batch of tickets): the same upsert, by `count`. */
    nextNumbers,

    async insert(rows: readonly TicketValues[], trx: Db): Promise<void> {
      // About 50 columns a row: 200 rows stay far under SQLite's parameter limit.
      for (let i = 0; i < rows.length; i += 200)
        await own(trx)
          .insertInto('tickets')
          .values(rows.slice(i, i + 200))
          .execute();
    },

    /**
     * Takes the ticket row's write lock until the transaction ends, on both databases (a no-op
     * update: PostgreSQL locks the row, SQLite takes its single writer lock), so two edits'
     * read-check-write sequences (the edit-conflict check) cannot interleave.
     */
    async lockRow(ticketId: string, trx: Db): Promise<void> {
      await own(trx)
        .updateTable('tickets')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', ticketId)
        .execute();
    },

    async findRow(ticketId: string, trx?: Db): Promise<TicketRow | null> {
      return (
        (await own(trx).selectFrom('tickets').selectAll().where('id', '=', ticketId).executeTakeFirst()) ??
        null
      );
    },

    async findRows(ticketIds: string[], trx?: Db): Promise<TicketRow[]> {
      return inChunks(ticketIds, (chunk) =>
        own(trx).selectFrom('tickets').selectAll().where('id', 'in', chunk).execute(),
      );
    },

    /** The workspace's tickets given to this member. */
    assignedTo: (workspaceId: string, memberId: string, trx?: Db): Promise<TicketRow[]> =>
      own(trx)
        .selectFrom('tickets')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('assignee_id', '=', memberId)
        .execute(),

    async update(ticketIds: string[], changes: TicketChanges, trx: Db): Promise<void> {
      if (ticketIds.length === 0) return;
      await own(trx).updateTable('tickets').set(changes).where('id', 'in', ticketIds).execute();
    },

    async delete(ticketId: string, trx?: Db): Promise<void> {
      await own(trx).deleteFrom('tickets').where('id', '=', ticketId).execute();
    },

    /** The tag names of the tickets, by name. */
    async tagsOf(
      ticketIds: string[],
      trx?: Db,
    ): Promise<{ ticket_id: string; tag_id: string; name: string; name_key: string }[]> {
      if (ticketIds.length === 0) return [];
      return own(trx)
        .selectFrom('ticket_tag_links as l')
        .innerJoin('ticket_tags as g', 'g.id', 'l.tag_id')
        .select(['l.ticket_id', 'l.tag_id', 'g.name', 'g.name_key'])
        .where('l.ticket_id', 'in', ticketIds)
        .orderBy('g.name_key')
        .execute();
    },

    async linkTags(links: { ticket_id: string; tag_id: string }[], trx: Db): Promise<void> {
      if (links.length === 0) return;
      await own(trx)
        .insertInto('ticket_tag_links')
        .values(links)
        .onConflict((oc) => oc.columns(['ticket_id', 'tag_id']).doNothing())
        .execute();
    },

    async unlinkTags(ticketIds: string[], tagIds: string[], trx: Db): Promise<void> {
      if (ticketIds.length === 0 || tagIds.length === 0) return;
      await own(trx)
        .deleteFrom('ticket_tag_links')
        .where('ticket_id', 'in', ticketIds)
        .where('tag_id', 'in', tagIds)
        .execute();
    },

    /**
     * The fields among `fields` that someone other than `memberId` changed after `since`
     * (docs/product.md#edit-conflicts), as the history recorded them.
     */
    async fieldsChangedSince(
      ticketId: string,
      query: { since: string; fields: string[]; memberId: string },
      trx?: Db,
    ): Promise<string[]> {
      if (query.fields.length === 0) return [];
      const kinds = query.fields.filter((field): field is ActivityKind => OWN_KIND_NAMES.has(field));
      const rows = await own(trx)
        .selectFrom('ticket_activity')
        .select(['field', 'kind'])
        .where('ticket_id', '=', ticketId)
        .where('created_at', '>', query.since)
        // Status, priority, due date and assignee are recorded as a kind of their own.
        .where((eb) =>
          eb.or(
            kinds.length > 0
              ? [eb('field', 'in', query.fields), eb('kind', 'in', kinds)]
              : [eb('field', 'in', query.fields)],
          ),
        )
        .where((eb) => eb.or([eb('actor_id', 'is', null), eb('actor_id', '!=', query.memberId)]))
        .execute();
      return [...new Set(rows.map((row) => row.field ?? row.kind))];
    },

    /**
     * New tickets' checklists, each's items in their order (the tickets' counts are written with
     * them), a few hundred items a statement.
     */
    async addChecklists(
      lists: readonly { ticketId: string; texts: readonly string[] }[],
      memberId: string,
      now: string,
      trx: Db,
    ): Promise<void> {
      const rows = lists.flatMap(({ ticketId, texts }) =>
        texts.map((text, position) => ({
          id: randomUUID(),
          ticket_id: ticketId,
          position,
          text,
          done: 0,
          created_by: memberId,
          created_at: now,
          updated_at: now,
        })),
      );
      for (let i = 0; i < rows.length; i += 1000)
        await own(trx)
          .insertInto('ticket_checklist_items')
          .values(rows.slice(i, i + 1000))
          .execute();
    },

    async addActivity(rows: readonly ActivityValues[], trx: Db): Promise<void> {
      for (let i = 0; i < rows.length; i += 1000)
        await own(trx)
          .insertInto('ticket_activity')
          .values(rows.slice(i, i + 1000))
          .execute();
    },

    /** A page of the history (who did it: people.refs of `actor_id`): newest first after the cursor's key, `limit + 1` rows (see toPage). */
    async activity(
      ticketId: string,
      page: { after: PageKey | undefined; limit: number },
    ): Promise<ActivityRow[]> {
      const { after } = page;
      let query = db.selectFrom('ticket_activity as a').selectAll('a').where('a.ticket_id', '=', ticketId);
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('a.created_at', '<', after.createdAt),
            eb.and([eb('a.created_at', '=', after.createdAt), eb('a.id', '<', after.id)]),
          ]),
        );
      }
      return query
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(page.limit + 1)
        .execute();
    },

    /** What the CSV export writes beyond a list item (ticket-export.ts), for a page of tickets. */
    exportExtras(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('tickets')
        .select([
          'id',
          'reporter_id',
          'post_format',
          'post_audience',
          'pillar',
          'caption',
          'description',
          'hook',
          'hook_variation_1',
          'hook_variation_2',
          'hook_variation_3',
          'keyword_phrase',
          'live_link',
          'canva_url',
          'drive_raw_link',
          'drive_final_link',
          'difficulty',
          'estimate_hours',
          'estimate_amount',
          'total_spent',
        ])
        .select((eb) =>
          eb
            .selectFrom('tickets as parent')
            .select('parent.number')
            .whereRef('parent.id', '=', 'tickets.parent_id')
            .as('parent_number'),
        )
        .where('id', 'in', ids)
        .execute();
    },

    async milestoneNames(milestoneIds: string[]): Promise<{ id: string; name: string }[]> {
      if (milestoneIds.length === 0) return [];
      return db.selectFrom('milestones').select(['id', 'name']).where('id', 'in', milestoneIds).execute();
    },

    async images(ticketId: string, trx?: Db): Promise<ImageRow[]> {
      return own(trx)
        .selectFrom('ticket_reference_images')
        .selectAll()
        .where('ticket_id', '=', ticketId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** One image of the ticket, or undefined when the ticket has no such image. */
    async image(ticketId: string, imageId: string): Promise<ImageRow | undefined> {
      return db
        .selectFrom('ticket_reference_images')
        .selectAll()
        .where('ticket_id', '=', ticketId)
        .where('id', '=', imageId)
        .executeTakeFirst();
    },

    async countImages(ticketId: string, trx: Db): Promise<number> {
      const row = await own(trx)
        .selectFrom('ticket_reference_images')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ticket_id', '=', ticketId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async addImages(rows: ImageRow[], trx: Db): Promise<void> {
      if (rows.length === 0) return;
      await own(trx).insertInto('ticket_reference_images').values(rows).execute();
    },

    /** Removes one image row; its storage key, or null when the ticket has no such image. */
    async deleteImage(ticketId: string, imageId: string, trx?: Db): Promise<string | null> {
      const row = await own(trx)
        .deleteFrom('ticket_reference_images')
        .where('id', '=', imageId)
        .where('ticket_id', '=', ticketId)
        .returning('storage_key')
        .executeTakeFirst();
      return row?.storage_key ?? null;
    },

    /** The stored files of the ticket's reference images (its comments' files are the comments module's). */
    async imageKeys(ticketId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('ticket_reference_images')
        .select('storage_key')
        .where('ticket_id', '=', ticketId)
        .execute();
      return rows.map((row) => row.storage_key);
    },

    /** Stores the candidate unless the ticket is shared already; the token in force (null: no ticket). */
    async shareToken(ticketId: string, candidate: string): Promise<string | null> {
      await db
        .updateTable('tickets')
        .set({ share_token: candidate })
        .where('id', '=', ticketId)
        .where('share_token', 'is', null)
        .execute();
      const row = await db
        .selectFrom('tickets')
        .select('share_token')
        .where('id', '=', ticketId)
        .executeTakeFirst();
      return row?.share_token ?? null;
    },

    async setShareToken(ticketId: string, token: string | null): Promise<void> {
      await db.updateTable('tickets').set({ share_token: token }).where('id', '=', ticketId).execute();
    },

    transaction<T>(fn: (trx: Db) => Promise<T>): Promise<T> {
      return whole.transaction().execute(fn);
    },
  };
}
export type TicketsRepository = ReturnType<typeof createTicketsRepository>;
