import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { TicketLabelsRepository } from './ticket-labels.repository.js';

const invalid = (path: string, message: string) =>
  new AppError('validation_error', { details: [{ path, message }] });

/**
 * A ticket can be given to a joined member of its workspace who is not external and who may
 * open the tasks of every brand concerned (the one brand-visibility rule: member-access.ts).
 */
export async function checkAssignee(
  access: Pick<MemberAccess, 'taskBrandsOf'>,
  trx: Db,
  workspaceId: string,
  memberId: string,
  projectIds: string[],
  path = 'assignee',
): Promise<void> {
  const candidate = await access.taskBrandsOf(workspaceId, memberId, projectIds, trx);
  if (!candidate || candidate.role === 'external') {
    throw invalid(path, 'The assignee must be a member of this workspace who can work on tasks.');
  }
  if (projectIds.some((id) => !candidate.projectIds.has(id))) {
    throw invalid(path, 'The assignee has no access to this brand.');
  }
}

/** A milestone must belong to the ticket's brand. */
export async function checkMilestone(
  labels: TicketLabelsRepository,
  trx: Db,
  projectId: string,
  milestoneId: string,
): Promise<void> {
  const milestone = await labels.findMilestone(milestoneId, trx);
  if (milestone?.project_id !== projectId) {
    throw invalid('milestone', 'The milestone must belong to the brand of the ticket.');
  }
}
