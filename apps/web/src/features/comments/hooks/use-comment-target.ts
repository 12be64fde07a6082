import type { Comment } from '@expertos/domain/comment.schema';
import { COMMENT_HIGHLIGHT_MS, COMMENT_SEEK_MAX_PAGES } from '@expertos/domain/ticket-address';
import { useEffect, useRef, useState } from 'react';
import type { useComments } from '../api/use-comments';

export type CommentTargetState =
  | { kind: 'none' }
  | { kind: 'shown'; uid: string; highlighted: boolean }
  | { kind: 'gone' };

function commentElement(uid: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>('[data-comment-uid]')) {
    if (element.dataset.commentUid === uid) return element;
  }
  return null;
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Opens the comments at `wanted` (the address's `?comment=<uid>`, from a notification;
 * docs/product.md#ticket-addresses): older pages load, at most COMMENT_SEEK_MAX_PAGES, until it
 * is among them; then it is scrolled into view, focused and marked for COMMENT_HIGHLIGHT_MS.
 * One not found (deleted, or older than that) is said to be gone and the list stays as it is.
 */
export function useCommentTarget(
  comments: ReturnType<typeof useComments>,
  list: Comment[],
  wanted: string | null,
): CommentTargetState {
  const [state, setState] = useState<CommentTargetState>({ kind: 'none' });
  const handled = useRef<string | null>(null);
  const pagesLoaded = useRef(0);
  const { isSuccess, isFetchingNextPage, hasNextPage, isFetchNextPageError, fetchNextPage } = comments;

  useEffect(() => {
    if (!wanted || handled.current === wanted || !isSuccess || isFetchingNextPage) return;
    if (list.some((comment) => comment.uid === wanted)) {
      handled.current = wanted;
      setState({ kind: 'shown', uid: wanted, highlighted: true });
      return;
    }
    if (hasNextPage && !isFetchNextPageError && pagesLoaded.current < COMMENT_SEEK_MAX_PAGES - 1) {
      pagesLoaded.current += 1;
      void fetchNextPage();
      return;
    }
    handled.current = wanted;
    setState({ kind: 'gone' });
  }, [wanted, isSuccess, isFetchingNextPage, hasNextPage, isFetchNextPageError, fetchNextPage, list]);

  const shownUid = state.kind === 'shown' && state.highlighted ? state.uid : null;
  useEffect(() => {
    if (!shownUid) return;
    const element = commentElement(shownUid);
    if (element) {
      element.scrollIntoView?.({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
      element.focus({ preventScroll: true });
    }
    const timer = window.setTimeout(
      () => setState({ kind: 'shown', uid: shownUid, highlighted: false }),
      COMMENT_HIGHLIGHT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [shownUid]);

  return state;
}
