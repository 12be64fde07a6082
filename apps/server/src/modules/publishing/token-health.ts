import { isPublishingNetwork } from '@expertos/domain/publishing/handoff';
import type { PublishingNetwork } from '@expertos/domain/publishing/limits';
import { CHANNEL_RENEW_WARNING_DAYS, PUBLICATION_WORDS } from '@expertos/domain/publishing/publication';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { JobType } from '../../platform/jobs/job-handler.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { ChannelNews } from './channel-news.js';
import type { ChannelTokens } from './channel-tokens.js';
import type { ChannelsRepository } from './channels.repository.js';
import { type NetworkAdapter, NetworkError } from './networks/network.js';

export const TOKEN_HEALTH_JOB = 'publishing.token_health';
/** A token ending within this many days is renewed by the daily check (well before its end). */
export const TOKEN_RENEW_AHEAD_DAYS = 10;
const DAY_MS = 86_400_000;

const payloadSchema = z.object({ channelId: z.string().uuid() });

/**
 * Enqueues the channel's next daily check, `inMs` from `at`: one job per channel and day (its
 * dedupe key), so a reconnect or a second enqueue the same day adds none.
 */
export async function scheduleTokenHealth(
  queue: Pick<JobQueue, 'enqueue'>,
  channelId: string,
  at: Date,
  inMs = DAY_MS,
  trx?: Db,
): Promise<void> {
  const runAt = new Date(at.getTime() + inMs);
  await queue.enqueue(
    TOKEN_HEALTH_JOB,
    { channelId },
    {
      ...(trx ? { trx } : {}),
      runAt,
      dedupeKey: `${TOKEN_HEALTH_JOB}:${channelId}:${runAt.toISOString().slice(0, 10)}`,
    },
  );
}

/**
 * The daily token health of a channel connected through a network's app
 * (docs/product.md#publishing): its token is renewed well before it ends; one that cannot be
 * renewed and ends within 7 days tells the brand's admins to reconnect (the channel reads as
 * *needs reconnecting* from then, its posts flagged, while the token still works); a token the
 * network refuses marks the channel at once. Each run schedules the next, a day later, until
 * the channel is disconnected or must be reconnected (connecting it again starts anew).
 */
export function tokenHealthJob(deps: {
  channels: ChannelsRepository;
  adapters: Partial<Record<PublishingNetwork, NetworkAdapter>>;
  tokens: Pick<ChannelTokens, 'renew'>;
  news: ChannelNews;
  queue: Pick<JobQueue, 'enqueue'>;
  now: () => Date;
}): JobType {
  async function run(payload: unknown): Promise<void> {
    const { channelId } = payloadSchema.parse(payload);
    const row = await deps.channels.find(channelId);
    if (row?.state !== 'connected' || row.mode !== 'api') return;
    const adapter = isPublishingNetwork(row.network) ? deps.adapters[row.network] : undefined;
    if (!adapter?.oauth) return; // not (or no longer) a network with the team's app
    const now = deps.now();
    const at = now.toISOString();
    try {
      const ends = row.token_expires_at ? Date.parse(row.token_expires_at) : null;
      if (adapter.refresh && ends !== null && ends - now.getTime() < TOKEN_RENEW_AHEAD_DAYS * DAY_MS) {
        try {
          await deps.tokens.renew(row, adapter);
        } catch (error) {
          // A network that gives no refresh token says so as `reconnect`: the warning below
          // comes first while the token still works.
          const stillWorks = ends > now.getTime();
          if (!(error instanceof NetworkError) || error.kind !== 'reconnect' || !stillWorks) throw error;
        }
      } else if (adapter.check) await adapter.check(deps.channels.access(row));
      const fresh = (await deps.channels.find(channelId)) ?? row;
      const end = fresh.renewable_until ? Date.parse(fresh.renewable_until) : null;
      if (end !== null && end - now.getTime() <= CHANNEL_RENEW_WARNING_DAYS * DAY_MS) {
        if (end <= now.getTime()) {
          await deps.news.needsReconnecting(fresh, PUBLICATION_WORDS.signInEnded, at);
          return;
        }
        await deps.news.endingSoon(fresh, PUBLICATION_WORDS.signInEnds(fresh.renewable_until as string), at);
      }
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      if (error.kind === 'reconnect') {
        await deps.news.needsReconnecting(row, error.message, at);
        return;
      }
      // The network is busy or down today: tomorrow's check tries again (and a publish renews
      // the token itself before a call).
    }
    await scheduleTokenHealth(deps.queue, channelId, now);
  }
  return { run, maxAttempts: 3 };
}
