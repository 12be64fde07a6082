import { ASSET_RIGHTS_NOTICE_DAYS, assetBlockedMessage, daysBetween } from '@expertos/domain/assets';
import type { Db } from '../../db/database.js';
import { fromDbJson } from '../../db/portable.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { AssetBlock, AssetFiles } from '../assets/asset-files.js';
import type { ChannelsRepository } from './channels.repository.js';
import type { PublicationNews } from './publication-news.js';
import type { PublicationsRepository } from './publications.repository.js';
import type { RightsTakedowns } from './rights-takedowns.js';
import { storedVariantSchema } from './stored-variant.js';

export const ASSET_RIGHTS_SWEEP_JOB = 'publishing.asset-rights-sweep';
const DAY_MS = 24 * 60 * 60_000;

/** The next sweep: tomorrow at 00:10 UTC, once across processes (its dedupe key is the time). */
export async function armAssetRightsSweep(queue: Pick<JobQueue, 'enqueue'>, at: Date): Promise<void> {
  const next = new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS + DAY_MS + 10 * 60_000);
  await queue.enqueue(
    ASSET_RIGHTS_SWEEP_JOB,
    {},
    { runAt: next, dedupeKey: `${ASSET_RIGHTS_SWEEP_JOB}:${next.toISOString()}` },
  );
}

/**
 * Once a day (docs/product.md#asset-library): a scheduled post carrying a library asset whose
 * rights have ended, or whose licence keeps it off the post's network, is taken off the schedule
 * when the asset's policy is "pull" — it waits for a person (`needs_attention`), with a step in
 * its timeline and the failed post's notice. Two sweeps at once pull it once: the move is from
 * `scheduled` only. Under "flag" the post stays, and its job refuses to send it.
 *
 * A post already published with such an asset cannot be pulled: where its network cannot delete
 * it, the sweep makes one task to take it down by hand (rights-takedowns.ts); elsewhere a member
 * takes it down from the brand's list.
 */
export function assetRightsSweep({
  db,
  publications,
  channels,
  assets,
  news,
  events,
  queue,
  takedowns,
  now,
}: {
  db: Db;
  publications: Pick<PublicationsRepository, 'scheduledWithAssets' | 'move'>;
  channels: Pick<ChannelsRepository, 'find'>;
  assets: Pick<AssetFiles, 'rightsOf'>;
  news: Pick<PublicationNews, 'tell' | 'factsOf'>;
  events: Pick<EventBus, 'emit'>;
  queue: Pick<JobQueue, 'enqueue'>;
  /** The published posts' take-down tasks; absent in tests of the scheduled posts alone. */
  takedowns?: Pick<RightsTakedowns, 'makeTasks'>;
  now: () => Date;
}) {
  /**
   * Tells the post's owner and the brand's admins, 14, 3 and 0 days before the asset's last day
   * (once for a licence that bars the network), when the asset may not go out at the post's time
   * (`atDue`: the first asset that may not, on the post's day).
   */
  async function warn(row: { id: string }, atDue: AssetBlock, today: string) {
    const daysLeft = atDue.lastDay === null ? 0 : daysBetween(today, atDue.lastDay);
    if (atDue.reason === 'expired' && !(ASSET_RIGHTS_NOTICE_DAYS as readonly number[]).includes(daysLeft))
      return;
    await db.transaction().execute(async (trx: Db) => {
      const post = await news.factsOf(trx, row.id);
      if (!post) return;
      await events.emit(trx, 'asset.rights_ending', {
        post,
        assetName: atDue.name,
        lastDay: atDue.reason === 'expired' ? atDue.lastDay : null,
        daysLeft,
      });
    });
  }

  async function sweep(): Promise<number> {
    const at = now();
    const today = at.toISOString().slice(0, 10);
    let pulled = 0;
    // A brand has a handful of accounts and thousands of posts: each account is read once a
    // sweep, and the rights of every asset the posts carry in one go (by chunks), not per post
    // (a change made meanwhile is the next sweep's; the publish job checks again as it sends).
    const channelsById = new Map<string, ReturnType<typeof channels.find>>();
    const channelOf = (id: string) => {
      const known = channelsById.get(id);
      if (known) return known;
      const found = channels.find(id);
      channelsById.set(id, found);
      return found;
    };
    const posts = (await publications.scheduledWithAssets()).map((row) => ({
      row,
      ids: storedVariantSchema
        .parse(fromDbJson(row.variant, {}))
        .media.flatMap((m) => (m.asset_uid ? [m.asset_uid] : [])),
    }));
    const blockedAt = await assets.rightsOf(posts.flatMap((post) => post.ids));
    for (const { row, ids } of posts) {
      const channel = await channelOf(row.channel_id);
      if (!channel) continue;
      const atDue = blockedAt(ids, channel.network, row.due_at.slice(0, 10));
      if (atDue) await warn(row, atDue, today);
      const blocked = blockedAt(ids, channel.network, today);
      if (blocked?.pullPolicy !== 'pull') continue;
      const detail = assetBlockedMessage(blocked.name, blocked.reason, channel.network);
      const moved = await db.transaction().execute(async (trx: Db) => {
        const done = await publications.move(
          trx,
          row.id,
          'scheduled',
          'needs_attention',
          at.toISOString(),
          {
            error_code: blocked.reason === 'expired' ? 'asset_rights_expired' : 'asset_network_not_allowed',
            error_message: detail,
          },
          { kind: 'asset_pulled', detail },
        );
        if (done) await news.tell(trx, 'post.failed', done, null);
        return done;
      });
      if (moved) pulled++;
    }
    if (takedowns) await takedowns.makeTasks();
    return pulled;
  }

  return {
    sweep,
    job: {
      concurrency: 1,
      run: async () => {
        await sweep();
        await armAssetRightsSweep(queue, now());
      },
    },
  };
}
