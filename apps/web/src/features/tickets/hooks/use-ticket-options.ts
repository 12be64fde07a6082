import '@/shared/i18n/parts/api-keys';
import type { Milestone, PersonRef, Tag } from '@expertos/domain/ticket.schema';
import { useQuery } from '@tanstack/react-query';
import { ticketKeys, ticketScopes } from '@/shared/api/ticket-keys';
import { i18n } from '@/shared/i18n/i18n';
import { fetchAssignees } from '../api/assignees';
import { fetchMilestones, fetchWorkspaceMilestones } from '../api/milestones';
import { fetchTags, fetchWorkspaceTags } from '../api/tags';
import { scopeKey, type TicketScope } from '../components/ticket-scope';

// Options change rarely (a new member, tag or milestone); a minute keeps pickers instant
// while a new tag created elsewhere still shows up soon.
const OPTIONS_STALE_MS = 60_000;

/** Who a ticket can be assigned to (the workspace's joined, non-external members). */
export function useAssignees(workspaceUid: string) {
  return useQuery<PersonRef[]>({
    queryKey: ticketKeys.assignees(workspaceUid),
    queryFn: () => fetchAssignees(workspaceUid),
    enabled: Boolean(workspaceUid),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** Tags of the scope: every visible brand's (workspace) or one brand's. */
export function useScopeTags(scope: TicketScope) {
  return useQuery<Tag[]>({
    queryKey: ticketKeys.tags(scope.workspaceUid, scopeKey(scope)),
    queryFn: () =>
      scope.kind === 'workspace' ? fetchWorkspaceTags(scope.workspaceUid) : fetchTags(scope.projectUid),
    enabled: Boolean(scope.workspaceUid),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** Milestones of the scope: every visible brand's (workspace) or one brand's. */
export function useScopeMilestones(scope: TicketScope) {
  return useQuery<Milestone[]>({
    queryKey: ticketKeys.milestones(scope.workspaceUid, scopeKey(scope)),
    queryFn: () =>
      scope.kind === 'workspace'
        ? fetchWorkspaceMilestones(scope.workspaceUid)
        : fetchMilestones(scope.projectUid),
    enabled: Boolean(scope.workspaceUid),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** A brand's tags (the ticket form: tags belong to one brand). */
export function useProjectTags(workspaceUid: string, projectUid: string | null) {
  return useQuery<Tag[]>({
    queryKey: ticketKeys.tags(workspaceUid, ticketScopes.project(projectUid ?? '')),
    queryFn: () => fetchTags(projectUid ?? ''),
    enabled: Boolean(workspaceUid && projectUid),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** A brand's milestones (the ticket form: a milestone belongs to one brand). */
export function useProjectMilestones(workspaceUid: string, projectUid: string | null) {
  return useQuery<Milestone[]>({
    queryKey: ticketKeys.milestones(workspaceUid, ticketScopes.project(projectUid ?? '')),
    queryFn: () => fetchMilestones(projectUid ?? ''),
    enabled: Boolean(workspaceUid && projectUid),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** A person as a picker shows them: their name, else their e-mail. */
export function personLabel(person: Pick<PersonRef, 'name' | 'email' | 'from_jira' | 'via_key'>): string {
  const name = person.name?.trim() || person.email;
  // What a workspace key did reads "Zapier (via key)" (docs/product.md#api-keys).
  if (person.via_key) return i18n.t('ui.apiKeys.viaKey', { name });
  // A person here only as a Jira user is marked in every picker (docs/product.md#seats).
  return person.from_jira ? `${name} (${i18n.t('ui.common.fromJira')})` : name;
}

/** Unique names, sorted, for pickers that filter by tag name across brands. */
export function uniqueTagNames(tags: readonly Tag[]): string[] {
  return [...new Set(tags.map((tag) => tag.name))].sort((a, b) => a.localeCompare(b));
}
