import { brandAccessOf, isAdminRole, isExternalRole } from '@expertos/domain/roles';
import { useQuery } from '@tanstack/react-query';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import * as brandPeopleApi from '../api/brand-people';

/** Whether the user administers the workspace (and so its templates). */
export function useIsWorkspaceAdmin(): boolean {
  return useWorkspaceStore((state) => isAdminRole(state.currentMemberRole));
}

/**
 * Whether the user may manage the brand's templates (`projectAdmin`): a workspace admin, or a
 * brand admin with granted access. Null while the brand's people load. The server checks again.
 */
export function useIsBrandAdmin(workspaceUid: string, projectUid: string | null): boolean | null {
  const role = useWorkspaceStore((state) => state.currentMemberRole);
  const memberUid = useWorkspaceStore((state) => state.currentMember?.uid ?? null);
  const decided = isAdminRole(role) || isExternalRole(role);
  const people = useQuery({
    queryKey: brandPeopleApi.brandPeopleKey(workspaceUid, projectUid ?? ''),
    queryFn: () => brandPeopleApi.fetchBrandPeople(workspaceUid, projectUid ?? ''),
    enabled: Boolean(workspaceUid && projectUid) && !decided,
  });
  if (decided) return brandAccessOf(role, memberUid, []).admin;
  if (!people.data) return people.isError ? false : null;
  return brandAccessOf(role, memberUid, people.data).admin;
}
