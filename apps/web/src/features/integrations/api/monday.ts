import * as calls from '@expertos/api-client/monday';
import type { MondayOptions } from '@expertos/domain/integration.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { integrationsQueryKey } from './integrations';

/** The monday.com pickers (docs/product.md#integrations). */
export function mondayOptionsQueryOptions(projectUid: string, uid: string, boardId: string | null) {
  return queryOptions<MondayOptions>({
    queryKey: [...integrationsQueryKey(projectUid), uid, 'monday-options', boardId ?? ''] as const,
    queryFn: ({ signal }) => calls.fetchMondayOptions(api, projectUid, uid, boardId, signal),
    staleTime: 60_000,
    retry: false,
  });
}
