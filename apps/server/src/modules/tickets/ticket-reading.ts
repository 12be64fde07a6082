import { CLOSED_TICKET_STATUSES } from '@expertos/domain/tickets';
import { type RawBuilder, sql } from 'kysely';
import { type Db, type Dialect, ownTables } from '../../db/database.js';
import type { ImageRow, TicketWithMilestone } from './tickets.repository.js';
import type { TicketTables } from './tickets.tables.js';

/** A ticket with everything of this module its reply shows (`GET /tickets/{uid}`). */
export type TicketForReading = TicketWithMilestone & {
  parent_number: number | null;
  parent_summary: string | null;
  subtasks_total: number;
  subtasks_done: number;
  /** Its tags' names, in name order. */
  tag_names: string[];
  /** Its reference images, oldest first. */
  images: ImageRow[];
};

/** Every column of an image row, as the reply's JSON objects carry them. */
const IMAGE_COLUMNS = {
  id: true,
  ticket_id: true,
  project_id: true,
  storage_key: true,
  name: true,
  size: true,
  content_type: true,
  created_at: true,
} as const satisfies Record<keyof ImageRow, true>;

/**
 * A ticket and what this module keeps about it (milestone, parent, subtasks' progress, tags,
 * reference images) in one statement: the tags and images come back as JSON arrays, so the
 * ticket dialog costs one round trip to the database for the tickets module's part instead of
 * six (docs/architecture.md#the-ticket-read). Its brand and people are other modules', read
 * through their own functions beside it.
 */
export function createTicketReading(whole: Db, dialect: Dialect) {
  const db = ownTables<TicketTables>(whole);
  const postgres = dialect === 'postgres';
  /** A JSON array of `value` over the rows of `from`, in `order`; `[]` when there are none. */
  const jsonArray = (value: RawBuilder<unknown>, from: RawBuilder<unknown>, order: RawBuilder<unknown>) =>
    postgres
      ? sql`(select coalesce(json_agg(${value} order by ${order}), '[]'::json) ${from})`
      : sql`(select json_group_array(${value} order by ${order}) ${from})`;
  const imageObject = sql.raw(
    `${postgres ? 'json_build_object' : 'json_object'}(${Object.keys(IMAGE_COLUMNS)
      .map((column) => `'${column}', i.${column}`)
      .join(', ')})`,
  );
  // SQLite answers a JSON value as its text, PostgreSQL (json) as the parsed value.
  const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

  return async function ticketForReading(ticketId: string): Promise<TicketForReading | null> {
    const row = await db
      .selectFrom('tickets as t')
      .leftJoin('milestones as ms', 'ms.id', 't.milestone_id')
      .leftJoin('tickets as p', 'p.id', 't.parent_id')
      .selectAll('t')
      .select(['ms.name as milestone_name', 'p.number as parent_number', 'p.summary as parent_summary'])
      .select([
        sql<number | string>`(select count(*) from tickets c where c.parent_id = t.id)`.as('subtasks_total'),
        sql<
          number | string
        >`(select count(*) from tickets c where c.parent_id = t.id and c.status in (${sql.join([
          ...CLOSED_TICKET_STATUSES,
        ])}))`.as('subtasks_done'),
        jsonArray(
          sql`g.name`,
          sql`from ticket_tag_links l join ticket_tags g on g.id = l.tag_id where l.ticket_id = t.id`,
          sql`g.name_key`,
        ).as('tag_names'),
        jsonArray(
          imageObject,
          sql`from ticket_reference_images i where i.ticket_id = t.id`,
          sql`i.created_at, i.id`,
        ).as('images'),
      ])
      .where('t.id', '=', ticketId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      ...row,
      // PostgreSQL's count is a bigint, answered as text.
      subtasks_total: Number(row.subtasks_total),
      subtasks_done: Number(row.subtasks_done),
      tag_names: parsed<string[]>(row.tag_names),
      images: parsed<ImageRow[]>(row.images),
    };
  };
}
export type TicketForReadingQuery = ReturnType<typeof createTicketReading>;
