import { createHash } from 'node:crypto';
import {
  type ApprovalContent,
  type ApprovalVariant,
  canonicalContent,
} from '@expertos/domain/approvals/content';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { TicketReviewFacts } from '../tickets/ticket-review-facts.js';

/** A post's content as approvals see it, with its files' names (for versions and diffs). */
export interface PostContent extends ApprovalContent {
  media: readonly string[];
  mediaNames: readonly string[];
  variants: readonly ApprovalVariant[];
}

/** The content's hash: what an approval approves (docs/product.md#approvals). */
export function contentHash(content: ApprovalContent, lockDates: boolean): string {
  return createHash('sha256').update(canonicalContent(content, lockDates)).digest('hex');
}

/**
 * One place that reads what a post's content is, through its owners' narrow reads: the tickets
 * module's fields and reference images, the publishing module's variants (when wired). Rounds
 * hash it, versions keep it, the lock compares it.
 */
export function createPostContent(deps: {
  posts: Pick<TicketReviewFacts, 'forApproval' | 'referenceImagesOf'>;
  variants?: (ticketId: string, trx?: Db) => Promise<ApprovalVariant[]>;
}) {
  return {
    async of(ticketId: string, trx?: Db): Promise<PostContent> {
      const [posts, images, variants] = await Promise.all([
        deps.posts.forApproval([ticketId], trx),
        deps.posts.referenceImagesOf([ticketId], trx),
        deps.variants ? deps.variants(ticketId, trx) : Promise.resolve([]),
      ]);
      const post = posts.get(ticketId);
      if (!post) throw new AppError('not_found');
      return {
        summary: post.summary,
        caption: post.caption,
        hooks: post.hooks,
        platform: post.platform,
        format: post.format,
        dueDate: post.dueDate,
        media: images.map((image) => image.id),
        mediaNames: images.map((image) => image.name),
        variants,
      };
    },
  };
}
export type PostContentReader = ReturnType<typeof createPostContent>;
