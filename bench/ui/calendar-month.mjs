// Makes the calendar's current month hold exactly `count` tickets: the seed spreads dates over
// two years, so the month (and the days of its neighbours the grid shows) holds whatever fell
// there. Tickets in those weeks move a year back; `count` others, spread over the whole range
// of numbers, move onto the month's days. Every date field moves with its calendar date, so
// the rows stay what the API itself would write.
import { sql } from 'kysely';
import { tsImport } from 'tsx/esm/api';
import { openDatabase } from '../seed/database.mjs';

const DAY_MS = 86_400_000;
const DATE_FIELDS = ['due_date', 'film_date', 'posted_date'];

const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day) => Date.parse(`${day}T00:00:00Z`);
const shift = (day, days) => (day ? isoDay(dayMs(day) + days * DAY_MS) : day);

/** The month of `today` (local time, as the browser on this machine reads it). */
export function monthOf(today = new Date()) {
  const first = Date.UTC(today.getFullYear(), today.getMonth(), 1);
  const days = new Date(today.getFullYear(), today.getMonth() + 1, 0).getDate();
  return { first: isoDay(first), days };
}

/** The columns the server derives from a ticket's dates (as the seed writes them). */
function derivedColumns(row, calendarDate) {
  return { calendar_date: calendarDate(row)?.date ?? null, due_sort: row.due_date ?? '9999-12-31' };
}

export async function placeMonthTickets({
  databaseUrl,
  workspaceId,
  count,
  totalTickets,
  month = monthOf(),
}) {
  const { calendarDate } = await tsImport('@expertos/domain/ticket.schema', import.meta.url);
  const { db } = openDatabase(databaseUrl);
  // Wider than any month grid (at most six weeks, starting up to six days before the 1st).
  const gridFrom = shift(month.first, -7);
  const gridTo = shift(month.first, month.days + 14);
  const columns = ['id', 'ticket_type', ...DATE_FIELDS];
  try {
    await db.transaction().execute(async (trx) => {
      const inGrid = await trx
        .selectFrom('tickets')
        .select(columns)
        .where('workspace_id', '=', workspaceId)
        .where('calendar_date', '>=', gridFrom)
        .where('calendar_date', '<=', gridTo)
        .execute();
      for (const row of inGrid) {
        const moved = { ...row };
        for (const field of DATE_FIELDS) moved[field] = shift(row[field], -365);
        await trx
          .updateTable('tickets')
          .set({
            due_date: moved.due_date,
            film_date: moved.film_date,
            posted_date: moved.posted_date,
            ...derivedColumns(moved, calendarDate),
          })
          .where('id', '=', row.id)
          .execute();
      }
      const step = Math.max(1, Math.floor(totalTickets / count));
      const chosen = await trx
        .selectFrom('tickets')
        .select(columns)
        .where('workspace_id', '=', workspaceId)
        .where(sql`number % ${step}`, '=', 0)
        .orderBy('number')
        .limit(count)
        .execute();
      for (const [index, row] of chosen.entries()) {
        const day = shift(month.first, index % month.days);
        // The field the calendar reads for this ticket (a post's posted or film date).
        const field = calendarDate(row)?.field ?? 'due_date';
        const placed = { ...row, [field]: day };
        await trx
          .updateTable('tickets')
          .set({ [field]: day, ...derivedColumns(placed, calendarDate) })
          .where('id', '=', row.id)
          .execute();
      }
      if (chosen.length < count) throw new Error(`only ${chosen.length} tickets to place in the month`);
    });
    return { gridFrom, gridTo };
  } finally {
    await db.destroy();
  }
}
