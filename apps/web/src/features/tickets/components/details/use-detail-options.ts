import type { Milestone, PersonRef, Tag } from '@expertos/domain/ticket.schema';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '@/shared/i18n/i18n';
import { fetchAssignees } from '../../api/assignees';
import { ticketKeys } from '../../api/keys';
import { fetchMilestones } from '../../api/milestones';
import { fetchTags } from '../../api/tags';

// Pickers' lists change rarely; a minute keeps them instant while new entries still appear.
const OPTIONS_STALE_MS = 60_000;

/** The key scope of one brand's tags and milestones (the same the list pickers use). */
export const projectScope = (projectUid: string) => `project:${projectUid}`;

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
    queryKey: ticketKeys.tags(workspaceUid, projectScope(projectUid)),
    queryFn: () => fetchTags(projectUid),
    enabled,
    staleTime: OPTIONS_STALE_MS,
  });
}

export function useMilestoneOptions(workspaceUid: string, projectUid: string, enabled: boolean) {
  return useQuery<Milestone[]>({
    queryKey: ticketKeys.milestones(workspaceUid, projectScope(projectUid)),
    queryFn: () => fetchMilestones(projectUid),
    enabled,
    staleTime: OPTIONS_STALE_MS,
  });
}

/** A person as the task shows them: their name, else their e-mail. */
export function personName(person: Pick<PersonRef, 'name' | 'email' | 'from_jira'>): string {
  const name = person.name?.trim() || person.email;
  // A person here only as a Jira user is marked wherever they are shown (docs/product.md#seats).
  return person.from_jira ? `${name} (${i18n.t('ui.common.fromJira')})` : name;
}
