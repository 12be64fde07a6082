import { createGuardedFetch } from '../../platform/http/guarded-fetch.js';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { loadSecretBox } from '../../platform/secrets/secrets-key.js';
import type { BrandService } from '../brand/brand.service.js';
import type { ProjectsService } from '../projects/projects.service.js';
import type { TicketLookups } from '../tickets/ticket-lookups.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import { createImportedTexts } from './imported-texts.js';
import { createSocialAccounts } from './social.accounts.js';
import { socialImportJobs } from './social.import.js';
import { createSocialRepository } from './social.repository.js';
import { socialRoutes } from './social.routes.js';
import { createSocialService } from './social.service.js';

/**
 * Instagram and YouTube import (docs/product.md#instagram-and-youtube-import): a brand's
 * connected accounts, their posts imported into its Feed by a job, and the actions on them. It
 * fills the brand's profile through the projects service, makes tickets through the tickets
 * service and voice samples through the brand service.
 */
export function socialModule(
  { config, database, queue, logger, now }: ModuleDeps,
  uses: { projects: ProjectsService; tickets: TicketsService; lookups: TicketLookups; brand: BrandService },
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
    now,
    warn: (message, facts) => logger.warn(facts, message),
  });
  return {
    name: 'social',
    routes: socialRoutes({ social, publicUrl: config.publicUrl }),
    jobs: socialImportJobs({ repository, accounts, now, fillBrand: social.fillBrand }),
    // Imported posts' text, for the AI's examples of what worked (analytics).
    services: { importedTexts: createImportedTexts(database.db) },
  } satisfies ServerModule & { services: unknown };
}
