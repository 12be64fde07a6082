import { getTimeReport } from '@expertos/api-client/timetracking';
import type { TimeReportQuery } from '@expertos/domain/timetracking.schema';
import { api } from '@/shared/api/client';

/** `GET /workspaces/{id}/timetracking/report`: finished time by brand, person and week. */
export function fetchTimeReport(workspaceUid: string, query: TimeReportQuery, signal?: AbortSignal) {
  return getTimeReport(api, workspaceUid, query, { signal });
}
