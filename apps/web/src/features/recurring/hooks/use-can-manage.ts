import { listProjectUsers } from '@expertos/api-client/projects';
import type { RecurringSeries } from '@expertos/domain/recurring.schema';
import { brandAccessOf, isAdminRole, isExternalRole } from '@expertos/domain/roles';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';

/**
 * Whether the person may pause, resume, change or end a brand's series: its creator, or an
 * admin of the brand (docs/product.md#recurring-tickets). The server checks again (403).
 */
export function useCanManageSeries(projectUid: string): (series: RecurringSeries) => boolean {
  const workspaceUid = useWorkspaceStore((state) => state.currentWorkspace?.uid ?? '');
  const role = useWorkspaceStore((state) => state.currentMemberRole);
  const memberUid = useWorkspaceStore((state) => state.currentMember?.uid ?? null);
  const decided = isAdminRole(role) || isExternalRole(role);
  // The same key the brand's people are cached under elsewhere, so they are read once.
  const people = useQuery({
    queryKey: ['workspaces', workspaceUid, 'projects', projectUid, 'users'] as const,
    queryFn: () => listProjectUsers(api, workspaceUid, projectUid),
    enabled: Boolean(workspaceUid && projectUid && !decided),
  });
  const admin = brandAccessOf(role, memberUid, people.data ?? []).admin;
  return (series) => admin || (memberUid !== null && series.created_by?.uid === memberUid);
}
