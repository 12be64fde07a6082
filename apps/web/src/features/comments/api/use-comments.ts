import type { NewComment } from '@expertos/api-client/comments';
import type { Comment, CommentPage } from '@expertos/domain/comment.schema';
import type { PersonRef } from '@expertos/domain/ticket.schema';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { commentKeys, createComment, deleteComment, fetchComments, updateComment } from './comments';
import { fetchMentionPeople } from './mention-people';

// The member list changes rarely; a minute keeps the @ list instant while newcomers still appear.
const PEOPLE_STALE_MS = 60_000;

type CommentPages = InfiniteData<CommentPage, string | null>;

const newestFirst = (a: Comment, b: Comment) => b.created.localeCompare(a.created);

/**
 * A ticket's comments, a page at a time: the server answers newest first and `fetchNextPage`
 * loads the older ones. `data` is what is loaded so far, oldest first (as the section shows them).
 */
export function useComments(ticketUid: string) {
  return useInfiniteQuery({
    queryKey: ticketKeys.comments(ticketUid),
    queryFn: ({ pageParam, signal }) => fetchComments(ticketUid, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    select: oldestFirst,
  });
}

/** The loaded pages as one list, oldest first, each comment once. */
function oldestFirst(data: CommentPages): Comment[] {
  const seen = new Set<string>();
  const list: Comment[] = [];
  for (const item of data.pages.flatMap((page) => page.items)) {
    if (seen.has(item.uid)) continue;
    seen.add(item.uid);
    list.push(item);
  }
  return list.reverse();
}

/** The workspace members a comment can @mention. */
export function useMentionPeople(workspaceUid: string) {
  return useQuery<PersonRef[]>({
    queryKey: commentKeys.people(workspaceUid),
    queryFn: () => fetchMentionPeople(workspaceUid),
    staleTime: PEOPLE_STALE_MS,
  });
}

/**
 * Applies one change to every loaded page, so the section shows it without a second request
 * (and older pages still follow their cursors). With no list loaded (it failed), the list is
 * read again instead of starting one from the change.
 */
function usePagesUpdater(ticketUid: string) {
  const client = useQueryClient();
  const key = ticketKeys.comments(ticketUid);
  return (change: (items: Comment[], index: number) => Comment[]) => {
    if (client.getQueryData<CommentPages>(key) === undefined)
      void client.invalidateQueries({ queryKey: key });
    else
      client.setQueryData<CommentPages>(key, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page, index) => ({ ...page, items: change(page.items, index) })),
            }
          : data,
      );
  };
}

export function useCreateComment(ticketUid: string) {
  const update = usePagesUpdater(ticketUid);
  return useMutation({
    mutationFn: (comment: NewComment) => createComment(ticketUid, comment),
    // The newest comment belongs to the first page (newest first).
    onSuccess: (created) =>
      update((items, index) => {
        const others = items.filter((item) => item.uid !== created.uid);
        return index === 0 ? [created, ...others].sort(newestFirst) : others;
      }),
  });
}

export function useUpdateComment(ticketUid: string) {
  const update = usePagesUpdater(ticketUid);
  return useMutation({
    mutationFn: ({ commentUid, body }: { commentUid: string; body: string }) =>
      updateComment(ticketUid, commentUid, body),
    onSuccess: (saved) => update((items) => items.map((item) => (item.uid === saved.uid ? saved : item))),
  });
}

export function useDeleteComment(ticketUid: string) {
  const update = usePagesUpdater(ticketUid);
  return useMutation({
    mutationFn: (commentUid: string) => deleteComment(ticketUid, commentUid),
    onSuccess: (_ok, commentUid) => update((items) => items.filter((item) => item.uid !== commentUid)),
  });
}
