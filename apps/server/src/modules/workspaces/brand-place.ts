import type { Db } from '../../db/database.js';
import { seesTickets } from './brand-visibility.js';
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
/** A person's membership of the workspace, and their place on the brand. */
export interface BrandPlace {
  membership: Membership;
  project: ProjectAccess;
}

export function createBrandPlaces(db: Db) {
  const repository = createMembershipRepository(db);

  /**
   * Null when the person is not a joined member of the workspace or may not see the brand, or
   * calls with a key limited to other brands (`keyBrands`, `keyBrandsOf(request)`).
   */
  async function of(
    userId: string,
    brand: KnownBrand,
    keyBrands: readonly string[] | null = null,
  ): Promise<BrandPlace | null> {
    const membership = await findMembership(repository, brand.workspaceId, userId, keyBrands);
    if (!membership) return null;
    const project = await brandAccessOf(
      repository,
      { id: brand.projectId, workspace_id: brand.workspaceId },
      membership,
    );
    return project ? { membership, project } : null;
  }

  return {
    of,
    /** As `of`, for the brand's tasks: null too for whoever sees the brand but not its tasks (external collaborators). */
    async ofTasks(
      userId: string,
      brand: KnownBrand,
      keyBrands: readonly string[] | null = null,
    ): Promise<BrandPlace | null> {
      const found = await of(userId, brand, keyBrands);
      // Their place on the brand stands for their grant: the rule gives the same answer.
      return found && seesTickets({ role: found.membership.role, status: 'joined' }, found.project.role)
        ? found
        : null;
    },
  };
}
export type BrandPlaces = ReturnType<typeof createBrandPlaces>;
