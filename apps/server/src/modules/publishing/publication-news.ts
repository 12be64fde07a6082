import type { Db } from '../../db/database.js';
import type { DomainEvents, PublicationFacts } from '../../platform/events/domain-events.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { TicketLookups } from '../tickets/ticket-lookups.js';
import type { ChannelsRepository } from './channels.repository.js';
import type { PublicationRow, PublicationsRepository } from './publications.repository.js';

type PostEvent = 'post.scheduled' | 'post.published' | 'post.failed' | 'post.handed_off';

/**
 * Raises what a publication's move means (docs/architecture.md#domain-events), in the move's
 * transaction: webhooks, Slack, the live stream and notifications hear it through their
 * listeners, committed with the move or not at all.
 */
export function createPublicationNews({
  events,
  publications,
  channels,
  tickets,
}: {
  events: EventBus;
  publications: Pick<PublicationsRepository, 'find'>;
  channels: Pick<ChannelsRepository, 'find'>;
  tickets: Pick<TicketLookups, 'postState'>;
}) {
  /**
   * The publication as it is now in `trx`, as listeners know it. A caller that has just moved it
   * passes its row (and its channel), which saves reading them again.
   */
  async function factsOf(
    trx: Db,
    publication: string | PublicationRow,
    known?: { network: string; handle: string },
  ): Promise<PublicationFacts | null> {
    const row = typeof publication === 'string' ? await publications.find(publication, trx) : publication;
    if (!row) return null;
    const [channel, post] = await Promise.all([
      known ?? channels.find(row.channel_id, trx),
      tickets.postState(row.ticket_id, trx),
    ]);
    return {
      id: row.id,
      ticketId: row.ticket_id,
      workspaceId: row.workspace_id,
      projectId: row.project_id,
      network: channel?.network ?? 'unknown',
      handle: channel?.handle ?? '',
      state: row.state,
      dueAt: row.due_at,
      url: row.remote_url,
      channelId: row.channel_id,
      remoteId: row.remote_id,
      publishedAt: row.published_at,
      error: row.error_message,
      ownerMemberId: post?.assigneeId ?? row.created_by,
    };
  }

  return {
    factsOf,
    /** Raises `name` for the publication (its id, or its row as moved), inside `trx` (after its move). */
    async tell(
      trx: Db,
      name: PostEvent,
      publication: string | PublicationRow,
      actorMemberId: string | null = null,
      channel?: { network: string; handle: string },
    ): Promise<void> {
      const post = await factsOf(trx, publication, channel);
      if (!post) return;
      const payload = (
        name === 'post.failed'
          ? { post, actorMemberId: null }
          : name === 'post.handed_off'
            ? { post }
            : { post, actorMemberId }
      ) as DomainEvents[typeof name];
      await events.emit(trx, name, payload);
    },
  };
}
export type PublicationNews = ReturnType<typeof createPublicationNews>;
