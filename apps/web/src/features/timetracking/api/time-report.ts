import { getTimeReport } from '@expertos/api-client/timetracking';
import type { TimeReportQuery } from '@expertos/domain/timetracking.schema';
import { api } from '@/shared/api/client';
import { viewerTimeZone } from '@/shared/session/viewer-zone';

/**
 * `GET /workspaces/{id}/timetracking/report`: finished time by brand, person and week, counted
 * in the viewer's days (docs/product.md#time-zones).
 */
export function fetchTimeReport(workspaceUid: string, query: TimeReportQuery, signal?: AbortSignal) {
  return getTimeReport(api, workspaceUid, { time_zone: viewerTimeZone(), ...query }, { signal });
}
