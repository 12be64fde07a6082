import type { Db } from '../../db/database.js';
import { seesTickets } from './brand-visibility.js';
import { type Membership, membershipOf, type ProjectAccess, placeWithGrant } from './membership.js';
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
 * (docs/product.md#roles-and-access). The brand is not read again: one query, the member with
 * their grant on the brand. The workspaces module's narrow function for the
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
    // The member and their grant on the brand in one statement (a second round trip for every
    // member who is not an admin, before).
    const [row, within] = await Promise.all([
      repository.memberOnBrand(brand.workspaceId, userId, brand.projectId),
      keyBrands ? repository.brandsIn(brand.workspaceId, keyBrands) : null,
    ]);
    const membership = membershipOf(row, brand.workspaceId, userId, within);
    if (!membership) return null;
    const project = placeWithGrant(
      { id: brand.projectId, workspace_id: brand.workspaceId },
      membership,
      row?.grant_role ?? null,
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
