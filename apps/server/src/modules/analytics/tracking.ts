import { importSnapshotAt, nextSnapshotAt } from '@expertos/domain/analytics/schedule';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { armPoll } from './collect.js';
import { armReviewPoll } from './review.jobs.js';
import type { TrackedPostsRepository } from './tracked-posts.repository.js';

/**
 * A post published through a channel is followed from the moment it is out, in the
 * publication's own transaction: its first snapshot is due an hour after it went out.
 * A hand-off post marked posted by hand has no network id, and is followed once imported.
 * A post imported from a connected account is followed from its import, read as that account.
 */
export function registerTracking(
  events: EventBus,
  posts: TrackedPostsRepository,
  queue: Pick<JobQueue, 'enqueue'>,
  now: () => Date,
): void {
  events.on('post.published', async ({ post }, trx) => {
    if (!post.remoteId || !post.publishedAt) return;
    const postedAt = new Date(post.publishedAt);
    const first = nextSnapshotAt(postedAt, postedAt)?.toISOString() ?? null;
    await posts.track(
      trx,
      {
        workspace_id: post.workspaceId,
        project_id: post.projectId,
        network: post.network,
        remote_id: post.remoteId,
        url: post.url,
        source: 'published',
        channel_id: post.channelId,
        connection_id: null,
        publication_id: post.id,
        ticket_id: post.ticketId,
        posted_at: post.publishedAt,
        snapshot_due: first,
        next_at: first,
      },
      now().toISOString(),
    );
    // The poll runs while there are posts to follow; this one may be the first.
    await armPoll(queue, now(), trx);
    // So is the weekly review's (docs/product.md#analytics).
    await armReviewPoll(queue, now(), trx);
  });

  // A slate set where none was: the weekly review's poll runs from now (it stops itself once no
  // brand has a slate or a followed post).
  events.on('project.slate_changed', async (_, trx) => {
    await armReviewPoll(queue, now(), trx);
  });

  // Its labels are part of what the results page keeps.
  events.on('social.post_labelled', async ({ projectId }, trx) => {
    await posts.changed(projectId, trx);
  });

  // An imported post joins its schedule at its next read after now; one older than the schedule
  // (90 days) is read once, now. Published here before, it stays the published post.
  events.on('social.post_imported', async (post, trx) => {
    const at = now();
    const first = importSnapshotAt(new Date(post.publishedAt), at).toISOString();
    await posts.track(
      trx,
      {
        workspace_id: post.workspaceId,
        project_id: post.projectId,
        network: post.provider,
        remote_id: post.externalId,
        url: post.permalink,
        source: 'imported',
        channel_id: null,
        connection_id: post.connectionId,
        publication_id: null,
        ticket_id: null,
        posted_at: new Date(post.publishedAt).toISOString(),
        snapshot_due: first,
        next_at: first,
      },
      at.toISOString(),
    );
    await armPoll(queue, at, trx);
  });
}
