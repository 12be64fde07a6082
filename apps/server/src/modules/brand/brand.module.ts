import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { createAssetCredits } from '../assets/asset-credits.js';
import { createBrandFacts } from '../projects/brand-facts.js';
import { createBrandRules } from '../projects/brand-rules.js';
import { createTicketReviewFacts } from '../tickets/ticket-review-facts.js';
import { createPeopleService } from '../workspaces/people.service.js';
import { createBrandRepository } from './brand.repository.js';
import { brandRoutes } from './brand.routes.js';
import { createBrandService } from './brand.service.js';
import { createBrandCheck } from './brand-check.service.js';

/**
 * The brand profile's records: voices, AI assistants, audiences, influences and the team's
 * feedback per field (docs/product.md#brand-profile). The profile's own fields travel with the
 * brand (the projects module).
 */
export function brandModule({ database, now }: ModuleDeps) {
  // What the brand profile reads of brands, posts and people: their modules' narrow reads.
  const posts = createTicketReviewFacts(database.db);
  const repository = createBrandRepository(database.db, {
    brands: createBrandFacts(database.db, database.dialect),
    posts,
    people: createPeopleService(database.db),
  });
  const brand = createBrandService({ repository, now });
  const check = createBrandCheck({
    posts,
    rules: createBrandRules(database.db),
    credits: createAssetCredits(database.db),
    now,
  });
  return {
    name: 'brand',
    routes: brandRoutes({ brand, check }),
    services: { brand, check },
  } satisfies ServerModule & { services: unknown };
}
