import { randomBytes, randomUUID } from 'node:crypto';
import type { ChannelNetwork } from '@expertos/domain/publishing/handoff';
import type { PublishingNetwork } from '@expertos/domain/publishing/limits';
import type { Db } from '../../db/database.js';
import { createEventBus } from '../../platform/events/event-bus.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { createSecretBox } from '../../platform/secrets/secret-box.js';
import { testDialect } from '../../test/context.js';
import type { FakeMastodon } from '../../test/mastodon-server.js';
import { insertProject, insertWorkspace } from '../../test/workspace-fixtures.js';
import { createAssetFiles } from '../assets/asset-files.js';
import { createAssetVersionsNow } from '../assets/asset-versions-now.js';
import { createUnreachableAccounts } from '../auth/unreachable-accounts.js';
import { createRecordingFiles } from '../media/recording-files.js';
import { createTicketLookups } from '../tickets/ticket-lookups.js';
import { insertTicket } from '../tickets/tickets.fixtures.js';
import { createChannelTokens } from './channel-tokens.js';
import { type ChannelsRepository, createChannelsRepository } from './channels.repository.js';
import { createHeldPosts } from './held-posts.js';
import { createImageSizes, type ImageSizes } from './image-sizes.js';
import { MASTODON_TOKEN } from './networks/mastodon/mastodon.adapter.js';
import type { NetworkAdapter } from './networks/network.js';
import { createPostAssetFacts } from './post-asset-facts.js';
import { createPublicationNews } from './publication-news.js';
import { createPublicationsRepository, type PublicationsRepository } from './publications.repository.js';
import { createPublishingService } from './publishing.service.js';
import { createSettingsRepository } from './settings.repository.js';

/** A brand with a post ticket and its owner: where the publishing tests schedule. */
export async function publishingWorld(db: Db) {
  const at = new Date().toISOString();
  const email = `owner-${randomUUID()}@example.invalid`;
  const userId = await createUnreachableAccounts(testDialect).ensure(db, { email, name: 'Owner', at });
  const workspace = await insertWorkspace(db, { id: userId, email });
  const projectId = await insertProject(db, workspace.id, userId);
  const ticketId = await insertTicket(db, { workspaceId: workspace.id, projectId }, { ticket_type: 'post' });
  const box = createSecretBox({ current: randomBytes(32) });
  const channels = createChannelsRepository(db, box);

  /** A connected account of the brand on a network, its credentials sealed as the module seals them. */
  async function addChannel(
    network: ChannelNetwork,
    account: {
      host: string;
      accountId: string;
      handle: string;
      credentials: Record<string, string>;
      limits?: object;
    },
  ): Promise<string> {
    const id = randomUUID();
    await db
      .insertInto('publishing_channels')
      .values({
        id,
        workspace_id: workspace.id,
        project_id: projectId,
        network,
        host: account.host,
        account_id: account.accountId,
        handle: account.handle,
        display_name: null,
        avatar_url: null,
        credentials: channels.seal(id, account.credentials),
        limits: account.limits ? JSON.stringify(account.limits) : null,
        state: 'connected',
        state_reason: null,
        created_by: workspace.ownerMemberId,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return id;
  }

  /** A new account on the Mastodon stand-in, connected as a channel of the brand. */
  async function connectMastodon(mastodon: Pick<FakeMastodon, 'addAccount' | 'origin'>) {
    const token = `token-${randomUUID()}`;
    const accountId = mastodon.addAccount('brand', { token }).id;
    const channelId = await addChannel('mastodon', {
      host: mastodon.origin,
      accountId,
      handle: '@brand@fake',
      credentials: { [MASTODON_TOKEN]: token },
    });
    return { accountId, channelId };
  }

  const publications = createPublicationsRepository(db);
  const settings = createSettingsRepository(db);
  /** The event bus a service and the job raise on (no listeners unless a test adds them). */
  const events = createEventBus({ queue: { enqueue: async () => ({ id: randomUUID(), created: true }) } });
  const news = createPublicationNews({ events, publications, channels, tickets: createTicketLookups(db) });

  /** The scheduling service on this world, with the test's queue and clock. */
  const service = (deps: {
    queue: JobQueue;
    now: () => Date;
    publications?: PublicationsRepository;
    channels?: ChannelsRepository;
    /** The images' sizes: none known unless a test gives them (the world stores no files). */
    imageSizes?: ImageSizes;
    /** The networks a held post is taken back from (none unless a test gives them). */
    adapters?: Partial<Record<PublishingNetwork, NetworkAdapter>>;
  }) =>
    createPublishingService({
      db,
      tickets: createTicketLookups(db),
      recordings: createRecordingFiles(db, (id) => `/api/videos/${id}/file`),
      assets: createAssetFiles(db),
      assetFacts: createPostAssetFacts({
        assets: createAssetFiles(db),
        versions: createAssetVersionsNow(db),
      }),
      imageSizes: deps.imageSizes ?? createImageSizes({ get: async () => null }),
      queue: deps.queue,
      publications: deps.publications ?? publications,
      channels: deps.channels ?? channels,
      settings,
      news,
      heldPosts: createHeldPosts({
        channels: deps.channels ?? channels,
        publications: deps.publications ?? publications,
        adapters: deps.adapters ?? {},
        tokens: createChannelTokens({ channels: deps.channels ?? channels, now: deps.now }),
        now: deps.now,
      }),
      now: deps.now,
    });

  return {
    box,
    channels,
    publications,
    settings,
    events,
    news,
    service,
    addChannel,
    connectMastodon,
    place: { workspaceId: workspace.id, projectId, ticketId, memberId: workspace.ownerMemberId },
    /** The owner's account, for rows that name a person (a recording's uploader). */
    ownerUserId: userId,
  };
}
