import type { Comment, CommentPage } from '@expertos/domain/comment.schema';
import { aCommentPage } from '@expertos/domain/testing/comments';
import { ADA, ALAN, GRACE } from '@expertos/domain/testing/people';

/** The comment tests' data: the shared builders (packages/domain/src/testing), under the names the tests use. */
export { aComment, aCommentAttachment as anAttachment } from '@expertos/domain/testing/comments';
export { ADA, ALAN, GRACE } from '@expertos/domain/testing/people';
export const PEOPLE = [ADA, GRACE, ALAN];

/** A page of the list as the server answers it: these comments (given oldest first) newest first. */
export function aPage(comments: Comment[], next_cursor: string | null = null): CommentPage {
  return aCommentPage(comments.toReversed(), next_cursor);
}

/** A file of the given size without allocating it (jsdom reads `size` only). */
export function aFile(name: string, size: number, type = 'application/octet-stream'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
