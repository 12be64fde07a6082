import { createApiKey, listApiKeys, revokeApiKey } from '@expertos/api-client/api-keys';
import { api } from '@/shared/api/client';

/** The signed-in person's API keys (docs/product.md#api-keys). */

export const fetchApiKeys = () => listApiKeys(api);
export const makeApiKey = (input: Parameters<typeof createApiKey>[1]) => createApiKey(api, input);
export const revokeKey = (uid: string) => revokeApiKey(api, uid);

export const apiKeysQueryKey = ['me', 'api-keys'] as const;
