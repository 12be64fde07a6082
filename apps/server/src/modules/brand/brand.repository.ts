import type { Insertable, Selectable, Updateable } from 'kysely';
import { type Db, ownTables } from '../../db/database.js';
import type { BrandFacts } from '../projects/brand-facts.js';
import type { TicketReviewFacts } from '../tickets/ticket-review-facts.js';
import type { PeopleService } from '../workspaces/people.service.js';
import type {
  AssistantsTable,
  AudiencesTable,
  BrandFeedbackTable,
  BrandTables,
  BrandVoicesTable,
  InfluencesTable,
} from './brand.tables.js';

export type VoiceRow = Selectable<BrandVoicesTable>;
export type AssistantRow = Selectable<AssistantsTable>;
export type AudienceRow = Selectable<AudiencesTable>;
export type InfluenceRow = Selectable<InfluencesTable>;
export type FeedbackRow = Selectable<BrandFeedbackTable>;

/** The record tables, each with its row type. */
export interface RecordTables {
  brand_voices: BrandVoicesTable;
  assistants: AssistantsTable;
  audiences: AudiencesTable;
  influences: InfluencesTable;
}
export type RecordTable = keyof RecordTables;
/** The tables with one default per brand (docs/product.md#brand-profile). */
export type DefaultedTable = 'brand_voices' | 'assistants' | 'audiences';

/** A post ticket as a brand voice's sample shows it. */
export interface SampleTicket {
  id: string;
  project_id: string;
  ticket_type: string;
  summary: string;
  caption: string | null;
}

/** What the brand profile reads of other modules: the brand's row lock, post tickets, members' names. */
export interface BrandUses {
  brands: Pick<BrandFacts, 'lock'>;
  posts: Pick<TicketReviewFacts, 'kinds'>;
  people: Pick<PeopleService, 'refs'>;
}

/**
 * The brand profile's records. Queries that every record table shares (by brand, by id, the
 * default flag) are written once against `brand_voices` and run on the table asked for: the
 * columns they touch (id, project_id, is_default, created_at) are the same in each.
 */
