import type { Db } from '../../db/database.js';
import type { Membership } from './membership.js';
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
}

export function createMemberAccess(db: Db): MemberAccess {
  const repository = createMembershipRepository(db);
  return {
    async visibleProjectIds(membership, trx) {
      if (membership.role === 'admin') return null;
      return repository.grantedProjectIds(membership.memberId, trx);
    },
    grantedProjectIds: (memberId, trx) => repository.grantedProjectIds(memberId, trx),
  };
}
