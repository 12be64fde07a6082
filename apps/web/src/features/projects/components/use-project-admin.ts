import type { ProjectUser } from '@expertos/domain/project.schema';
import { brandAccessOf } from '@expertos/domain/roles';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';

/**
 * Whether the user administers the brand: a workspace admin (implicitly admin of every brand:
 * docs/product.md#roles-and-access) or a brand admin with granted access. The server checks
 * again.
 */
export function useIsProjectAdmin(people: readonly ProjectUser[] | undefined): boolean {
  const role = useWorkspaceStore((state) => state.currentMemberRole);
  const memberUid = useWorkspaceStore((state) => state.currentMember?.uid ?? null);
  return brandAccessOf(role, memberUid, people ?? []).admin;
}
