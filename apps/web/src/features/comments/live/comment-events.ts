import type { QueryClient } from '@tanstack/react-query';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { liveRefresher } from '@/shared/lib/live/live-refresh';
import { onLiveEvent } from '@/shared/lib/live/live-registry';
import { commentKeys } from '../api/comments';

/**
 * Comments written or edited elsewhere (docs/product.md#live-updates): the ticket's comments and
 * history are read again (when shown), and who may be mentioned when the team changes.
 */
export function registerCommentEvents(queryClient: QueryClient): () => void {
  const refresher = liveRefresher(queryClient);
  const onComment = ({ ticket_uid: ticketUid }: { ticket_uid: string }) =>
    refresher.refresh(
      { queryKey: ticketKeys.comments(ticketUid) },
      { queryKey: ticketKeys.activity(ticketUid) },
    );
  const onTeam = ({ workspace_uid: workspaceUid }: { workspace_uid: string }) =>
    refresher.refresh({ queryKey: commentKeys.people(workspaceUid) });
  const offs = [
    onLiveEvent('comment.created', onComment),
    onLiveEvent('comment.updated', onComment),
    onLiveEvent('member.joined', onTeam),
    onLiveEvent('member.left', onTeam),
    onLiveEvent('access.changed', onTeam),
  ];
  return () => {
    for (const off of offs) off();
  };
}
