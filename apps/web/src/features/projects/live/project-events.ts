import type { Query, QueryClient, QueryFilters } from '@tanstack/react-query';
import { liveRefresher } from '@/shared/lib/live/live-refresh';
import { onLiveEvent } from '@/shared/lib/live/live-registry';

/** Every brand query of a workspace starts with this, whichever feature reads it. */
const brandsPrefix = (workspaceUid: string) => ['workspaces', workspaceUid, 'projects'] as const;

/** Each brand's people (`projectUsersQueryKey`, and the brand pages' same key): kept per workspace so a burst is one filter. */
const peopleFilters = new Map<string, QueryFilters>();
function brandPeople(workspaceUid: string): QueryFilters {
  let filter = peopleFilters.get(workspaceUid);
  if (!filter) {
    filter = {
      queryKey: brandsPrefix(workspaceUid),
      predicate: (query: Query) => query.queryKey.length === 5 && query.queryKey[4] === 'users',
    };
    peopleFilters.set(workspaceUid, filter);
  }
  return filter;
}

/**
 * The team changed (docs/product.md#live-updates): each brand's people are read again when shown.
 * This person's own access changed: every brand query of the workspace is (which brands they may
 * see, and what each shows them); the brand list of the session is the workspaces feature's.
 */
export function registerProjectEvents(queryClient: QueryClient): () => void {
  const refresher = liveRefresher(queryClient);
  const offs = [
    onLiveEvent('member.joined', (event) => refresher.refresh(brandPeople(event.workspace_uid))),
    onLiveEvent('member.left', (event) => refresher.refresh(brandPeople(event.workspace_uid))),
    onLiveEvent('access.changed', (event) =>
      refresher.refresh({ queryKey: brandsPrefix(event.workspace_uid) }),
    ),
  ];
  return () => {
    for (const off of offs) off();
  };
}
