import { isPublishingNetwork } from '@expertos/domain/publishing/handoff';
import type { PublishingNetwork } from '@expertos/domain/publishing/limits';
import { PUBLICATION_WORDS } from '@expertos/domain/publishing/publication';
import { createGuardedFetch } from '../../platform/http/guarded-fetch.js';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { loadSecretBox, loadSecretsKeys } from '../../platform/secrets/secrets-key.js';
import { createAssetFiles } from '../assets/asset-files.js';
import { createAssetVersionsNow } from '../assets/asset-versions-now.js';
import type { StarterStanding } from '../integrations/install-standing.js';
import { createRecordingFiles, recordingFileUrls } from '../media/recording-files.js';
import { createBrandFacts } from '../projects/brand-facts.js';
import { createTicketLookups } from '../tickets/ticket-lookups.js';
import { createTicketTasks } from '../tickets/ticket-tasks.js';
import { createTicketTitles } from '../tickets/ticket-titles.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { ApprovalGateForPublishing } from './approval-rule.js';
import { APPROVAL_LAPSED_JOB, approvalLapsedJob, registerApprovalRule } from './approval-rule.js';
import { ASSET_RIGHTS_SWEEP_JOB, armAssetRightsSweep, assetRightsSweep } from './asset-rights-sweep.js';
import { brandPublishingRoutes } from './brand-publishing.routes.js';
import { type PersonTimeZone, registerBrandZone } from './brand-zone.js';
import { createChannelBoards } from './channel-boards.js';
import { createChannelCreatorInfo } from './channel-creator-info.js';
import { createChannelLimit } from './channel-limit.js';
import { createChannelNews } from './channel-news.js';
import { createChannelTokens } from './channel-tokens.js';
import { createChannelsRepository } from './channels.repository.js';
import { createChannelsService } from './channels.service.js';
import { createConnectStatesRepository } from './connect-states.repository.js';
import { createFileLinks } from './file-links.js';
import { createHeldPosts, TAKE_BACK_JOB } from './held-posts.js';
import { createImageSizes } from './image-sizes.js';
import { createMastodonAppsRepository } from './mastodon-apps.repository.js';
import { createMastodonConnect } from './mastodon-connect.service.js';
import { appAdapters } from './networks/adapters.js';
import { blueskyAdapter } from './networks/bluesky/bluesky.adapter.js';
import { connectBluesky } from './networks/bluesky/bluesky-connect.js';
import { mastodonAdapter } from './networks/mastodon/mastodon.adapter.js';
import type { NetworkAdapter, OAuthConnector } from './networks/network.js';
import { createOAuthConnect } from './oauth-connect.service.js';
import { createPostAssetFacts } from './post-asset-facts.js';
import { createPostInsights } from './post-insights.js';
import { createPublicationNews } from './publication-news.js';
import { createPublicationsRepository } from './publications.repository.js';
import { PUBLISH_JOB, publishJob } from './publish-job.js';
import { publishingRoutes } from './publishing.routes.js';
import { createPublishingService } from './publishing.service.js';
import { publishingFilesRoutes } from './publishing-files.routes.js';
import { createPublishingViews } from './publishing-views.js';
import { createRightsTakedowns } from './rights-takedowns.js';
import { createSavedVariants, type VariantsLock } from './saved-variants.js';
import { createSavedVariantsRepository } from './saved-variants.repository.js';
import { savedVariantsRoutes } from './saved-variants.routes.js';
import { createSettingsRepository } from './settings.repository.js';
import { createSettingsService } from './settings.service.js';
import { registerTicketResult, TICKET_RESULT_JOB, ticketResultJob } from './ticket-result.js';
import { scheduleTokenHealth, TOKEN_HEALTH_JOB, tokenHealthJob } from './token-health.js';
import { workspacePublishingRoutes } from './workspace-publishing.routes.js';

/**
 * Publishing (docs/product.md#publishing): a brand's channels on the networks and its settings,
 * each post's publications and their timelines, and the job that publishes each one exactly
 * once at its time, through each network's adapter (networks/) — or hands it to a phone.
 * What it does to the ticket (the live link, posted date, Posted; back to Needs approval after
 * an edit) goes through the tickets module's outside changes, in jobs after the commit.
 */
