import * as calls from '@expertos/api-client/integrations';
import type {
  CreateProjectIntegrationInput,
  IntegrationDelivery,
  ProjectIntegration,
  UpdateProjectIntegrationInput,
} from '@expertos/domain/integration.schema';
import type { SlackInstallStartInput } from '@expertos/domain/integration-install';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn(integrationsApi, 'fetchIntegrations')`
// answers the query too (a call to the local name would bypass it).
import * as integrationsApi from './integrations';

export const integrationsQueryKey = (projectUid: string) => ['projects', projectUid, 'integrations'] as const;
export const deliveriesQueryKey = (projectUid: string, uid: string) =>
  [...integrationsQueryKey(projectUid), uid, 'deliveries'] as const;

/** `GET /projects/{projectId}/integrations`. */
export function fetchIntegrations(projectUid: string): Promise<ProjectIntegration[]> {
  return calls.listIntegrations(api, projectUid);
}

export function integrationsQueryOptions(projectUid: string) {
  return queryOptions<ProjectIntegration[]>({
    queryKey: integrationsQueryKey(projectUid),
    queryFn: () => integrationsApi.fetchIntegrations(projectUid),
  });
}

/** `GET …/integrations/{uid}/deliveries`: newest first. */
export function fetchDeliveries(projectUid: string, uid: string): Promise<IntegrationDelivery[]> {
  return calls.listIntegrationDeliveries(api, projectUid, uid);
}

/** Whether a delivery may still change on its own (the list keeps polling while one does). */
export const deliveryInFlight = (delivery: IntegrationDelivery) =>
  delivery.status === 'pending' || delivery.status === 'retrying';

/** How often the open log reloads while a delivery is pending or retrying. */
export const DELIVERIES_POLL_MS = 2000;

export function deliveriesQueryOptions(projectUid: string, uid: string) {
  return queryOptions<IntegrationDelivery[]>({
    queryKey: deliveriesQueryKey(projectUid, uid),
    queryFn: () => integrationsApi.fetchDeliveries(projectUid, uid),
    refetchInterval: (query) => (query.state.data?.some(deliveryInFlight) ? DELIVERIES_POLL_MS : false),
  });
}

export function createIntegration(projectUid: string, input: CreateProjectIntegrationInput) {
  return calls.createIntegration(api, projectUid, input);
}

export function updateIntegration(projectUid: string, uid: string, change: UpdateProjectIntegrationInput) {
  return calls.updateIntegration(api, projectUid, uid, change);
}

export function deleteIntegration(projectUid: string, uid: string) {
  return calls.deleteIntegration(api, projectUid, uid);
}

export function testIntegration(projectUid: string, uid: string) {
  return calls.testIntegration(api, projectUid, uid);
}

export function rotateSecret(projectUid: string, uid: string) {
  return calls.rotateIntegrationSecret(api, projectUid, uid);
}

export function retryDelivery(projectUid: string, deliveryId: string) {
  return calls.retryDelivery(api, projectUid, deliveryId);
}

export const slackInstallQueryKey = (projectUid: string) =>
  [...integrationsQueryKey(projectUid), 'slack-install'] as const;

/** Whether the server offers "Add to Slack" (it has a Slack app); asked once per page. */
export function slackInstallQueryOptions(projectUid: string) {
  return queryOptions({
    queryKey: slackInstallQueryKey(projectUid),
    queryFn: () => integrationsApi.fetchSlackInstallAvailability(projectUid),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function fetchSlackInstallAvailability(projectUid: string) {
  return calls.slackInstallAvailability(api, projectUid);
}

/** The Slack page to open; Slack sends the browser back to the server, then to /integration-success. */
export function startSlackInstall(projectUid: string, input: SlackInstallStartInput) {
  return calls.startSlackInstall(api, projectUid, input);
}
