import type { CommentFacts } from '../../platform/events/domain-events.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { noticeTexts } from '../../platform/mail/texts/notices.js';
import { commentNoticeKey } from './comment-notice-key.js';
import { integrationNoticeKey } from './integration-notice-key.js';
import type { Notifier, NotifyInput } from './notifier.js';
import { postNoticeKey } from './post-notice-key.js';

/**
 * Who hears of what (docs/product.md#notifications), as listeners of the domain events. They
 * run in the transaction that raised the event: the notifications and their e-mail jobs commit
 * with the change, or not at all. A member is never notified of their own doing (the notifier
 * skips the actor).
 */
export function registerNotificationListeners(events: EventBus, notifier: Notifier): void {
  // The reporter follows what they create; an assignee follows and hears of the assignment.
  // (All the tickets of a batch at once: a recurring run's thousand tickets in a few statements.)
  events.onBatch('ticket.created', async (created, trx) => {
    await notifier.followAll(
      trx,
      created.map(({ ticket, actorMemberId }) => ({
        ticketId: ticket.id,
        memberIds: [
          ticket.reporterMemberId ?? actorMemberId,
          ...(ticket.assigneeMemberId ? [ticket.assigneeMemberId] : []),
        ],
      })),
    );
    const assigned = created.flatMap(({ ticket, actorMemberId }) =>
      ticket.assigneeMemberId
        ? [
            {
              kind: 'assigned' as const,
              recipientMemberId: ticket.assigneeMemberId,
              ...about(ticket, actorMemberId),
            },
          ]
        : [],
    );
    if (assigned.length > 0) await notifier.notify(trx, assigned);
  });

  // Being given a ticket back is news again: no dedupe key.
  events.on('ticket.updated', async ({ ticket, before, actorMemberId }, trx) => {
    const assignee = ticket.assigneeMemberId;
    if (assignee === null || assignee === before.assigneeMemberId) return;
    await notifier.follow(trx, ticket.id, [assignee]);
    await notifier.notify(trx, [
      { kind: 'assigned', recipientMemberId: assignee, ...about(ticket, actorMemberId) },
    ]);
  });

  events.on('ticket.status_changed', async ({ ticket, to, actorMemberId }, trx) => {
    const followers = await notifier.followers(trx, ticket.id);
    await notifier.notify(
      trx,
      followers.map((memberId) => ({
        kind: 'status_changed' as const,
        recipientMemberId: memberId,
        status: to,
        ...about(ticket, actorMemberId),
      })),
    );
  });

  // The mentioned hear of the mention only; the other followers (as they were before this
  // comment) of a new comment.
  events.on('comment.created', async ({ comment, mentionedMemberIds }, trx) => {
    const followers = await notifier.followers(trx, comment.ticketId);
    await notifier.follow(trx, comment.ticketId, [comment.authorMemberId, ...mentionedMemberIds]);
    const skip = new Set([comment.authorMemberId, ...mentionedMemberIds]);
    const inputs = [
      ...mentionedMemberIds.map((id) => commentNotice('mention', comment, id)),
      ...followers.filter((id) => !skip.has(id)).map((id) => commentNotice('comment', comment, id)),
    ];
    if (inputs.length > 0) await notifier.notify(trx, inputs);
  });

  // A brand's admins hear that someone asks for it, and act from the notification (its users page).
  events.on('project.access_requested', async ({ workspaceId, projectId, memberId }, trx) => {
    const admins = await notifier.brandAdmins(trx, projectId);
    await notifier.notify(
      trx,
      admins.map((recipient) => ({
        kind: 'access_requested' as const,
        recipientMemberId: recipient,
        workspaceId,
        ticketId: null,
        projectId,
        actorMemberId: memberId,
      })),
    );
  });

  // A brand's admins hear that one of its integrations was switched off by its receiver (410),
  // and open its integrations page from the notification. Nobody caused it: no actor.
  events.on('integration.disabled', async (event, trx) => {
    const admins = await notifier.brandAdmins(trx, event.projectId);
    await notifier.notify(
      trx,
      admins.map((recipient) => ({
        kind: 'integration_disabled' as const,
        recipientMemberId: recipient,
        workspaceId: event.workspaceId,
        ticketId: null,
        projectId: event.projectId,
        actorMemberId: null,
        excerpt: event.description || null,
        dedupeKey: integrationNoticeKey(event.type, event.integrationId, event.at, recipient),
      })),
    );
  });

  // A brand's admins hear that a publishing channel must be connected again (once a day at
  // most), and reconnect it from its integrations page. Nobody caused it: no actor.
  events.on('channel.needs_reconnecting', async (event, trx) => {
    const admins = await notifier.brandAdmins(trx, event.projectId);
    await notifier.notify(
      trx,
      admins.map((recipient) => ({
        kind: 'channel_reconnect' as const,
        recipientMemberId: recipient,
        workspaceId: event.workspaceId,
        ticketId: null,
        projectId: event.projectId,
        actorMemberId: null,
        excerpt: `${event.account}: ${event.reason}`.slice(0, 500),
        dedupeKey: `channel_reconnect:${event.channelId}:${event.at.slice(0, 10)}:${recipient}`,
      })),
    );
  });

  // A post that did not go out (docs/product.md#publishing): its owner and the brand's admins
  // hear of it, once per failure, with the network's reason.
  events.on('post.failed', async ({ post }, trx) => {
    const admins = await notifier.brandAdmins(trx, post.projectId);
    const recipients = [...new Set([...(post.ownerMemberId ? [post.ownerMemberId] : []), ...admins])];
    await notifier.notify(
      trx,
      recipients.map((recipient) => ({
        kind: 'post_failed' as const,
        recipientMemberId: recipient,
        workspaceId: post.workspaceId,
        ticketId: post.ticketId,
        actorMemberId: null,
        // The network's reason as it gave it; our own words when it gave none, in the person's language.
        excerptIn: (language) =>
          `${post.network} ${post.handle}: ${post.error ?? noticeTexts(language).excerpts.notPublished}`,
        dedupeKey: postNoticeKey('post_failed', post.id, post.dueAt, recipient),
      })),
    );
  });

  // A scheduled post's library asset may not go out at its time (docs/product.md#asset-library):
  // its owner and the brand's admins hear of it 14, 3 and 0 days before the asset's last day.
  events.on('asset.rights_ending', async ({ post, assetName, lastDay, daysLeft }, trx) => {
    const admins = await notifier.brandAdmins(trx, post.projectId);
    const recipients = [...new Set([...(post.ownerMemberId ? [post.ownerMemberId] : []), ...admins])];
    await notifier.notify(
      trx,
      recipients.map((recipient) => ({
        kind: 'asset_rights_ending' as const,
        recipientMemberId: recipient,
        workspaceId: post.workspaceId,
        ticketId: post.ticketId,
        actorMemberId: null,
        excerptIn: (language) =>
          noticeTexts(language).excerpts.assetRights({
            name: assetName,
            network: post.network,
            lastDay,
            daysLeft,
          }),
        dedupeKey: `asset_rights_ending:${post.id}:${assetName}:${daysLeft}:${recipient}`.slice(0, 250),
      })),
    );
  });

  // A phone hand-off's time came: its owner gets "Ready to post" (pushed to their phone).
  events.on('post.handed_off', async ({ post }, trx) => {
    if (!post.ownerMemberId) return;
    await notifier.notify(trx, [
      {
        kind: 'post_ready',
        recipientMemberId: post.ownerMemberId,
        workspaceId: post.workspaceId,
        ticketId: post.ticketId,
        actorMemberId: null,
        excerpt: `${post.network} ${post.handle}`,
        dedupeKey: postNoticeKey('post_ready', post.id, post.dueAt, post.ownerMemberId),
      },
    ]);
  });

  // An edit notifies only the members it names for the first time (once per comment).
  events.on('comment.updated', async ({ comment, addedMentionIds }, trx) => {
    if (addedMentionIds.length === 0) return;
    await notifier.follow(trx, comment.ticketId, addedMentionIds);
    await notifier.notify(
      trx,
      addedMentionIds.map((id) => commentNotice('mention', comment, id)),
    );
  });
}

function about(ticket: { workspaceId: string; id: string }, actorMemberId: string | null) {
  return { workspaceId: ticket.workspaceId, ticketId: ticket.id, actorMemberId };
}

function commentNotice(kind: 'mention' | 'comment', comment: CommentFacts, recipient: string): NotifyInput {
  return {
    kind,
    recipientMemberId: recipient,
    workspaceId: comment.workspaceId,
    ticketId: comment.ticketId,
    actorMemberId: comment.authorMemberId,
    excerpt: comment.excerpt,
    dedupeKey: commentNoticeKey(kind, comment.id, recipient),
  };
}
