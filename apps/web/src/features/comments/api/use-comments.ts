import type { NewComment } from '@expertos/api-client/comments';
import type { Comment } from '@expertos/domain/comment.schema';
import type { PersonRef } from '@expertos/domain/ticket.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { commentKeys, commentsApi } from './comments-api';

// The member list changes rarely; a minute keeps the @ list instant while newcomers still appear.
const PEOPLE_STALE_MS = 60_000;

const byCreated = (a: Comment, b: Comment) => a.created.localeCompare(b.created);

/** A ticket's comments, oldest first (as the server answers; kept so after local changes). */
export function useComments(ticketUid: string) {
  return useQuery({
    queryKey: commentKeys.list(ticketUid),
    queryFn: ({ signal }) => commentsApi.list(ticketUid, signal),
  });
}

/** The workspace members a comment can @mention. */
export function useMentionPeople(workspaceUid: string) {
  return useQuery<PersonRef[]>({
    queryKey: commentKeys.people(workspaceUid),
    queryFn: () => commentsApi.people(workspaceUid),
    staleTime: PEOPLE_STALE_MS,
  });
}

/**
 * Applies one change to the cached list, so the section shows it without a second request.
 * With no list loaded (it failed), the list is read again instead of starting one from the change.
 */
function useListUpdater(ticketUid: string) {
  const client = useQueryClient();
  const key = commentKeys.list(ticketUid);
  return (change: (list: Comment[]) => Comment[]) => {
    if (client.getQueryData<Comment[]>(key) === undefined) void client.invalidateQueries({ queryKey: key });
    else client.setQueryData<Comment[]>(key, (list) => change(list ?? []));
  };
}

export function useCreateComment(ticketUid: string) {
  const update = useListUpdater(ticketUid);
  return useMutation({
    mutationFn: (comment: NewComment) => commentsApi.create(ticketUid, comment),
    onSuccess: (created) =>
      update((list) => [...list.filter((item) => item.uid !== created.uid), created].sort(byCreated)),
  });
}

export function useUpdateComment(ticketUid: string) {
  const update = useListUpdater(ticketUid);
  return useMutation({
    mutationFn: ({ commentUid, body }: { commentUid: string; body: string }) =>
      commentsApi.update(ticketUid, commentUid, body),
    onSuccess: (saved) => update((list) => list.map((item) => (item.uid === saved.uid ? saved : item))),
  });
}

export function useDeleteComment(ticketUid: string) {
  const update = useListUpdater(ticketUid);
  return useMutation({
    mutationFn: (commentUid: string) => commentsApi.remove(ticketUid, commentUid),
    onSuccess: (_ok, commentUid) => update((list) => list.filter((item) => item.uid !== commentUid)),
  });
}
