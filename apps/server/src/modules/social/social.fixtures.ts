import type { GoogleConfig, SocialConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { createGuardedFetch } from '../../platform/http/guarded-fetch.js';
import type { SecretBox } from '../../platform/secrets/secret-box.js';
import { createImportedInsights } from './post-insights.js';
import { createSocialAccounts } from './social.accounts.js';
import { keepImportedPosts } from './social.import.js';
import { createSocialRepository } from './social.repository.js';

const NO_SOCIAL: SocialConfig = {
  instagram: undefined,
  instagramAuthUrl: undefined,
  instagramApiUrl: undefined,
  instagramGraphUrl: undefined,
  youtubeApiUrl: undefined,
};
const NO_GOOGLE: GoogleConfig = {
  app: undefined,
  authorizeUrl: undefined,
  tokenUrl: undefined,
  revokeUrl: undefined,
  apiUrl: undefined,
};

/**
 * The social module's pieces as another module's test builds them (against the stand-ins): its
 * repository, the accounts of the providers configured (none unless given), the narrow reader
 * of imported posts' results and the import's keeping of posts on an event bus.
 */
export function socialTestKit(deps: {
  db: Db;
  box: SecretBox;
  now: () => Date;
  social?: SocialConfig;
  google?: GoogleConfig;
  events?: Pick<EventBus, 'emit'>;
}) {
  const repository = createSocialRepository(deps.db);
  const accounts = createSocialAccounts({
    repository,
    box: deps.box,
    fetch: createGuardedFetch({ allowPrivate: true }),
    social: deps.social ?? NO_SOCIAL,
    google: deps.google ?? NO_GOOGLE,
    publicUrl: 'http://localhost:3000',
    now: deps.now,
  });
  return {
    repository,
    accounts,
    insights: createImportedInsights({ repository, accounts, now: deps.now }),
    keep: keepImportedPosts(deps.db, repository, deps.events ?? { emit: async () => {} }),
  };
}
