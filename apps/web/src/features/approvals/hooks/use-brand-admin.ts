import { brandAccessOf, isAdminRole, isExternalRole } from '@expertos/domain/roles';
import { useQuery } from '@tanstack/react-query';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { brandPeopleQueryOptions } from '../api/workflow';

/**
 * Whether the user sets the brand's approval workflow and keeps its contacts: a workspace admin
 * or a brand admin with granted access (docs/product.md#approvals). Null while the brand's
 * people load; the server checks again.
 */
export function useIsBrandAdmin(projectUid: string): boolean | null {
  const workspaceUid = useWorkspaceStore((state) => state.currentWorkspace?.uid ?? '');
  const role = useWorkspaceStore((state) => state.currentMemberRole);
  const memberUid = useWorkspaceStore((state) => state.currentMember?.uid ?? null);
  const decided = isAdminRole(role) || isExternalRole(role);
  const people = useQuery({
    ...brandPeopleQueryOptions(workspaceUid, projectUid),
    enabled: Boolean(workspaceUid && projectUid && !decided),
  });
  if (decided) return brandAccessOf(role, memberUid, []).admin;
  if (!people.data) return people.isError ? false : null;
  return brandAccessOf(role, memberUid, people.data).admin;
}