export function createBrandRepository(whole: Db, { brands, posts, people }: BrandUses) {
  const shared = (table: RecordTable) => table as 'brand_voices';
  // Its own tables only; transactions come in whole, as the brand's row lock and the tickets'
  // reads share them.
  const db = ownTables<BrandTables>(whole);
  const own = (trx: Db = whole) => ownTables<BrandTables>(trx);

  return {
    transaction<T>(fn: (trx: Db) => Promise<T>): Promise<T> {
      return whole.transaction().execute(fn);
    },

    /**
     * Serialises the brand's default moves: PostgreSQL locks the brand's row until the
     * transaction ends; SQLite lets one writer in at a time already.
     */
    lockBrand: (projectId: string, trx: Db): Promise<void> => brands.lock(trx, projectId),

    /** The brand's records, oldest first. */
    async list<T extends RecordTable>(
      table: T,
      projectId: string,
      trx?: Db,
    ): Promise<Selectable<RecordTables[T]>[]> {
      const rows = await own(trx)
        .selectFrom(shared(table))
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows as unknown as Selectable<RecordTables[T]>[];
    },

    /** One record of the brand; null when the id is unknown or another brand's. */
    async find<T extends RecordTable>(
      table: T,
      projectId: string,
      id: string,
      trx?: Db,
    ): Promise<Selectable<RecordTables[T]> | null> {
      const row = await own(trx)
        .selectFrom(shared(table))
        .selectAll()
        .where('project_id', '=', projectId)
        .where('id', '=', id)
        .executeTakeFirst();
      return (row as unknown as Selectable<RecordTables[T]> | undefined) ?? null;
    },

    async insert<T extends RecordTable>(table: T, row: Insertable<RecordTables[T]>, trx?: Db): Promise<void> {
      await own(trx)
        .insertInto(shared(table))
        .values(row as unknown as Insertable<BrandVoicesTable>)
        .execute();
    },

    /** Changes a record of the brand; false when it is not there. */
    async update<T extends RecordTable>(
      table: T,
      projectId: string,
      id: string,
      changes: Updateable<RecordTables[T]>,
      trx?: Db,
    ): Promise<boolean> {
      const result = await own(trx)
        .updateTable(shared(table))
        .set(changes as unknown as Updateable<BrandVoicesTable>)
        .where('project_id', '=', projectId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async delete(table: RecordTable, projectId: string, id: string, trx?: Db): Promise<boolean> {
      const result = await own(trx)
        .deleteFrom(shared(table))
        .where('project_id', '=', projectId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async hasDefault(table: DefaultedTable, projectId: string, trx?: Db): Promise<boolean> {
      const row = await own(trx)
        .selectFrom(shared(table))
        .select('id')
        .where('project_id', '=', projectId)
        .where('is_default', '=', 1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Makes `id` the brand's one default: the old default is unset first (same transaction). */
    async setDefault(table: DefaultedTable, projectId: string, id: string, trx: Db): Promise<void> {
      await own(trx)
        .updateTable(shared(table))
        .set({ is_default: 0 })
        .where('project_id', '=', projectId)
        .where('is_default', '=', 1)
        .where('id', '!=', id)
        .execute();
      await own(trx)
        .updateTable(shared(table))
        .set({ is_default: 1 })
        .where('project_id', '=', projectId)
        .where('id', '=', id)
        .execute();
    },

    /** The brand's oldest record, if any. */
    async oldest(table: DefaultedTable, projectId: string, trx: Db): Promise<string | null> {
      const row = await own(trx)
        .selectFrom(shared(table))
        .select('id')
        .where('project_id', '=', projectId)
        .orderBy('created_at')
        .orderBy('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** Post tickets by id, of any brand (the caller checks the brand and type). */
    async tickets(ids: readonly string[], trx?: Db): Promise<SampleTicket[]> {
      if (ids.length === 0) return [];
      return (await posts.kinds(ids, trx)).map((ticket) => ({
        id: ticket.id,
        project_id: ticket.projectId,
        ticket_type: ticket.type,
        summary: ticket.summary,
        caption: ticket.caption,
      }));
    },

    /** How many influences, audiences, voices and feedback items the brand has: one statement. */
    async counts(projectId: string) {
      const count = (table: 'influences' | 'audiences' | 'brand_voices' | 'brand_feedback') =>
        db
          .selectFrom(table as 'brand_voices')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('project_id', '=', projectId);
      const row = await db
        .selectNoFrom([
          count('influences').as('influences'),
          count('audiences').as('audiences'),
          count('brand_voices').as('brand_voices'),
          count('brand_feedback').as('feedback'),
        ])
        .executeTakeFirstOrThrow();
      // PostgreSQL answers a count as a bigint string.
      return {
        influences: Number(row.influences),
        audiences: Number(row.audiences),
        brand_voices: Number(row.brand_voices),
        feedback: Number(row.feedback),
      };
    },

    /** The brand's feedback on one field, or on every field without one; newest first. */
    async listFeedback(projectId: string, field?: string): Promise<FeedbackRow[]> {
      let query = db.selectFrom('brand_feedback').selectAll().where('project_id', '=', projectId);
      if (field !== undefined) query = query.where('field', '=', field);
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    async insertFeedback(row: FeedbackRow): Promise<void> {
      await db.insertInto('brand_feedback').values(row).execute();
    },

    /** The name a member goes by: their account's name, else their e-mail address. */
    async memberName(memberId: string): Promise<string> {
      const person = (await people.refs([memberId])).get(memberId);
      return person?.name?.trim() || person?.email || '';
    },
  };
}
export type BrandRepository = ReturnType<typeof createBrandRepository>;
