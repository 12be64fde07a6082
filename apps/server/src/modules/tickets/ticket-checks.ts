import { TICKET_PILLAR_MESSAGES } from '@expertos/domain/ticket.schema';
import type { TicketType } from '@expertos/domain/tickets';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { BrandFacts } from '../projects/brand-facts.js';
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
  // A workspace key acts for a script; work is given to people (docs/product.md#api-keys).
  if (candidate.viaKey) throw invalid(path, 'A workspace key cannot be given tickets: choose a person.');
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

/**
 * A pillar is a post's, and one of its brand's content pillars as the profile names them now
 * (read through the projects module's brand facts). A pillar the profile has since renamed or
 * dropped stays on the tickets that have it; only choosing it again is refused.
 */
export async function checkPillar(
  brands: Pick<BrandFacts, 'pillars'>,
  trx: Db,
  projectId: string,
  ticketType: TicketType,
  pillar: string,
): Promise<void> {
  if (ticketType !== 'post') throw invalid('pillar', TICKET_PILLAR_MESSAGES.notPost);
  const pillars = await brands.pillars(projectId, trx);
  if (!pillars.includes(pillar)) throw invalid('pillar', TICKET_PILLAR_MESSAGES.unknown);
}
