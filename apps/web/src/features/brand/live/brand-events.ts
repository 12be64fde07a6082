import type { QueryClient } from '@tanstack/react-query';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { liveRefresher } from '@/shared/lib/live/live-refresh';
import { onLiveEvent } from '@/shared/lib/live/live-registry';

/** The brand pages' keys start with this (`brandOverviewQueryKey`, `brandFeedQueryKey`, `brandLibraryQueryKey`). */
const brandKey = (workspaceUid: string, projectUid: string, page: string) =>
  ['workspaces', workspaceUid, 'projects', projectUid, page] as const;

/**
 * A ticket of a brand was created, changed or deleted (docs/product.md#live-updates): what the
 * brand's pages make of its tickets is read again when shown: the overview (the week's slate,
 * coming posts, open tasks), the feed (published posts), the library (the tickets' material)
 * and the sample posts a voice may pick.
 */
export function registerBrandEvents(queryClient: QueryClient): () => void {
  const refresher = liveRefresher(queryClient);
  const onTicket = ({
    workspace_uid: workspaceUid,
    project_uid: projectUid,
  }: {
    workspace_uid: string;
    project_uid: string;
  }) =>
    refresher.refresh(
      { queryKey: brandKey(workspaceUid, projectUid, 'overview') },
      { queryKey: brandKey(workspaceUid, projectUid, 'feed') },
      { queryKey: brandKey(workspaceUid, projectUid, 'library') },
      { queryKey: ticketKeys.samplePosts(projectUid) },
    );
  const offs = [
    onLiveEvent('ticket.created', onTicket),
    onLiveEvent('ticket.updated', onTicket),
    onLiveEvent('ticket.deleted', onTicket),
  ];
  return () => {
    for (const off of offs) off();
  };
}
