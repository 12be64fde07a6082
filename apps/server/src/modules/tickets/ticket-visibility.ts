import type { Membership } from '../workspaces/membership.js';
import type { TicketsRepository } from './tickets.repository.js';

/**
 * The brands whose tickets a workspace member may see: null for workspace admins (every
 * brand), else the brands granted to them (spec §6, has_permission). Computed once per request.
 */
export async function visibleProjectIds(
  tickets: Pick<TicketsRepository, 'grantedProjectIds'>,
  membership: Membership,
): Promise<string[] | null> {
  if (membership.role === 'admin') return null;
  return tickets.grantedProjectIds(membership.memberId);
}
