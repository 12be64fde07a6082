import type { Comment } from '@expertos/domain/comment.schema';
import type { PinAnchor, TimeAnchor } from '@expertos/domain/comment-anchor';

/** Who wrote a comment as a list shows them: a member, a client (portal), or null for a former member. */
export function authorOf(comment: Comment): string | null {
  if (comment.author) return comment.author.name ?? comment.author.email;
  return comment.client_author?.name ?? null;
}

/** A comment with a time anchor. */
export type TimedComment = Comment & { anchor: TimeAnchor };
/** A comment with a pin. */
export type PinnedComment = Comment & { anchor: PinAnchor };

export const isTimed = (comment: Comment): comment is TimedComment => comment.anchor?.kind === 'time';
export const isPinned = (comment: Comment): comment is PinnedComment => comment.anchor?.kind === 'pin';

/** A recording's comments in the order of the recording (then oldest first at the same moment). */
export function byMoment(comments: readonly Comment[]): TimedComment[] {
  return comments
    .filter(isTimed)
    .sort((a, b) => a.anchor.start_ms - b.anchor.start_ms || a.created.localeCompare(b.created));
}
