import {
  type ApiKey,
  type apiKeyCreateSchema,
  apiKeyListSchema,
  createdApiKeySchema,
} from '@expertos/domain/api-keys';
import { z } from 'zod';
import type { ApiClient } from './client';

/** A person's API keys (docs/product.md#api-keys). Only a person signed in manages them. */

const keys = '/me/api-keys';

/** `GET /me/api-keys`: the caller's keys (never their secrets), newest first. */
export async function listApiKeys(client: ApiClient): Promise<ApiKey[]> {
  return (await client.get(keys, { schema: apiKeyListSchema })).items;
}

/** `POST /me/api-keys`: a new key (90 days unless `expires_in_days` says); its `secret` is in this answer only. */
export function createApiKey(
  client: ApiClient,
  input: z.input<typeof apiKeyCreateSchema>,
): Promise<ApiKey & { secret: string }> {
  return client.post(keys, { body: input, schema: createdApiKeySchema });
}

/** `DELETE /me/api-keys/{id}`: the key's next call answers 401. */
export async function revokeApiKey(client: ApiClient, keyUid: string): Promise<void> {
  await client.delete(`${keys}/${encodeURIComponent(keyUid)}`, { schema: z.object({ ok: z.literal(true) }) });
}
