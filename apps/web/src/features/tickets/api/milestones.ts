import * as tickets from '@expertos/api-client/tickets';
import type { CreateMilestoneInput } from '@expertos/domain/ticket.schema';
import { api } from '@/shared/api/client';

/** `GET /tickets/milestones/{projectId}`: one brand's milestones. */
export function fetchMilestones(projectUid: string) {
  return tickets.listMilestones(api, projectUid);
}

/** `GET /workspaces/{id}/tickets/milestones`: the milestones of every brand the user may see. */
export function fetchWorkspaceMilestones(workspaceUid: string) {
  return tickets.listWorkspaceMilestones(api, workspaceUid);
}

/** `POST /tickets/milestones/{projectId}`: from the ticket form. */
export function createMilestone(projectUid: string, input: CreateMilestoneInput) {
  return tickets.createMilestone(api, projectUid, input);
}
