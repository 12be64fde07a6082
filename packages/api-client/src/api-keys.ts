import type {
  ApiKey,
  apiKeyCreateSchema,
  WorkspaceKey,
  workspaceKeyCreateSchema,
} from '@expertos/domain/api-keys';
import { z } from 'zod';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/api-keys'));

/** A person's API keys (docs/product.md#api-keys). Only a person signed in manages them. */

const keys = '/me/api-keys';

/** `GET /me/api-keys`: the caller's keys (never their secrets), newest first. */
export async function listApiKeys(client: ApiClient): Promise<ApiKey[]> {
  return (await client.get(keys, { schema: reply('apiKeyListSchema') })).items;
}

/** `POST /me/api-keys`: a new key (90 days unless `expires_in_days` says); its `secret` is in this answer only. */
export function createApiKey(
  client: ApiClient,
  input: z.input<typeof apiKeyCreateSchema>,
): Promise<ApiKey & { secret: string }> {
  return client.post(keys, { body: input, schema: reply('createdApiKeySchema') });
}

/** `DELETE /me/api-keys/{id}`: the key's next call answers 401. */
export async function revokeApiKey(client: ApiClient, keyUid: string): Promise<void> {
  await client.delete(`${keys}/${encodeURIComponent(keyUid)}`, { schema: z.object({ ok: z.literal(true) }) });
}

/** A workspace's keys (docs/product.md#api-keys): its admins, signed in, manage them. */
const workspaceKeys = (workspaceUid: string) => `/workspaces/${encodeURIComponent(workspaceUid)}/api-keys`;

/** `GET /workspaces/{id}/api-keys`: the workspace's keys (never their secrets), newest first. */
export async function listWorkspaceKeys(client: ApiClient, workspaceUid: string): Promise<WorkspaceKey[]> {
  return (await client.get(workspaceKeys(workspaceUid), { schema: reply('workspaceKeyListSchema') })).items;
}

/** `POST /workspaces/{id}/api-keys`: a key acting as its own member on the `brands` named; its `secret` is in this answer only. */
export function createWorkspaceKey(
  client: ApiClient,
  workspaceUid: string,
  input: z.input<typeof workspaceKeyCreateSchema>,
): Promise<WorkspaceKey & { secret: string }> {
  return client.post(workspaceKeys(workspaceUid), {
    body: input,
    schema: reply('createdWorkspaceKeySchema'),
  });
}

/** `DELETE /workspaces/{id}/api-keys/{keyId}`: the key's next call answers 401. */
export async function revokeWorkspaceKey(
  client: ApiClient,
  workspaceUid: string,
  keyUid: string,
): Promise<void> {
  await client.delete(`${workspaceKeys(workspaceUid)}/${encodeURIComponent(keyUid)}`, {
    schema: z.object({ ok: z.literal(true) }),
  });
}
