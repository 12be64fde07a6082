import type { QueryClient } from '@tanstack/react-query';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { liveRefresher } from '@/shared/lib/live/live-refresh';
import { onLiveEvent, onLiveResume } from '@/shared/lib/live/live-registry';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { timeKeys } from '../api/keys';

/** The signed-in person's member uid in `workspaceUid`, from the session's workspace list. */
function myMemberUid(workspaceUid: string): string | null {
  const { workspaces, currentWorkspace, currentMember } = useWorkspaceStore.getState();
  const item = workspaces.find((entry) => entry.workspaces.uid === workspaceUid);
  if (item) return item.member_uid;
  return currentWorkspace?.uid === workspaceUid ? (currentMember?.uid ?? null) : null;
}

/**
 * Timers started or stopped and time logged elsewhere (docs/product.md#live-updates): the
 * header's timer when it is this person's (its poll rests while the stream is live), the
 * ticket's time and total, and the reports.
 */
export function registerTimeEvents(queryClient: QueryClient): () => void {
  const refresher = liveRefresher(queryClient);
  const offs = [
    onLiveEvent('time.changed', (event) => {
      const workspaceUid = event.workspace_uid;
      if (event.member_uid === myMemberUid(workspaceUid)) {
        refresher.refresh({ queryKey: timeKeys.state(workspaceUid), exact: true });
      }
      if (event.ticket_uid) {
        refresher.refresh(
          { queryKey: ticketKeys.timeEntries(event.ticket_uid) },
          { queryKey: ticketKeys.ticket(event.ticket_uid), exact: true },
        );
      }
      refresher.refresh({ queryKey: [...timeKeys.workspace(workspaceUid), 'report'] });
    }),
    onLiveResume(() => {
      const workspaceUid = useWorkspaceStore.getState().currentWorkspace?.uid;
      if (workspaceUid) refresher.refresh({ queryKey: timeKeys.state(workspaceUid), exact: true });
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
}
