import * as calls from '@expertos/api-client/jira';
import type {
  AssociateJiraPerson,
  JiraOptions,
  JiraPeople,
  JiraPerson,
  JiraStatusWebhook,
  TicketJiraLink,
} from '@expertos/domain/integration.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { integrationsQueryKey } from './integrations';
// Through this module's own exports, so a test's `vi.spyOn(jiraApi, …)` answers the queries too.
import * as jiraApi from './jira';

/** The Jira pickers and a ticket's Jira issue (docs/product.md#integrations). */

export function jiraOptionsQueryOptions(projectUid: string, uid: string, projectKey: string | null) {
  return queryOptions<JiraOptions>({
    queryKey: [...integrationsQueryKey(projectUid), uid, 'jira-options', projectKey ?? ''] as const,
    queryFn: ({ signal }) => calls.fetchJiraOptions(api, projectUid, uid, projectKey, signal),
    // Jira's projects and epics change rarely while a form is open.
    staleTime: 60_000,
    retry: false,
  });
}

export const ticketJiraQueryKey = ticketKeys.jira;

export function ticketJiraQueryOptions(ticketUid: string) {
  return queryOptions<TicketJiraLink[]>({
    queryKey: ticketJiraQueryKey(ticketUid),
    queryFn: ({ signal }) => jiraApi.fetchTicketJiraLinks(ticketUid, signal),
  });
}

export function ticketJiraEpicsQueryOptions(ticketUid: string, uid: string) {
  return queryOptions<JiraOptions['epics']>({
    queryKey: [...ticketJiraQueryKey(ticketUid), uid, 'epics'] as const,
    queryFn: ({ signal }) => jiraApi.fetchTicketJiraEpics(ticketUid, uid, signal),
    staleTime: 60_000,
    retry: false,
  });
}

export const jiraPeopleQueryKey = (projectUid: string, uid: string) =>
  [...integrationsQueryKey(projectUid), uid, 'jira-people'] as const;

/** Jira's assignable users of the integration's project, and who each is here. */
export function jiraPeopleQueryOptions(projectUid: string, uid: string) {
  return queryOptions<JiraPeople>({
    queryKey: jiraPeopleQueryKey(projectUid, uid),
    queryFn: ({ signal }) => jiraApi.fetchJiraPeople(projectUid, uid, signal),
    retry: false,
  });
}

export function fetchJiraPeople(projectUid: string, uid: string, signal?: AbortSignal): Promise<JiraPeople> {
  return calls.listJiraPeople(api, projectUid, uid, signal);
}

export function associateJiraPerson(
  projectUid: string,
  uid: string,
  accountId: string,
  body: AssociateJiraPerson,
): Promise<JiraPerson> {
  return calls.associateJiraPerson(api, projectUid, uid, accountId, body);
}

export function removeJiraPerson(projectUid: string, uid: string, accountId: string): Promise<void> {
  return calls.removeJiraPerson(api, projectUid, uid, accountId);
}

/** Jira → us status sync: the webhook's URL and a new secret, shown once. */
export function setUpJiraSync(projectUid: string, uid: string): Promise<JiraStatusWebhook> {
  return calls.setUpJiraStatusWebhook(api, projectUid, uid);
}

/** `GET /tickets/{id}/jira`. */
export function fetchTicketJiraLinks(ticketUid: string, signal?: AbortSignal): Promise<TicketJiraLink[]> {
  return calls.listTicketJiraLinks(api, ticketUid, signal);
}

/** `GET /tickets/{id}/jira/{uid}/epics`. */
export function fetchTicketJiraEpics(ticketUid: string, uid: string, signal?: AbortSignal) {
  return calls.listTicketJiraEpics(api, ticketUid, uid, signal);
}

export function setTicketJiraEpic(ticketUid: string, uid: string, epicKey: string | null) {
  return calls.setTicketJiraEpic(api, ticketUid, uid, epicKey);
}

/** Whether the server offers "Connect with Atlassian" (it has an OAuth app); asked once per page. */
export function jiraInstallQueryOptions(projectUid: string) {
  return queryOptions({
    queryKey: [...integrationsQueryKey(projectUid), 'jira-install'] as const,
    queryFn: () => calls.jiraInstallAvailability(api, projectUid),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const startJiraInstall = (projectUid: string, siteUrl: string, description: string) =>
  calls.startJiraInstall(api, projectUid, { site_url: siteUrl, description });
