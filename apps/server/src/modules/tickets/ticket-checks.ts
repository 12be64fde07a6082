import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { TicketLabelsRepository } from './ticket-labels.repository.js';
import type { TicketsRepository } from './tickets.repository.js';

const invalid = (path: string, message: string) =>
  new AppError('validation_error', { details: [{ path, message }] });

/**
 * A ticket can be given to a joined member of its workspace who is not external and who may
 * see every brand concerned (workspace admins see them all).
 */
export async function checkAssignee(
  tickets: TicketsRepository,
  trx: Db,
  workspaceId: string,
  memberId: string,
  projectIds: string[],
  path = 'assignee',
): Promise<void> {
  const candidate = await tickets.assigneeCandidate(workspaceId, memberId, projectIds, trx);
  if (!candidate || candidate.role === 'external') {
    throw invalid(path, 'The assignee must be a member of this workspace who can work on tasks.');
  }
  if (candidate.role === 'admin') return;
  const granted = new Set(candidate.grantedProjectIds);
  if (projectIds.some((id) => !granted.has(id))) {
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
