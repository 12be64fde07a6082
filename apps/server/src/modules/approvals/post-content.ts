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
  /** The ticket's per-workspace number (not content: never hashed). */
  number: number;
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
  /** Each post's variants, by ticket id (publishing's narrow read, when wired). */
  variants?: (ticketIds: readonly string[], trx?: Db) => Promise<Map<string, ApprovalVariant[]>>;
}) {
  /** The content of several posts in three reads, whatever their number (a portal of 500). */
  async function ofMany(ticketIds: readonly string[], trx?: Db): Promise<Map<string, PostContent>> {
    const [posts, images, variants] = await Promise.all([
      deps.posts.forApproval(ticketIds, trx),
      deps.posts.referenceImagesOf(ticketIds, trx),
      deps.variants ? deps.variants(ticketIds, trx) : Promise.resolve(new Map<string, ApprovalVariant[]>()),
    ]);
    const result = new Map<string, PostContent>();
    for (const [id, post] of posts) {
      const own = images.filter((image) => image.ticketId === id);
      result.set(id, {
        number: post.number,
        summary: post.summary,
        caption: post.caption,
        hooks: post.hooks,
        platform: post.platform,
        format: post.format,
        dueDate: post.dueDate,
        media: own.map((image) => image.id),
        mediaNames: own.map((image) => image.name),
        variants: variants.get(id) ?? [],
      });
    }
    return result;
  }
  return {
    ofMany,
    async of(ticketId: string, trx?: Db): Promise<PostContent> {
      const content = (await ofMany([ticketId], trx)).get(ticketId);
      if (!content) throw new AppError('not_found');
      return content;
    },
  };
}
export type PostContentReader = ReturnType<typeof createPostContent>;
