import { createGuardedFetch } from '../../platform/http/guarded-fetch.js';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { loadSecretBox } from '../../platform/secrets/secrets-key.js';
import type { BrandService } from '../brand/brand.service.js';
import type { StarterStanding } from '../integrations/install-standing.js';
import { createBrandFacts } from '../projects/brand-facts.js';
import type { ProjectsService } from '../projects/projects.service.js';
import type { TicketLookups } from '../tickets/ticket-lookups.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import { createImportedTexts } from './imported-texts.js';
import { createImportedInsights } from './post-insights.js';
import { createImportedPostLabels } from './post-labels.js';
import { createSocialAccounts } from './social.accounts.js';
import { keepImportedPosts, socialImportJobs } from './social.import.js';
import { createSocialRepository } from './social.repository.js';
import { socialRoutes } from './social.routes.js';
import { createSocialService } from './social.service.js';

/**
 * Instagram and YouTube import (docs/product.md#instagram-and-youtube-import): a brand's
 * connected accounts, their posts imported into its Feed by a job, and the actions on them. It
 * fills the brand's profile through the projects service, makes tickets through the tickets
 * service and voice samples through the brand service. Imported posts' results are read through
 * its narrow reader (post-insights.ts) and their labels kept here (post-labels.ts).
 */
export function socialModule(
  { config, database, queue, events, logger, now }: ModuleDeps,
  uses: {
    projects: ProjectsService;
    tickets: TicketsService;
    lookups: TicketLookups;
    brand: BrandService;
    /** Whether who started a connect may still finish it (the integrations module's rule). */
    standing: StarterStanding;
  },
) {
  const box = loadSecretBox(config.dataDir, config.secrets.key);
  const fetch = createGuardedFetch({ allowPrivate: config.egress.allowPrivateTargets });
  const repository = createSocialRepository(database.db);
  const accounts = createSocialAccounts({
    repository,
    box,
    fetch,
    social: config.social,
    google: config.google,
    publicUrl: config.publicUrl,
    now,
  });
  const social = createSocialService({
    repository,
    accounts,
    queue,
    projects: uses.projects,
    tickets: uses.tickets,
    lookups: uses.lookups,
    brand: uses.brand,
    standing: uses.standing,
    now,
    warn: (message, facts) => logger.warn(facts, message),
  });
  const labels = createImportedPostLabels({
    repository,
    events,
    brands: createBrandFacts(database.db, database.dialect),
    lookups: uses.lookups,
    now,
  });
  return {
    name: 'social',
    routes: socialRoutes({ social, labels, publicUrl: config.publicUrl }),
    jobs: socialImportJobs({
      repository,
      accounts,
      now,
      fillBrand: social.fillBrand,
      keep: keepImportedPosts(database.db, repository, events),
    }),
    // The narrow reads the analytics module follows imported posts' results through, and
    // imported posts' text for the AI's examples of what worked.
    services: {
      insights: createImportedInsights({ repository, accounts, now }),
      labels,
      importedTexts: createImportedTexts(database.db),
    },
  } satisfies ServerModule & { services: unknown };
}
