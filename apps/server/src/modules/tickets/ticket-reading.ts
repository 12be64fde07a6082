import type { PersonRef } from '@expertos/domain/ticket.schema';
import { CLOSED_TICKET_STATUSES } from '@expertos/domain/tickets';
import { type RawBuilder, sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import { type Db, type Dialect, ownTables } from '../../db/database.js';
import type { BrandFacts } from '../projects/brand-facts.js';
import type { PersonColumn } from '../workspaces/people.service.js';
import type { ImageRow, TicketWithMilestone } from './tickets.repository.js';
import type { TicketTables } from './tickets.tables.js';

/** A ticket with everything its reply shows (`GET /tickets/{uid}`). */
export type TicketForReading = TicketWithMilestone & {
  /** Its brand's name and slug (the projects module's). */
  project_name: string;
  project_slug: string;
  /** Its assignee and reporter, when they are still members (the workspaces module's people). */
  assignee: PersonRef | null;
  reporter: PersonRef | null;
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

/** What the ticket read shows of other modules' rows, as subqueries those modules make. */
export interface TicketReadingParts {
  brands: Pick<BrandFacts, 'nameOf'>;
  person: PersonColumn;
}

/**
 * A ticket and everything its reply shows in one statement: what this module keeps about it
 * (milestone, parent, subtasks' progress, tags, reference images; the tags and images as JSON
 * arrays) and, as the owning modules' own subqueries, its brand's name and slug and its
 * assignee and reporter. The ticket dialog costs one round trip to the database instead of
 * seven (docs/architecture.md#the-ticket-read).
 */
export function createTicketReading(whole: Db, dialect: Dialect, { brands, person }: TicketReadingParts) {
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

  const brand = brands.nameOf('t.project_id');
  // Its shape never changes: built and compiled once (db/compiled-once.ts).
  const statement = compiledOnce(db, 1, (ticketId: string) =>
    db
      .selectFrom('tickets as t')
      .leftJoin('milestones as ms', 'ms.id', 't.milestone_id')
      .leftJoin('tickets as p', 'p.id', 't.parent_id')
      .selectAll('t')
      .select(['ms.name as milestone_name', 'p.number as parent_number', 'p.summary as parent_summary'])
      .select([
        brand.name.as('project_name'),
        brand.slug.as('project_slug'),
        person.of('t.assignee_id').as('assignee'),
        person.of('t.reporter_id').as('reporter'),
      ])
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
      .where('t.id', '=', ticketId),
  );

  return async function ticketForReading(ticketId: string): Promise<TicketForReading | null> {
    const [row] = await statement(ticketId);
    // A ticket always has its brand (deleting a brand deletes its tickets).
    if (!row?.project_name || !row.project_slug) return null;
    return {
      ...row,
      project_name: row.project_name,
      project_slug: row.project_slug,
      assignee: person.read(row.assignee),
      reporter: person.read(row.reporter),
      // PostgreSQL's count is a bigint, answered as text.
      subtasks_total: Number(row.subtasks_total),
      subtasks_done: Number(row.subtasks_done),
      tag_names: parsed<string[]>(row.tag_names),
      images: parsed<ImageRow[]>(row.images),
    };
  };
}
export type TicketForReadingQuery = ReturnType<typeof createTicketReading>;
