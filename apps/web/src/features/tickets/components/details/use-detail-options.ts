import type { Milestone, PersonRef, Tag } from '@expertos/domain/ticket.schema';
import { useQuery } from '@tanstack/react-query';
import { ticketKeys, ticketScopes } from '@/shared/api/ticket-keys';
import { fetchAssignees } from '../../api/assignees';
import { fetchMilestones } from '../../api/milestones';
import { fetchTags } from '../../api/tags';
import { personLabel } from '../../hooks/use-ticket-options';

// Pickers' lists change rarely; a minute keeps them instant while new entries still appear.
const OPTIONS_STALE_MS = 60_000;

/** Who the ticket can be assigned to; only asked for when the ticket can be edited. */
export function useAssigneeOptions(workspaceUid: string, enabled: boolean) {
  return useQuery<PersonRef[]>({
    queryKey: ticketKeys.assignees(workspaceUid),
    queryFn: () => fetchAssignees(workspaceUid),
    enabled,
    staleTime: OPTIONS_STALE_MS,
  });
}

export function useTagOptions(workspaceUid: string, projectUid: string, enabled: boolean) {
  return useQuery<Tag[]>({
    queryKey: ticketKeys.tags(workspaceUid, ticketScopes.project(projectUid)),
    queryFn: () => fetchTags(projectUid),
    enabled,
    staleTime: OPTIONS_STALE_MS,
  });
}

export function useMilestoneOptions(workspaceUid: string, projectUid: string, enabled: boolean) {
  return useQuery<Milestone[]>({
    queryKey: ticketKeys.milestones(workspaceUid, ticketScopes.project(projectUid)),
    queryFn: () => fetchMilestones(projectUid),
    enabled,
    staleTime: OPTIONS_STALE_MS,
  });
}

/** A person as the task shows them: the same words as in the pickers (personLabel). */
export const personName = personLabel;
