import type { QueryClient } from '@tanstack/react-query';
import { liveRefresher } from '@/shared/lib/live/live-refresh';
import { onLiveEvent } from '@/shared/lib/live/live-registry';
import { peopleQueryOptions } from '../api/people';
import { teamQueryPrefix } from '../api/team-members';

/**
 * Someone joined or left, or this person's access changed (docs/product.md#live-updates): the
 * team lists and the people (pictures) of the workspace are read again when shown.
 */
export function registerTeamEvents(queryClient: QueryClient): () => void {
  const refresher = liveRefresher(queryClient);
  const onTeam = ({ workspace_uid: workspaceUid }: { workspace_uid: string }) =>
    refresher.refresh(
      { queryKey: teamQueryPrefix(workspaceUid) },
      { queryKey: peopleQueryOptions(workspaceUid).queryKey },
    );
  const offs = [
    onLiveEvent('member.joined', onTeam),
    onLiveEvent('member.left', onTeam),
    onLiveEvent('access.changed', onTeam),
  ];
  return () => {
    for (const off of offs) off();
  };
}