export function publishingModule(
  { config, database, storage, queue, events, now }: ModuleDeps,
  {
    tickets,
    access,
    approvals,
    approvalLock,
    standing,
    personTimeZone,
  }: {
    tickets: Pick<TicketsService, 'setFromOutside' | 'setStatusFromOutside'>;
    /** The workspaces module's rule of which brands a person sees (the workspace's calendar). */
    access: Pick<MemberAccess, 'taskBrandsOfPerson'>;
    /** The approvals module's gate (a brand whose workflow makes posts wait). */
    approvals?: ApprovalGateForPublishing;
    /** The approvals module's lock on an approved post's content (its saved variants here). */
    approvalLock?: VariantsLock;
    /** Whether who started a connect flow may still finish it at the callback (install-standing.ts). */
    standing: StarterStanding;
    /** The profile module's read of a person's zone: a new brand starts in its creator's. */
    personTimeZone?: PersonTimeZone;
  },
) {
  const db = database.db;
  const box = loadSecretBox(config.dataDir, config.secrets.key);
  const publications = createPublicationsRepository(db);
  const channels = createChannelsRepository(db, box);
  const settings = createSettingsRepository(db);
  const lookups = createTicketLookups(db);
  const secret = loadSecretsKeys(config.dataDir, config.secrets.key).current;
  const recordings = createRecordingFiles(db, recordingFileUrls(secret, now));
  const fileLinks = createFileLinks(secret, config.publicUrl);
  const news = createPublicationNews({ events, publications, channels, tickets: lookups });
  // Every call to a network goes through the egress guard; one adapter per network and process
  // (Bluesky's keeps its accounts' sessions: signing in is rate-limited).
  const fetch = createGuardedFetch({ allowPrivate: config.egress.allowPrivateTargets });
  // A development setup that opens the guard to private addresses also lets a server answer on http.
  const allowHttp = config.egress.allowPrivateTargets;
  // Bluesky and Mastodon need nothing of the server; every other network only once its
  // developer app's credentials are configured (networks/adapters.ts).
  const adapters: Partial<Record<PublishingNetwork, NetworkAdapter>> = {
    bluesky: blueskyAdapter({ fetch, now, videoService: config.publishing.blueskyVideoUrl }),
    mastodon: mastodonAdapter({ fetch, now }),
    ...appAdapters(config, { fetch, now }),
  };
  const oauthConnectors = Object.fromEntries(
    Object.values(adapters).flatMap((adapter) => (adapter?.oauth ? [[adapter.network, adapter.oauth]] : [])),
  ) as Partial<Record<PublishingNetwork, OAuthConnector>>;
  const tokens = createChannelTokens({ channels, now });
  const channelNews = createChannelNews({ db, channels, events });
  const heldPosts = createHeldPosts({ channels, publications, adapters, tokens, channelNews, now });
  const channelsService = createChannelsService({
    db,
    channels,
    connectBluesky: (input) => connectBluesky({ fetch, now, allowHttp }, input),
    // A network with the team's app: its token's health is checked daily from tomorrow.
    onConnected: async (row) => {
      if (isPublishingNetwork(row.network) && adapters[row.network]?.oauth)
        await scheduleTokenHealth(queue, row.id, now());
    },
    release: heldPosts.releaseChannel,
    now,
  });
  const brands = createBrandFacts(db, database.dialect);
  const imageSizes = createImageSizes(storage);
  const assetFiles = createAssetFiles(db);
  const assetFacts = createPostAssetFacts({ assets: assetFiles, versions: createAssetVersionsNow(db) });
  const views = createPublishingViews({
    assetFacts,
    imageSizes,
    publications,
    channels,
    titles: createTicketTitles(db),
    tickets: lookups,
    recordings,
    brands: { named: (ids) => brands.named(ids) },
  });

  const publishingService = createPublishingService({
    db,
    tickets: lookups,
    recordings,
    assets: assetFiles,
    assetFacts,
    imageSizes,
    queue,
    publications,
    channels,
    settings,
    news,
    heldPosts,
    ...(approvals ? { approvals } : {}),
    ...(approvalLock ? { lock: approvalLock } : {}),
    events,
    now,
  });
  // Each network's words, saved on the post before it is scheduled, approved with it.
  const savedVariants = createSavedVariants({
    db,
    repository: createSavedVariantsRepository(db),
    events,
    check: (place, list) => publishingService.checkVariants(place, list),
    ...(approvalLock ? { lock: approvalLock } : {}),
    now,
  });

  registerTicketResult(events, queue);
  if (personTimeZone) registerBrandZone(events, { settings, personTimeZone, now });
  registerApprovalRule(events, {
    settings,
    publications,
    news,
    queue,
    now,
    ...(approvals ? { approvals } : {}),
  });

  const insights = createPostInsights({ channels, adapters, tokens, settings, channelNews, now });
  // Published posts whose asset may no longer be used: taken down, or a task made by the sweep.
  const takedowns = createRightsTakedowns({
    db,
    channels,
    adapters,
    tokens,
    channelNews,
    assets: assetFiles,
    titles: createTicketTitles(db),
    tasks: createTicketTasks({ db, events, now }),
    now,
  });
  const rightsSweep = assetRightsSweep({
    db,
    publications,
    channels,
    assets: assetFiles,
    news,
    events,
    queue,
    takedowns,
    now,
  });

  return {
    name: 'publishing',
    // The daily sweep of scheduled posts whose library assets may no longer go out.
    start: () => armAssetRightsSweep(queue, now()),
    /** For the analytics module: the published posts' figures, read as their channels' accounts. */
    // `agent`: the MCP tools' narrow use, as the REST routes call the same services.
    services: {
      insights,
      /** The evergreen queue's question: the brand's next empty queue slot. */
      queue: {
        emptySlot: publishingService.emptySlot,
        requiresApproval: publishingService.requiresApproval,
      },
      savedVariants,
      agent: { channels: channelsService, publishing: publishingService },
    },
    routes: async (app) => {
      await app.register(publishingFilesRoutes({ links: fileLinks, publications, storage, recordings, now }));
      await app.register(
        brandPublishingRoutes({
          channels: channelsService,
          oauth: createOAuthConnect({
            connectors: oauthConnectors,
            states: createConnectStatesRepository(db, box),
            publicUrl: config.publicUrl,
            keep: (place, network, account) => channelsService.connectOAuth(place, network, account),
            standing,
            now,
          }),
          limit: createChannelLimit({ channels, publications, adapters, tokens, now }),
          creatorInfo: createChannelCreatorInfo({ channels, adapters, tokens }),
          boards: createChannelBoards({ channels, adapters, tokens }),
          mastodon: createMastodonConnect({
            connect: { fetch, allowHttp },
            states: createConnectStatesRepository(db, box),
            apps: createMastodonAppsRepository(db, box),
            publicUrl: config.publicUrl,
            keep: (place, account) => channelsService.connectMastodon(place, account),
            standing,
            now,
          }),
          settings: createSettingsService({ settings, now }),
          views,
          publicUrl: config.publicUrl,
          brandSlug: async (projectId) => (await brands.one(projectId))?.slug ?? null,
          takedowns,
        }),
      );
      await app.register(
        publishingRoutes({
          publishing: publishingService,
          views,
          takedowns,
        }),
      );
      await app.register(savedVariantsRoutes({ savedVariants }));
      await app.register(workspacePublishingRoutes({ views, access }));
    },
    jobs: {
      [ASSET_RIGHTS_SWEEP_JOB]: rightsSweep.job,
      [PUBLISH_JOB]: publishJob({
        db,
        queue,
        publications,
        channels,
        adapters,
        news,
        tokens,
        channelNews,
        ...(approvals ? { approvals } : {}),
        assets: assetFiles,
        recordings,
        fileUrl: (publicationId, index) => fileLinks.url(publicationId, index, now()),
        readMedia: async (media) => {
          const body = await storage.get(media.storage_key);
          if (!body) throw new Error(PUBLICATION_WORDS.fileGone(media.file_name));
          const chunks: Buffer[] = [];
          for await (const chunk of body) chunks.push(Buffer.from(chunk));
          return Buffer.concat(chunks);
        },
        openMedia: async (media, start) => {
          const range = start > 0 ? { start, end: media.bytes - 1 } : undefined;
          const body = await storage.get(media.storage_key, range);
          if (!body) throw new Error(PUBLICATION_WORDS.fileGone(media.file_name));
          return body;
        },
        lateWindowMinutes: config.publishing.lateWindowMinutes,
        now,
      }),
      [TICKET_RESULT_JOB]: ticketResultJob({
        publications,
        settings,
        setFromOutside: tickets.setFromOutside,
      }),
      [APPROVAL_LAPSED_JOB]: approvalLapsedJob(tickets),
      [TAKE_BACK_JOB]: heldPosts.job,
      [TOKEN_HEALTH_JOB]: tokenHealthJob({ channels, adapters, tokens, news: channelNews, queue, now }),
    },
  } satisfies ServerModule & { services: unknown };
}
