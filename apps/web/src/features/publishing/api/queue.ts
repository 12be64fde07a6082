import { type QueueSettings, queueSettingsSchema } from '@expertos/domain/publishing/channel.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn(queueApi, …)` answers the query too.
import * as queueApi from './queue';

const queuePath = (projectUid: string) => `/projects/${encodeURIComponent(projectUid)}/publishing/queue`;

export const queueQueryKey = (projectUid: string) => ['projects', projectUid, 'publishing', 'queue'] as const;

/** `GET …/publishing/queue`: the brand's zone and weekly slots (UTC and none until set). */
export function fetchQueue(projectUid: string, signal?: AbortSignal): Promise<QueueSettings> {
  return api.get(queuePath(projectUid), { schema: queueSettingsSchema, signal });
}

export function queueQueryOptions(projectUid: string) {
  return queryOptions<QueueSettings>({
    queryKey: queueQueryKey(projectUid),
    queryFn: ({ signal }) => queueApi.fetchQueue(projectUid, signal),
  });
}

/** `PUT …/publishing/queue` (brand admins). */
export function saveQueue(projectUid: string, settings: QueueSettings): Promise<QueueSettings> {
  return api.put(queuePath(projectUid), { body: settings, schema: queueSettingsSchema });
}
