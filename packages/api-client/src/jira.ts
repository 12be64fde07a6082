import type {
  AssociateJiraPerson,
  JiraOptions,
  JiraPeople,
  JiraPerson,
  JiraStatusWebhook,
  TicketJiraLink,
} from '@expertos/domain/integration.schema';
import type { JiraInstallStartInput } from '@expertos/domain/integration-install';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';
import { okReplySchema } from './ok-reply';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const integrationReply = lazyReplies(() => import('@expertos/domain/integration.schema'));
const integrationInstallReply = lazyReplies(() => import('@expertos/domain/integration-install'));

/**
 * A brand's Jira integrations beyond the shared integration calls (docs/product.md#integrations):
 * the pickers' projects, issue types and epics, and a ticket's epic and issue in each.
 */

const integrationPath = (projectId: string, uid: string) =>
  `/projects/${encodeURIComponent(projectId)}/integrations/${encodeURIComponent(uid)}`;
const ticketJiraPath = (ticketId: string) => `/tickets/${encodeURIComponent(ticketId)}/jira`;

/** `GET …/integrations/{uid}/jira-options`: projects, and the chosen one's issue types and epics. */
export function fetchJiraOptions(
  client: ApiClient,
  projectId: string,
  uid: string,
  projectKey?: string | null,
  signal?: AbortSignal,
): Promise<JiraOptions> {
  return client.get(`${integrationPath(projectId, uid)}/jira-options`, {
    schema: integrationReply('jiraOptionsSchema'),
    query: projectKey ? { project_key: projectKey } : {},
    signal,
  });
}

/**
 * `POST …/integrations/{uid}/jira-webhook`: the URL and a new secret for Jira's "issue updated"
 * webhook (Jira → us status sync); the secret is shown this once, and the one before stops working.
 */
export function setUpJiraStatusWebhook(
  client: ApiClient,
  projectId: string,
  uid: string,
): Promise<JiraStatusWebhook> {
  return client.post(`${integrationPath(projectId, uid)}/jira-webhook`, {
    schema: integrationReply('jiraStatusWebhookSchema'),
  });
}

/** `GET …/integrations/{uid}/jira-people`: Jira's assignable users and who each is here. */
export function listJiraPeople(
  client: ApiClient,
  projectId: string,
  uid: string,
  signal?: AbortSignal,
): Promise<JiraPeople> {
  return client.get(`${integrationPath(projectId, uid)}/jira-people`, {
    schema: integrationReply('jiraPeopleSchema'),
    signal,
  });
}

/** `PUT …/jira-people/{accountId}`: associate with a member, or add as a Jira-only person. */
export function associateJiraPerson(
  client: ApiClient,
  projectId: string,
  uid: string,
  accountId: string,
  body: AssociateJiraPerson,
): Promise<JiraPerson> {
  return client.put(`${integrationPath(projectId, uid)}/jira-people/${encodeURIComponent(accountId)}`, {
    body,
    schema: integrationReply('jiraPersonSchema'),
  });
}

/** `DELETE …/jira-people/{accountId}`: end the association (a Jira-only person goes). */
export async function removeJiraPerson(
  client: ApiClient,
  projectId: string,
  uid: string,
  accountId: string,
): Promise<void> {
  await client.delete(`${integrationPath(projectId, uid)}/jira-people/${encodeURIComponent(accountId)}`, {
    schema: okReplySchema,
  });
}

/** `GET /tickets/{id}/jira`: the ticket in each Jira integration of its brand. */
export function listTicketJiraLinks(
  client: ApiClient,
  ticketId: string,
  signal?: AbortSignal,
): Promise<TicketJiraLink[]> {
  return client.get(ticketJiraPath(ticketId), {
    schema: integrationReply('ticketJiraLinkListSchema'),
    signal,
  });
}

/** `GET /tickets/{id}/jira/{uid}/epics`: the epics the ticket may go under. */
export function listTicketJiraEpics(
  client: ApiClient,
  ticketId: string,
  uid: string,
  signal?: AbortSignal,
): Promise<JiraOptions['epics']> {
  return client.get(`${ticketJiraPath(ticketId)}/${encodeURIComponent(uid)}/epics`, {
    schema: integrationReply('jiraEpicListSchema'),
    signal,
  });
}

/** `PUT /tickets/{id}/jira/{uid}`: the epic chosen for the ticket (null: the integration's). */
export function setTicketJiraEpic(
  client: ApiClient,
  ticketId: string,
  uid: string,
  epicKey: string | null,
): Promise<TicketJiraLink> {
  return client.put(`${ticketJiraPath(ticketId)}/${encodeURIComponent(uid)}`, {
    body: { epic_key: epicKey },
    schema: integrationReply('ticketJiraLinkSchema'),
  });
}

/** `GET …/integrations/jira/install`: whether this server offers "Connect with Atlassian". */
export function jiraInstallAvailability(
  client: ApiClient,
  projectId: string,
): Promise<{ available: boolean }> {
  return client.get(`/projects/${encodeURIComponent(projectId)}/integrations/jira/install`, {
    schema: integrationInstallReply('slackInstallAvailabilitySchema'),
  });
}

/** `POST …/integrations/jira/install`: Atlassian's consent page to open for this site. */
export function startJiraInstall(
  client: ApiClient,
  projectId: string,
  body: JiraInstallStartInput,
): Promise<{ authorize_url: string }> {
  return client.post(`/projects/${encodeURIComponent(projectId)}/integrations/jira/install`, {
    body,
    schema: integrationInstallReply('slackInstallStartedSchema'),
  });
}
