import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';

/** Today's key in `ai_usage`: the UTC date. */
export const usageDay = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * Tokens per workspace per UTC day (docs/product.md#ai), and the daily allowance
 * (AI_DAILY_TOKEN_LIMIT; 0 sets none). A run is let in while the day's total is under the
 * allowance; what it uses is added when it ends, so one run may take the total a little over.
 */
export function createAiUsage({ db, limit, now }: { db: Db; limit: number; now: () => Date }) {
  async function usedToday(workspaceId: string): Promise<number> {
    const row = await db
      .selectFrom('ai_usage')
      .select('tokens')
      .where('workspace_id', '=', workspaceId)
      .where('day', '=', usageDay(now()))
      .executeTakeFirst();
    return Number(row?.tokens ?? 0);
  }

  return {
    limit,
    usedToday,

    /**
     * Refuses with `ai_daily_limit` once the workspace has used today's allowance. A request
     * whose cost is known before it is sent (`tokens`: a transcription, priced by its audio's
     * length) is refused too when it would take the day past the allowance.
     */
    async assertAllowance(workspaceId: string, tokens = 0): Promise<void> {
      if (limit <= 0) return;
      const used = await usedToday(workspaceId);
      if (used >= limit || used + tokens > limit) throw new AppError('ai_daily_limit');
    },

    async record(workspaceId: string, tokens: number): Promise<void> {
      const used = Math.max(0, Math.round(tokens));
      await db
        .insertInto('ai_usage')
        .values({ workspace_id: workspaceId, day: usageDay(now()), tokens: used, requests: 1 })
        .onConflict((conflict) =>
          conflict.columns(['workspace_id', 'day']).doUpdateSet({
            tokens: sql`ai_usage.tokens + ${used}`,
            requests: sql`ai_usage.requests + 1`,
          }),
        )
        .execute();
    },
  };
}
export type AiUsageService = ReturnType<typeof createAiUsage>;
