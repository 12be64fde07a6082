import type { ContentSeriesPage, CreateContentSeriesInput } from '@expertos/domain/content-series';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import * as seriesApi from '../api/content-series';
import {
  seriesKeys,
  seriesListQueryOptions,
  seriesPageQueryOptions,
  type UpdateContentSeriesInput,
} from '../api/content-series';

/** A brand's content series (docs/product.md#content-series). */
export function useSeriesList(projectUid: string) {
  return useQuery(seriesListQueryOptions(projectUid));
}

/** One series with its posts in order. */
export function useSeriesPage(projectUid: string, seriesUid: string) {
  return useQuery(seriesPageQueryOptions(projectUid, seriesUid));
}

/**
 * After a change: the brand's series are read again, and so are the workspace's ticket lists
 * and the tickets' own views (a series renames its posts, and "Next post" makes one).
 */
function refresh(client: QueryClient, projectUid: string, workspaceUid: string | null) {
  void client.invalidateQueries({ queryKey: seriesKeys.brand(projectUid) });
  void client.invalidateQueries({ queryKey: ticketKeys.details() });
  if (workspaceUid) void client.invalidateQueries({ queryKey: ticketKeys.workspace(workspaceUid) });
}

/** Every change of a brand's series and their posts. Failures reach the caller, which says why. */
export function useSeriesChanges(projectUid: string) {
  const client = useQueryClient();
  const workspaceUid = useCurrentWorkspaceUid();
  const onSettled = () => refresh(client, projectUid, workspaceUid);
  const create = useMutation({
    mutationFn: (input: CreateContentSeriesInput) => seriesApi.createSeries(projectUid, input),
    onSettled,
  });
  const update = useMutation({
    mutationFn: ({ seriesUid, change }: { seriesUid: string; change: UpdateContentSeriesInput }) =>
      seriesApi.updateSeries(projectUid, seriesUid, change),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (seriesUid: string) => seriesApi.deleteSeries(projectUid, seriesUid),
    onSettled,
  });
  return { create, update, remove };
}

/**
 * The changes of one series' posts. A move shows at once (the page in the cache is reordered)
 * and goes back when the server refuses it; the server's page replaces it when it answers.
 */
export function usePostChanges(projectUid: string, seriesUid: string) {
  const client = useQueryClient();
  const workspaceUid = useCurrentWorkspaceUid();
  const key = seriesKeys.page(projectUid, seriesUid);
  const onSettled = () => refresh(client, projectUid, workspaceUid);
  const answered = (page: ContentSeriesPage) => client.setQueryData(key, page);
  const add = useMutation({
    mutationFn: (ticketUid: string) => seriesApi.addPost(projectUid, seriesUid, ticketUid),
    onSuccess: answered,
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (ticketUid: string) => seriesApi.removePost(projectUid, seriesUid, ticketUid),
    onSettled,
  });
  const order = useMutation({
    mutationFn: (ticketUids: string[]) => seriesApi.orderPosts(projectUid, seriesUid, ticketUids),
    onMutate: async (ticketUids) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ContentSeriesPage>(key);
      if (before) {
        const byUid = new Map(before.posts.map((post) => [post.ticket.uid, post]));
        const posts = ticketUids.flatMap((uid) => byUid.get(uid) ?? []);
        client.setQueryData(key, { ...before, posts });
      }
      return { before };
    },
    onError: (_error, _uids, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: answered,
    onSettled,
  });
  const next = useMutation({
    mutationFn: () => seriesApi.makeNextPost(projectUid, seriesUid),
    onSettled,
  });
  return { add, remove, order, next };
}
