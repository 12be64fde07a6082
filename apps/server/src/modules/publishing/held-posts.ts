import { isPublishingNetwork } from '@expertos/domain/publishing/handoff';
import type { PublishingNetwork } from '@expertos/domain/publishing/limits';
import { PUBLICATION_WORDS } from '@expertos/domain/publishing/publication';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { type JobType, PermanentJobError, RetryLaterError } from '../../platform/jobs/job-handler.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { ChannelNews } from './channel-news.js';
import type { ChannelTokens } from './channel-tokens.js';
import type { ChannelsRepository } from './channels.repository.js';
import { type NetworkAdapter, NetworkError } from './networks/network.js';
import type { PublicationsRepository } from './publications.repository.js';

/**
 * Posts a network holds for their time (docs/architecture.md#publishing): a public YouTube video
 * scheduled ahead is uploaded up to two hours before its time, private with `publishAt`, and
 * YouTube makes it public itself. Until then the publication stays `scheduled`, its progress
 * saying the network has it (`HELD`), and:
 * - its job comes back at its time to record it published (or, rescheduled, at once, to move
 *   YouTube's time: the old time would otherwise make it public);
 * - unscheduled, or its channel disconnected, the network is told at once to keep it private
 *   (and a refusal stops the request); taken off the schedule by an edit after approval, a job
 *   tells it. Nothing goes public that the team stopped.
 */

export const PUBLISH_JOB = 'publishing.publish';
export const TAKE_BACK_JOB = 'publishing.take-back';

/** What the engine keeps in a publication's progress about a post the network holds. */
export const HELD = {
  /** When the network makes it public (ISO); empty once taken back. */
  goesLiveAt: 'goes_live_at',
  /** The network's id of the held post. */
  remoteId: 'held_id',
} as const;

/** The time the network makes the post public, when it holds one for this publication. */
export function heldUntil(progress: Record<string, string>): Date | null {
  const at = progress[HELD.goesLiveAt];
  if (!at) return null;
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Enqueues the publication's job for its time `dueAt`, to run at `runAt` (earlier for a post
 * uploaded ahead). One job per time and run time: a reschedule enqueues anew, and the job of
 * an older time finds another on the row and does nothing.
 */
export async function enqueuePublish(
  queue: Pick<JobQueue, 'enqueue'>,
  trx: Db,
  publicationId: string,
  dueAt: string,
  runAt: Date,
): Promise<void> {
  const at = runAt.toISOString();
  await queue.enqueue(
    PUBLISH_JOB,
    { publicationId, dueAt },
    {
      trx,
      runAt,
      dedupeKey: `${PUBLISH_JOB}:${publicationId}:${dueAt}${at === dueAt ? '' : `@${at}`}`,
    },
  );
}

const takeBackSchema = z.object({
  publicationId: z.string().uuid(),
  channelId: z.string().uuid(),
  remoteId: z.string().min(1),
});

/**
 * In the transaction of an edit that takes a publication off the schedule (approval-rule.ts):
 * when the network holds its post for a time still ahead, a job tells the network to keep it
 * private (no call to a network inside a transaction). Answers whether it did.
 */
export async function takeBackIfHeld(
  deps: { queue: Pick<JobQueue, 'enqueue'>; now: () => Date },
  trx: Db,
  publication: { id: string; channel_id: string },
  progress: Record<string, string>,
): Promise<boolean> {
  const until = heldUntil(progress);
  const remoteId = progress[HELD.remoteId];
  if (!until || !remoteId || until.getTime() <= deps.now().getTime()) return false;
  await deps.queue.enqueue(
    TAKE_BACK_JOB,
    { publicationId: publication.id, channelId: publication.channel_id, remoteId },
    { trx, dedupeKey: `${TAKE_BACK_JOB}:${publication.id}:${remoteId}:${deps.now().toISOString()}` },
  );
  return true;
}

