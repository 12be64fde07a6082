import { isAdminRole, isExternalRole } from '@expertos/domain/roles';
import type { TeamMember } from '@expertos/domain/workspace.schema';

/**
 * Whether a member may approve the brand's posts: joined, not external, and working on its
 * tickets (a workspace admin works on every brand's). The server checks again.
 */
export function mayApprove(member: TeamMember, projectUid: string): boolean {
  if (member.status !== 'joined' || isExternalRole(member.role)) return false;
  return isAdminRole(member.role) || member.project_uids.includes(projectUid);
}
