import { randomUUID } from 'node:crypto';
import { COMMENT_BODY_MAX, commentBodySchema, plainCommentText } from '@expertos/domain/comment.schema';
import {
  anchorIssues,
  anchorTarget,
  type CommentAnchor,
  commentAnchorSchema,
} from '@expertos/domain/comment-anchor';
import type { Db } from '../../db/database.js';
import { nowIso, toDbJson } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import type { TicketReviewFacts } from '../tickets/ticket-review-facts.js';
import type { PeopleService } from '../workspaces/people.service.js';
import type { AnchorCheck } from './comment-anchors.js';
import { anchorOf } from './comments.mapper.js';
import { type CommentRow, createCommentsRepository } from './comments.repository.js';

/**
 * A comment as a client sees it in the portal: the text (mentions as plain `@Name`), where it
 * points, whether its thread is resolved, and who wrote it by display name only — never an
 * e-mail address or a member's or contact's id.
 */
export interface PortalComment {
  id: string;
  /** The ticket it is on (for the portal to map to its own item keys; never shown as such). */
  ticketId: string;
  /** The member's name or the client's; null for a member without a name or one who left. */
  authorName: string | null;
  /** True when a client contact wrote it in the portal. */
  byClient: boolean;
  body: string;
  anchor: CommentAnchor | null;
  resolved: boolean;
  createdAt: string;
}

/** What a client sends from the portal (the portal has checked the item is theirs). */
export interface PortalCommentInput {
  ticketId: string;
  contactId: string;
  /** The contact's name as the portal shows it; kept with the comment. */
  contactName: string;
  body: string;
  /** As the portal received it: its shape is checked here. */
  anchor?: unknown;
}

const invalid = (path: string, message: string) =>
  new AppError('validation_error', { details: [{ path, message }] });

/**
 * The comments module's functions for the client portal (docs/product.md#approvals): a client's
 * comment, always shared, and the shared comments of the items a client sees. The portal
 * decides who the client is and which tickets are theirs; this module keeps the comments.
 */
export function createCommentPortal({
  db,
  people,
  tickets,
  checkAnchor,
}: {
  db: Db;
  people: Pick<PeopleService, 'refs'>;
  /** Whether the ticket still exists (the tickets module's read). */
  tickets: Pick<TicketReviewFacts, 'kinds'>;
  checkAnchor: AnchorCheck;
}) {
  const comments = createCommentsRepository(db);

  async function toPortal(rows: CommentRow[]): Promise<PortalComment[]> {
    const memberIds = new Set(rows.flatMap((row) => (row.author_id ? [row.author_id] : [])));
    const names = await people.refs(memberIds);
    return rows.map((row) => ({
      id: row.id,
      ticketId: row.ticket_id,
      authorName: row.author_name ?? (row.author_id ? (names.get(row.author_id)?.name ?? null) : null),
      byClient: row.author_name !== null,
      body: plainCommentText(row.body),
      anchor: anchorOf(row),
      resolved: row.resolved_at !== null,
      createdAt: row.created_at,
    }));
  }

  return {
    /**
     * A client's comment on a ticket, shared (the team sees it with the client's name). Its
     * text is kept as plain text: a client cannot mention members. In the caller's transaction
     * when one is given, so it commits with the portal's own change (a decision).
     */
    async addFromPortal(input: PortalCommentInput, trx?: Db): Promise<PortalComment> {
      const parsed = commentBodySchema.safeParse(input.body);
      if (!parsed.success)
        throw invalid('body', `A comment can be at most ${COMMENT_BODY_MAX} characters long.`);
      const body = plainCommentText(parsed.data).trim();
      if (!body) throw invalid('body', 'Write a comment.');
      // The portal's request, read again here: the shape is this module's rule to keep.
      const shaped = commentAnchorSchema.nullable().safeParse(input.anchor ?? null);
      if (!shaped.success) throw new AppError('validation_error', { details: anchorIssues(shaped.error) });
      const anchor = shaped.data;
      const run = async (tx: Db): Promise<CommentRow> => {
        if ((await tickets.kinds([input.ticketId], tx)).length === 0) throw new AppError('not_found');
        if (anchor) await checkAnchor(input.ticketId, anchor, tx);
        const now = nowIso();
        const row: CommentRow = {
          id: randomUUID(),
          ticket_id: input.ticketId,
          author_id: null,
          body,
          created_at: now,
          updated_at: now,
          edited_at: null,
          anchor: anchor ? toDbJson(anchor) : null,
          anchor_target: anchor ? anchorTarget(anchor) : null,
          visibility: 'shared',
          resolved_at: null,
          resolved_by: null,
          author_contact_id: input.contactId,
          author_name: input.contactName.trim().slice(0, 120),
        };
        await comments.insert(row, tx);
        return row;
      };
      const row = await (trx ? run(trx) : db.transaction().execute(run));
      return (await toPortal([row]))[0]!;
    },

    /** The shared comments of these tickets, oldest first: what their client may read. */
    async sharedOf(ticketIds: readonly string[]): Promise<PortalComment[]> {
      if (ticketIds.length === 0) return [];
      return toPortal(await comments.sharedOf(ticketIds));
    },
  };
}
export type CommentPortal = ReturnType<typeof createCommentPortal>;
