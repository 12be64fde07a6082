import type { Db } from '../../db/database.js';
import { brandAccessOf, findMembership, type Membership, type ProjectAccess } from './membership.js';
import { createMembershipRepository } from './membership.repository.js';

/**
 * The one answer to "which brands may this member see" (docs/product.md#roles-and-access),
 * handed to every module that filters by brand: workspace admins see every brand, anyone
 * else the brands granted to them.
 */
export interface MemberAccess {
  /** Null for workspace admins (every brand of the workspace), else the granted brands. */
  visibleProjectIds(membership: Pick<Membership, 'role' | 'memberId'>, trx?: Db): Promise<string[] | null>;
  /** The brands granted to the member, whatever their workspace role. */
  grantedProjectIds(memberId: string, trx?: Db): Promise<string[]>;
  /**
   * The person (user id) behind a member, or null when the member is gone. For modules whose
   * events name members but whose rule counts people (the outbound-mail limits, per sender).
   */
  userOf(memberId: string, trx?: Db): Promise<string | null>;
  /**
   * A person's place on a brand, decided now as the `projectMember` level decides it: their
   * joined membership of the brand's workspace and their access to the brand. Null when they
   * have none (not joined, removed, or not granted the brand), or the brand does not exist.
   * For modules whose resources name a brand rather than the URL (recordings).
   */
  onBrand(
    userId: string,
    projectId: string,
  ): Promise<{ membership: Membership; project: ProjectAccess } | null>;
}

export function createMemberAccess(db: Db): MemberAccess {
  const repository = createMembershipRepository(db);
  return {
    async visibleProjectIds(membership, trx) {
      if (membership.role === 'admin') return null;
      return repository.grantedProjectIds(membership.memberId, trx);
    },
    grantedProjectIds: (memberId, trx) => repository.grantedProjectIds(memberId, trx),
    userOf: async (memberId, trx) => (await repository.userOfMember(memberId, trx)) ?? null,
    async onBrand(userId, projectId) {
      const project = await repository.project(projectId);
      if (!project) return null;
      const membership = await findMembership(repository, project.workspace_id, userId);
      const access = membership && (await brandAccessOf(repository, project, membership));
      return membership && access ? { membership, project: access } : null;
    },
  };
}
