import { brandAccessOf, isAdminRole, isExternalRole } from '@expertos/domain/roles';
import { useQuery } from '@tanstack/react-query';
import { useKnownProject } from '@/shared/stores/use-known-project';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { brandBySlugQueryOptions, brandPeopleQueryOptions } from '../api/brand';

/**
 * The brand of the page: at once from the workspace's loaded brands, then from the server unless
 * those were read a moment ago (`useKnownProject`).
 */
export function useBrandBySlug(slug: string) {
  const workspaceUid = useWorkspaceStore((state) => state.currentWorkspace?.uid ?? '');
  const known = useKnownProject(slug);
  return useQuery({
    ...brandBySlugQueryOptions(workspaceUid, slug),
    enabled: Boolean(workspaceUid && slug),
    ...known,
  });
}

/**
 * Whether the user connects and changes the brand's integrations: a project admin, i.e. a
 * workspace admin or a brand admin with granted access (docs/product.md#roles-and-access).
 * Null while the brand's people load. The server checks again.
 */
export function useIsIntegrationsAdmin(projectUid: string | undefined): boolean | null {
  const workspaceUid = useWorkspaceStore((state) => state.currentWorkspace?.uid ?? '');
  const role = useWorkspaceStore((state) => state.currentMemberRole);
  const memberUid = useWorkspaceStore((state) => state.currentMember?.uid ?? null);
  const decided = isAdminRole(role) || isExternalRole(role);
  const people = useQuery({
    ...brandPeopleQueryOptions(workspaceUid, projectUid ?? ''),
    enabled: Boolean(workspaceUid && projectUid && !decided),
  });
  if (decided) return brandAccessOf(role, memberUid, []).admin;
  if (!people.data) return people.isError ? false : null;
  return brandAccessOf(role, memberUid, people.data).admin;
}
