import { brandAccessOf, isAdminRole, isExternalRole } from '@expertos/domain/roles';
import { useQuery } from '@tanstack/react-query';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import * as brandPeopleApi from '../api/brand-people';

/**
 * Whether the person may change the brand's evergreen settings and fill its slots now
 * (`projectAdmin`): a workspace admin, or an admin of the brand. False while its people load, so
 * the settings show read-only until then. The server checks again (403).
 */
export function useIsBrandAdmin(projectUid: string): boolean {
  const workspaceUid = useWorkspaceStore((state) => state.currentWorkspace?.uid ?? '');
  const role = useWorkspaceStore((state) => state.currentMemberRole);
  const memberUid = useWorkspaceStore((state) => state.currentMember?.uid ?? null);
  const decided = isAdminRole(role) || isExternalRole(role);
  const people = useQuery({
    queryKey: brandPeopleApi.brandPeopleKey(workspaceUid, projectUid),
    queryFn: () => brandPeopleApi.fetchBrandPeople(workspaceUid, projectUid),
    enabled: Boolean(workspaceUid && projectUid) && !decided,
  });
  return brandAccessOf(role, memberUid, people.data ?? []).admin;
}