/**
 * Taking held posts back from their network, as the account. In a request (unscheduling, a
 * channel disconnected) it is done at once, and a refusal stops the request with the network's
 * words, so nothing is let go that would still go public; after an edit, in a job.
 */
export function createHeldPosts(deps: {
  channels: Pick<ChannelsRepository, 'find'>;
  publications: Pick<PublicationsRepository, 'find' | 'keepProgress' | 'progressOf' | 'ofChannelWaiting'>;
  adapters: Partial<Record<PublishingNetwork, NetworkAdapter>>;
  tokens: Pick<ChannelTokens, 'fresh' | 'renew'>;
  channelNews?: Pick<ChannelNews, 'needsReconnecting'>;
  now: () => Date;
}) {
  /** Tells the network to keep the post private. Throws the network's `NetworkError`. */
  async function takeBack(channelId: string, remoteId: string): Promise<void> {
    const channel = await deps.channels.find(channelId);
    const adapter =
      channel && isPublishingNetwork(channel.network) ? deps.adapters[channel.network] : undefined;
    if (!channel || channel.state === 'disconnected' || !adapter?.takeBack)
      throw new NetworkError(
        'permanent',
        'The channel or its network is gone: the held post cannot be reached.',
      );
    const access = {
      ...(await deps.tokens.fresh(channel, adapter)),
      renew: () => deps.tokens.renew(channel, adapter),
    };
    try {
      await adapter.takeBack(access, remoteId);
    } catch (error) {
      if (error instanceof NetworkError && error.kind === 'reconnect' && deps.channelNews)
        await deps.channelNews.needsReconnecting(channel, error.message, deps.now().toISOString());
      throw error;
    }
  }

  /** Taken back, the publication (if it stays) no longer waits on the network. */
  async function forget(publicationId: string) {
    if (await deps.publications.find(publicationId))
      await deps.publications.keepProgress(publicationId, { [HELD.goesLiveAt]: '', [HELD.remoteId]: '' });
  }

  /** A refusal said to the person in the network's words; nothing is let go. */
  async function inRequest(call: () => Promise<void>) {
    try {
      await call();
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      throw new AppError('publishing_network_unavailable', {
        message: PUBLICATION_WORDS.takeBackFailed(error.message),
        cause: error,
      });
    }
  }

  /** The post the network holds for this publication, when its time is still ahead. */
  function heldPost(progress: Record<string, string>) {
    const until = heldUntil(progress);
    const remoteId = progress[HELD.remoteId];
    return until && remoteId && until.getTime() > deps.now().getTime() ? remoteId : null;
  }

  return {
    /** Before a request lets the publication go: its held post taken back now. */
    async takeBackNow(publication: { id: string; channel_id: string }): Promise<void> {
      const remoteId = heldPost(await deps.publications.progressOf(publication.id));
      if (!remoteId) return;
      await inRequest(() => takeBack(publication.channel_id, remoteId));
      await forget(publication.id);
    },

    /** Before a channel's credentials go: every post it holds for a time ahead, taken back. */
    async releaseChannel(channelId: string): Promise<void> {
      for (const { id, progress } of await deps.publications.ofChannelWaiting(channelId)) {
        const remoteId = heldPost(progress);
        if (!remoteId) continue;
        await inRequest(() => takeBack(channelId, remoteId));
        await forget(id);
      }
    },

    /** The take-back after an edit; a passing failure is tried again. */
    job: {
      async run(payload: unknown) {
        const { publicationId, channelId, remoteId } = takeBackSchema.parse(payload);
        try {
          await takeBack(channelId, remoteId);
        } catch (error) {
          if (!(error instanceof NetworkError)) throw error;
          if (error.kind === 'transient')
            throw new RetryLaterError(error.message, error.options.retryAfterMs ?? 60_000);
          throw new PermanentJobError(error.message);
        }
        await forget(publicationId);
      },
    } satisfies JobType,
  };
}
export type HeldPosts = ReturnType<typeof createHeldPosts>;
