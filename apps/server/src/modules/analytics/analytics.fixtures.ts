import type { PostMetrics } from '@expertos/domain/analytics/metrics';
import type { Db } from '../../db/database.js';
import { createTrackedPostsRepository } from './tracked-posts.repository.js';

const WEEK_MS = 7 * 86_400_000;

/**
 * A brand's post followed from `postedAt` (as collection leaves it), read once at 7 days with
 * these figures, its schedule done; `figures` null: not read yet. Answers its id.
 */
export async function followedPost(
  db: Db,
  post: {
    workspaceId: string;
    projectId: string;
    network: string;
    postedAt: string;
    remoteId?: string;
    source?: 'published' | 'imported';
    channelId?: string | null;
    connectionId?: string | null;
    ticketId?: string | null;
    url?: string | null;
  },
  figures: PostMetrics | null,
): Promise<string> {
  const posts = createTrackedPostsRepository(db);
  const remoteId = post.remoteId ?? `${post.network}-${post.postedAt}`;
  await db.transaction().execute((trx) =>
    posts.track(
      trx,
      {
        workspace_id: post.workspaceId,
        project_id: post.projectId,
        network: post.network,
        remote_id: remoteId,
        url: post.url ?? null,
        source: post.source ?? 'published',
        channel_id: post.channelId ?? null,
        connection_id: post.connectionId ?? null,
        publication_id: null,
        ticket_id: post.ticketId ?? null,
        posted_at: post.postedAt,
        snapshot_due: null,
        next_at: null,
      },
      post.postedAt,
    ),
  );
  const tracked = (await posts.findRemote(post.projectId, post.network, remoteId))!;
  if (figures) {
    const week = new Date(Date.parse(post.postedAt) + WEEK_MS).toISOString();
    await posts.record(tracked, week, figures, week, { snapshotDue: null, nextAt: null, state: 'done' });
  }
  return tracked.id;
}
