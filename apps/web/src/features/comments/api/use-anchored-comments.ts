import type { NewComment } from '@expertos/api-client/comments';
import type { Comment, CommentPage } from '@expertos/domain/comment.schema';
import { type InfiniteData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ticketKeys } from '@/shared/api/ticket-keys';
import type { AnchorTarget } from './comments';
// Through this module's own exports, so a test's `vi.spyOn` answers the queries too.
import * as commentsApi from './comments';

const targetUid = (target: AnchorTarget) => ('video_uid' in target ? target.video_uid : target.image_uid);

/** The comments anchored to one recording (its timeline) or one image (its pins), newest first. */
export function useCommentsAt(ticketUid: string, target: AnchorTarget) {
  return useQuery<Comment[]>({
    queryKey: ticketKeys.commentsAt(ticketUid, targetUid(target)),
    queryFn: ({ signal }) => commentsApi.fetchCommentsAt(ticketUid, target, signal),
  });
}

/**
 * A comment at a moment or on a pin. The ticket's comments (the conversation and every
 * timeline and set of pins) are read again: it shows in each.
 */
export function useCreateAnchoredComment(ticketUid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comment: NewComment) => commentsApi.createComment(ticketUid, comment),
    onSuccess: () => client.invalidateQueries({ queryKey: ticketKeys.comments(ticketUid) }),
  });
}

/**
 * Resolves a thread or opens it again. The change shows at once wherever the comment is loaded
 * (the conversation's pages, the timelines and pins), without reading them again.
 */
export function useSetResolved(ticketUid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ commentUid, resolved }: { commentUid: string; resolved: boolean }) =>
      commentsApi.setCommentResolved(ticketUid, commentUid, resolved),
    onSuccess: (saved) => {
      const swap = (items: Comment[]) => items.map((item) => (item.uid === saved.uid ? saved : item));
      client.setQueryData<InfiniteData<CommentPage, string | null>>(ticketKeys.comments(ticketUid), (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: swap(page.items) })) } : data,
      );
      client.setQueriesData<Comment[]>({ queryKey: ticketKeys.anchoredComments(ticketUid) }, (items) =>
        items ? swap(items) : items,
      );
    },
  });
}
