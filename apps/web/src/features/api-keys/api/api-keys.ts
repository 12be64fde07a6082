import { createApiKey, listApiKeys, revokeApiKey } from '@expertos/api-client/api-keys';
import type { ApiKey } from '@expertos/domain/api-keys';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn` answers the query too.
import * as keysApi from './api-keys';

/** The signed-in person's API keys (docs/product.md#api-keys). */

export const fetchApiKeys = () => listApiKeys(api);
export const makeApiKey = (input: Parameters<typeof createApiKey>[1]) => createApiKey(api, input);
export const revokeKey = (uid: string) => revokeApiKey(api, uid);

export const apiKeysQueryKey = ['me', 'api-keys'] as const;

export function apiKeysQueryOptions() {
  return queryOptions<ApiKey[]>({ queryKey: apiKeysQueryKey, queryFn: () => keysApi.fetchApiKeys() });
}
