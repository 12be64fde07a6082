import type { PublishingNetwork } from '@expertos/domain/publishing/limits';
import { createGuardedFetch } from '../../platform/http/guarded-fetch.js';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { loadSecretBox } from '../../platform/secrets/secrets-key.js';
import { createTicketLookups } from '../tickets/ticket-lookups.js';
import { createChannelsRepository } from './channels.repository.js';
import { createChannelsService } from './channels.service.js';
import { blueskyAdapter } from './networks/bluesky/bluesky.adapter.js';
import { connectBluesky } from './networks/bluesky/bluesky-connect.js';
import { mastodonAdapter } from './networks/mastodon/mastodon.adapter.js';
import type { NetworkAdapter } from './networks/network.js';
import { createPublicationsRepository } from './publications.repository.js';
import { PUBLISH_JOB, publishJob } from './publish-job.js';
import { publishingRoutes } from './publishing.routes.js';
import { createPublishingService } from './publishing.service.js';

/**
 * Publishing (docs/product.md#publishing; issue 39, being built): a brand's channels on the
 * networks, each post's publications and their timelines, and the job that publishes each one
 * exactly once at its time, through each network's adapter (networks/). Routes: the brand's
 * channels (connect Bluesky, disconnect, list) and a post ticket's publications (schedule,
 * reschedule, unschedule, list); connecting Mastodon comes next.
 */
export function publishingModule({ config, database, storage, queue, now }: ModuleDeps) {
  const publications = createPublicationsRepository(database.db);
  const channels = createChannelsRepository(database.db, loadSecretBox(config.dataDir, config.secrets.key));
  // Every call to a network goes through the egress guard; one adapter per network and process
  // (Bluesky's keeps its accounts' sessions: signing in is rate-limited).
  const fetch = createGuardedFetch({ allowPrivate: config.egress.allowPrivateTargets });
  const adapters: Record<PublishingNetwork, NetworkAdapter> = {
    bluesky: blueskyAdapter({ fetch, now }),
    mastodon: mastodonAdapter({ fetch, now }),
  };
  const channelsService = createChannelsService({
    db: database.db,
    channels,
    // A development setup that opens the guard to private addresses also lets a PDS answer on http.
    connectBluesky: (input) =>
      connectBluesky({ fetch, now, allowHttp: config.egress.allowPrivateTargets }, input),
    now,
  });
  return {
    name: 'publishing',
    routes: publishingRoutes({
      channels: channelsService,
      publishing: createPublishingService({
        db: database.db,
        tickets: createTicketLookups(database.db),
        queue,
        publications,
        channels,
        now,
      }),
    }),
    jobs: {
      [PUBLISH_JOB]: publishJob({
        db: database.db,
        publications,
        channels,
        adapters,
        readMedia: async (media) => {
          const body = await storage.get(media.storage_key);
          if (!body) throw new Error(`The file ${media.file_name} is no longer stored.`);
          const chunks: Buffer[] = [];
          for await (const chunk of body) chunks.push(Buffer.from(chunk));
          return Buffer.concat(chunks);
        },
        now,
      }),
    },
  } satisfies ServerModule;
}
