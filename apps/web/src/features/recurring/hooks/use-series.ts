import type {
  CreateRecurringInput,
  RecurringSeries,
  SplitRecurringInput,
} from '@expertos/domain/recurring.schema';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import * as recurringApi from '../api/recurring';
import { recurringKeys, seriesQueryOptions, type UpdateSeriesInput } from '../api/recurring';

/** A brand's recurring series, newest first (docs/product.md#recurring-tickets). */
export function useSeriesList(projectUid: string) {
  return useQuery(seriesQueryOptions(projectUid));
}

/**
 * After a series changed: its list, ghosts and previews are read again (the workspace
 * calendar's ghosts too), and so are the workspace's ticket lists (starting or resuming a series makes tickets at once).
 */
function refresh(client: QueryClient, projectUid: string, workspaceUid: string | null) {
  void client.invalidateQueries({ queryKey: recurringKeys.brand(projectUid) });
  void client.invalidateQueries({ queryKey: recurringKeys.workspace() });
  if (workspaceUid) void client.invalidateQueries({ queryKey: ticketKeys.workspace(workspaceUid) });
}

/**
 * Every change of a brand's series, each refreshing what shows them. Failures reach the caller
 * (the builder shows a refused rule by its part; the list says why in a notice).
 */
export function useSeriesChanges(projectUid: string) {
  const client = useQueryClient();
  const workspaceUid = useCurrentWorkspaceUid();
  const onSettled = () => refresh(client, projectUid, workspaceUid);
  const create = useMutation({
    mutationFn: (input: CreateRecurringInput) => recurringApi.createSeries(projectUid, input),
    onSettled,
  });
  const update = useMutation({
    mutationFn: ({ series, change }: { series: RecurringSeries; change: UpdateSeriesInput }) =>
      recurringApi.updateSeries(projectUid, series.uid, change),
    onSettled,
  });
  const split = useMutation({
    mutationFn: ({ series, change }: { series: RecurringSeries; change: SplitRecurringInput }) =>
      recurringApi.splitSeries(projectUid, series.uid, change),
    onSettled,
  });
  const end = useMutation({
    mutationFn: (series: RecurringSeries) => recurringApi.endSeries(projectUid, series.uid),
    onSettled,
  });
  const occurrence = useMutation({
    mutationFn: ({
      seriesUid,
      day,
      action,
    }: {
      seriesUid: string;
      day: string;
      action: recurringApi.OccurrenceAction;
    }) => recurringApi.actOnOccurrence(projectUid, seriesUid, day, action),
    onSettled,
  });
  return { create, update, split, end, occurrence };
}
