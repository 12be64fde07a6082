import type { Db } from '../../db/database.js';
import { brandAccessOf, findMembership, type Membership, type ProjectAccess } from './membership.js';
import { createMembershipRepository } from './membership.repository.js';

/** Where a brand sits: its id and its workspace's, both already known to the caller. */
export interface KnownBrand {
  workspaceId: string;
  projectId: string;
}

/**
 * A person's place on a brand whose workspace the caller already knows (a ticket names both),
 * decided as the `projectMember` level and `MemberAccess.onBrand` decide it: their joined
 * membership of the workspace and the one brand-visibility rule on their grant
 * (docs/product.md#roles-and-access). The brand is not read again: two small queries, one for a
 * workspace admin (their grants are not read). The workspaces module's narrow function for the
 * ticket guard (tickets.policies.ts).
 */
export function createBrandPlaces(db: Db) {
  const repository = createMembershipRepository(db);
  return {
    /** Null when the person is not a joined member of the workspace or may not see the brand. */
    async of(
      userId: string,
      brand: KnownBrand,
    ): Promise<{ membership: Membership; project: ProjectAccess } | null> {
      const membership = await findMembership(repository, brand.workspaceId, userId);
      if (!membership) return null;
      const project = await brandAccessOf(
        repository,
        { id: brand.projectId, workspace_id: brand.workspaceId },
        membership,
      );
      return project ? { membership, project } : null;
    },
  };
}
export type BrandPlaces = ReturnType<typeof createBrandPlaces>;
