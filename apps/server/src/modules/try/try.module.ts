import { z } from 'zod';
import { createAiPort } from '../../platform/ai/openai-ai.js';
import { defineJobHandler } from '../../platform/jobs/job-handler.js';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import type { BrandService } from '../brand/brand.service.js';
import type { ProjectsService } from '../projects/projects.service.js';
import { tryRoutes } from './try.routes.js';
import { createTryService, TRY_EXPIRE_JOB } from './try.service.js';

/**
 * The public brand-profile builder at /try (docs/product.md#try): drafts for people without
 * an account, kept 24 hours, and claimed into a brand after sign-up.
 */
export function tryModule(
  { config, database, queue, logger, now }: ModuleDeps,
  uses: { brand: () => BrandService; projects: () => ProjectsService },
): ServerModule {
  const drafts = createTryService({
    db: database.db,
    port: createAiPort(config.ai),
    queue,
    logger,
    now,
    ...uses,
  });
  return {
    name: 'try',
    routes: tryRoutes({ drafts }),
    jobs: {
      [TRY_EXPIRE_JOB]: defineJobHandler(z.object({ draft_id: z.string() }), (payload) =>
        drafts.expire(payload.draft_id),
      ),
    },
  };
}
