import { createAiPort } from '../../platform/ai/openai-ai.js';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import type { TicketLookups } from '../tickets/ticket-lookups.js';
import { aiRoutes } from './ai.routes.js';
import { createAiService } from './ai.service.js';
import { createAiBrandCheck } from './ai-brand-check.js';
import { createAiDrafts } from './ai-drafts.js';
import { createAiUsage } from './ai-usage.js';
import type { TopPostsFor } from './brand-prompt.js';

/**
 * AI on the brand's context (docs/product.md#ai): the playground's runs and prompts, and the
 * workspace's AI status and daily use. Off (every action refused with `ai_disabled`, shown
 * disabled in the app) while AI_BASE_URL is not set.
 */
export function aiModule(
  { config, database, now }: ModuleDeps,
  {
    tickets,
    topPosts = async () => [],
  }: {
    tickets: Pick<TicketLookups, 'post'>;
    /** The brand's best recent posts, the examples runs and drafts are given (analytics). */
    topPosts?: TopPostsFor;
  },
) {
  const port = createAiPort(config.ai);
  const usage = createAiUsage({ db: database.db, limit: config.ai.dailyTokenLimit, now });
  const ai = createAiService({ db: database.db, port, usage, topPosts, setupUrl: config.ai.setupUrl });
  const drafts = createAiDrafts({ db: database.db, port, usage, tickets, topPosts });
  const brandCheck = createAiBrandCheck({ db: database.db, port, usage, tickets });
  return {
    name: 'ai',
    routes: aiRoutes({ ai, drafts, brandCheck }),
    // The daily allowance, for AI requests other modules make (a recording's transcription).
    services: { ai, usage },
  } satisfies ServerModule & { services: unknown };
}
