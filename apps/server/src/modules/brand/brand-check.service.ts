import { type BrandFinding, checkPost } from '@expertos/domain/brand-check';
import type { BrandCheck } from '@expertos/domain/brand-check.schema';
import { POST_PURPOSES, type PostPurpose } from '@expertos/domain/tickets';
import { AppError } from '../../platform/errors.js';
import type { AssetCredits } from '../assets/asset-credits.js';
import type { BrandRulesReader } from '../projects/brand-rules.js';
import type { TicketReviewFacts } from '../tickets/ticket-review-facts.js';

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
export function createBrandCheck({
  posts,
  rules,
  credits,
  now,
}: {
  /** The tickets module's reads of a post and its week. */
  posts: Pick<TicketReviewFacts, 'postToCheck' | 'plannedPurposes'>;
  /** The projects module's read of the brand's rules. */
  rules: Pick<BrandRulesReader, 'of'>;
  /** The assets module's read of the credit lines of the library assets the post uses. */
  credits?: Pick<AssetCredits, 'ofTicket'>;
  now: () => Date;
}) {
  return {
    async check(ticketId: string): Promise<BrandCheck> {
      const ticket = await posts.postToCheck(ticketId);
      const brand = ticket && (await rules.of(ticket.projectId));
      if (!ticket || !brand) throw new AppError('not_found');

      const caption = ticket.caption;
      const weekStart = mondayOf(ticket.dueDate ?? now().toISOString().slice(0, 10));
      const counts = await posts.plannedPurposes(ticket.projectId, {
        from: weekStart,
        to: plusDays(weekStart, 6),
        exceptId: ticket.id,
      });
      const planned = zeroes();
      for (const [purpose, n] of counts) {
        if ((POST_PURPOSES as readonly string[]).includes(purpose)) planned[purpose] = n;
      }
      const findings: BrandFinding[] = checkPost({
        caption,
        platform: ticket.platform,
        purpose: ticket.purpose,
        offBrand: brand.offBrand,
        slate: { targets: brand.slate, planned },
        credits: (await credits?.ofTicket(ticket.id)) ?? [],
      });
      return { caption, week_start: weekStart, findings };
    },
  };
}
export type BrandCheckService = ReturnType<typeof createBrandCheck>;
