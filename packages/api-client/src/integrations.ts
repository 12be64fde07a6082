import {
  type CreateProjectIntegrationInput,
  type IntegrationDelivery,
  integrationDeliverySchema,
  type ProjectIntegration,
  projectIntegrationSchema,
  type UpdateProjectIntegrationInput,
  webhookSecretRevealSchema,
} from '@expertos/domain/integration.schema';
import {
  type SlackInstallStartInput,
  slackInstallAvailabilitySchema,
  slackInstallStartedSchema,
} from '@expertos/domain/integration-install';
import { z } from 'zod';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';
import { type OkReply, okReplySchema } from './ok-reply';
import type { WorkspaceCallOptions } from './workspaces';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/integration.schema'));

/**
 * A brand's integrations (docs/product.md#integrations): list, connect, change, disconnect,
 * test, rotate a webhook's secret, the delivery log and 'retry now'. Secrets go in through
 * the create/update bodies; the only one that comes back is a new webhook signing secret.
 */

const integrationsPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/integrations`;
const integrationPath = (projectId: string, uid: string) =>
  `${integrationsPath(projectId)}/${encodeURIComponent(uid)}`;

const deliveryListSchema = z.array(integrationDeliverySchema);
/** `POST …/integrations` answers the integration and, for a webhook, its secret this once. */
const createdSchema = z.object({
  integration: projectIntegrationSchema,
  signing_secret: webhookSecretRevealSchema.shape.signing_secret.nullable(),
});
export type CreatedIntegration = z.infer<typeof createdSchema>;
export type RevealedSecret = z.infer<typeof webhookSecretRevealSchema>;
export type SlackInstallAvailability = z.infer<typeof slackInstallAvailabilitySchema>;
export type SlackInstallStarted = z.infer<typeof slackInstallStartedSchema>;

/** `GET /projects/{projectId}/integrations`: every integration of the brand with its state. */
export function listIntegrations(
  client: ApiClient,
  projectId: string,
  opts: WorkspaceCallOptions = {},
): Promise<ProjectIntegration[]> {
  return client.get(integrationsPath(projectId), { schema: reply('projectIntegrationListSchema'), ...opts });
}

/** `POST /projects/{projectId}/integrations` (project admins). */
export function createIntegration(
  client: ApiClient,
  projectId: string,
  body: CreateProjectIntegrationInput,
  opts: WorkspaceCallOptions = {},
): Promise<CreatedIntegration> {
  return client.post(integrationsPath(projectId), { body, schema: createdSchema, ...opts });
}

/** `PUT /projects/{projectId}/integrations/{uid}`: the fields sent change; a secret left out is kept. */
export function updateIntegration(
  client: ApiClient,
  projectId: string,
  uid: string,
  body: UpdateProjectIntegrationInput,
  opts: WorkspaceCallOptions = {},
): Promise<ProjectIntegration> {
  return client.put(integrationPath(projectId, uid), { body, schema: projectIntegrationSchema, ...opts });
}

/** `DELETE /projects/{projectId}/integrations/{uid}`: disconnects and drops its delivery log. */
export function deleteIntegration(
  client: ApiClient,
  projectId: string,
  uid: string,
  opts: WorkspaceCallOptions = {},
): Promise<OkReply> {
  return client.delete(integrationPath(projectId, uid), { schema: okReplySchema, ...opts });
}

/** `POST …/{uid}/test`: queues a test message; answers its delivery (202). */
export function testIntegration(
  client: ApiClient,
  projectId: string,
  uid: string,
  opts: WorkspaceCallOptions = {},
): Promise<IntegrationDelivery> {
  return client.post(`${integrationPath(projectId, uid)}/test`, {
    schema: integrationDeliverySchema,
    ...opts,
  });
}

/** `POST …/{uid}/rotate-secret`: a webhook's new secret; the old one stays valid for 24 hours. */
export function rotateIntegrationSecret(
  client: ApiClient,
  projectId: string,
  uid: string,
  opts: WorkspaceCallOptions = {},
): Promise<RevealedSecret> {
  return client.post(`${integrationPath(projectId, uid)}/rotate-secret`, {
    schema: webhookSecretRevealSchema,
    ...opts,
  });
}

/** `GET …/{uid}/deliveries`: the integration's recent deliveries, newest first (at most 50). */
export function listIntegrationDeliveries(
  client: ApiClient,
  projectId: string,
  uid: string,
  opts: WorkspaceCallOptions = {},
): Promise<IntegrationDelivery[]> {
  return client.get(`${integrationPath(projectId, uid)}/deliveries`, { schema: deliveryListSchema, ...opts });
}

/** `POST /projects/{projectId}/integration-deliveries/{deliveryId}/retry`: a failed delivery, again now. */
export function retryDelivery(
  client: ApiClient,
  projectId: string,
  deliveryId: string,
  opts: WorkspaceCallOptions = {},
): Promise<IntegrationDelivery> {
  return client.post(
    `/projects/${encodeURIComponent(projectId)}/integration-deliveries/${encodeURIComponent(deliveryId)}/retry`,
    { schema: integrationDeliverySchema, ...opts },
  );
}

/** `GET …/integrations/slack/install`: whether this server offers "Add to Slack" (project admins). */
export function slackInstallAvailability(
  client: ApiClient,
  projectId: string,
  opts: WorkspaceCallOptions = {},
): Promise<SlackInstallAvailability> {
  return client.get(`${integrationsPath(projectId)}/slack/install`, {
    schema: slackInstallAvailabilitySchema,
    ...opts,
  });
}

/** `POST …/integrations/slack/install`: the Slack page to open; the integration is made when Slack sends the browser back. */
export function startSlackInstall(
  client: ApiClient,
  projectId: string,
  body: SlackInstallStartInput,
  opts: WorkspaceCallOptions = {},
): Promise<SlackInstallStarted> {
  return client.post(`${integrationsPath(projectId)}/slack/install`, {
    body,
    schema: slackInstallStartedSchema,
    ...opts,
  });
}
