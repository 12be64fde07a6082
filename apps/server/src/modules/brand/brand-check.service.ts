import { type BrandFinding, checkPost } from '@expertos/domain/brand-check';
import type { BrandCheck } from '@expertos/domain/brand-check.schema';
import { POST_PURPOSES, type PostPurpose } from '@expertos/domain/tickets';
import type { Db } from '../../db/database.js';
import { fromDbJson } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';

/** The Monday (UTC) of a day's week, as YYYY-MM-DD. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

const plusDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const zeroes = (): Record<PostPurpose, number> => ({ growth: 0, trust_building: 0, sales_promotion: 0 });

/**
 * A post's brand check (docs/product.md#brand-check), its rule-based part: the ticket's caption
 * against its brand's off-brand rules and its platform's limits, and its purpose against the
 * slate of the week it is due (the current week when it has no due date).
 */
export function createBrandCheck({ db, now }: { db: Db; now: () => Date }) {
  return {
    async check(ticketId: string): Promise<BrandCheck> {
      const ticket = await db
        .selectFrom('tickets as t')
        .innerJoin('projects as p', 'p.id', 't.project_id')
        .select([
          't.id',
          't.project_id',
          't.caption',
          't.details',
          't.post_platform',
          't.post_audience',
          't.due_date',
          'p.off_brand',
          'p.slate_growth_content',
          'p.slate_trust_building_content',
          'p.slate_sales_promotions_content',
        ])
        .where('t.id', '=', ticketId)
        .executeTakeFirst();
      if (!ticket) throw new AppError('not_found');

      // The caption the ticket shows: its own, else the one an integration or import recorded.
      const recorded = fromDbJson<{ post_details?: { caption?: string | null } | null }>(ticket.details, {});
      const caption = ticket.caption ?? recorded.post_details?.caption ?? '';
      const weekStart = mondayOf(ticket.due_date ?? now().toISOString().slice(0, 10));
      const rows = await db
        .selectFrom('tickets')
        .select(['post_audience', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('project_id', '=', ticket.project_id)
        .where('ticket_type', '=', 'post')
        .where('id', '!=', ticket.id)
        .where('status', '!=', 'will_not_do')
        .where('due_date', '>=', weekStart)
        .where('due_date', '<=', plusDays(weekStart, 6))
        .where('post_audience', 'is not', null)
        .groupBy('post_audience')
        .execute();
      const planned = zeroes();
      for (const row of rows) {
        if (row.post_audience && (POST_PURPOSES as readonly string[]).includes(row.post_audience))
          planned[row.post_audience] = Number(row.n);
      }
      const findings: BrandFinding[] = checkPost({
        caption,
        platform: ticket.post_platform,
        purpose: ticket.post_audience,
        offBrand: fromDbJson<string[]>(ticket.off_brand, []),
        slate: {
          targets: {
            growth: ticket.slate_growth_content,
            trust_building: ticket.slate_trust_building_content,
            sales_promotion: ticket.slate_sales_promotions_content,
          },
          planned,
        },
      });
      return { caption, week_start: weekStart, findings };
    },
  };
}
export type BrandCheckService = ReturnType<typeof createBrandCheck>;
