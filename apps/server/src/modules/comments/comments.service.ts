import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type Comment,
  type CommentListQuery,
  type CommentPage,
  commentBodySchema,
  parseMentions,
  plainCommentText,
  type UpdateCommentInput,
} from '@expertos/domain/comment.schema';
import { anchorTarget, COMMENT_VISIBILITY_DEFAULT } from '@expertos/domain/comment-anchor';
import type { Db } from '../../db/database.js';
import { pageAfter, toPage } from '../../db/pagination.js';
import { nowIso, toDbJson } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import type { CommentFacts } from '../../platform/events/domain-events.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { sniffFileType } from '../../platform/storage/file-type.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { UploadedFile } from '../../platform/storage/upload.js';
import { assertStorageRoom } from '../../views/storage-quota.view.js';
import { storedName } from '../tickets/ticket-images.service.js';
import type { TicketRef } from '../tickets/tickets.policies.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { Membership } from '../workspaces/membership.js';
import type { PeopleService } from '../workspaces/people.service.js';
import type { AnchorCheck } from './comment-anchors.js';
import { byComment, toComment } from './comments.mapper.js';
import { type AttachmentRow, type CommentRow, createCommentsRepository } from './comments.repository.js';
import type { CommentUpload } from './comments.upload.js';

const EXCERPT_MAX = 300;

const invalid = (path: string, message: string) =>
  new AppError('validation_error', { details: [{ path, message }] });

/** Notification text: the body as plain text, cut to 300 characters (code points, as the column counts). */
function excerptOf(body: string): string | null {
  const text = plainCommentText(body).trim();
  return text ? [...text].slice(0, EXCERPT_MAX).join('') : null;
}

/** The body trimmed; refused when too long. */
function cleanBody(body: string): string {
  const parsed = commentBodySchema.safeParse(body);
  if (!parsed.success) throw invalid('body', parsed.error.issues[0]?.message ?? 'The comment is too long.');
  return parsed.data;
}

/**
 * The attachment rows of a new comment, every file checked by its content before any is
 * written: one refused file refuses the comment. Files are read one at a time and let go,
 * so checking a comment's ten files costs one file of memory.
 */
async function attachmentRows(
  ref: TicketRef,
  commentId: string,
  files: ReadonlyArray<{ file: UploadedFile; voiceNote: boolean }>,
  now: string,
): Promise<AttachmentRow[]> {
  const start = Date.parse(now);
  const rows: AttachmentRow[] = [];
  for (const [i, { file, voiceNote }] of files.entries()) {
    const type = await file.inspect((data) => sniffFileType(data, file.filename, { voiceNote }));
    if (!type) {
      throw new AppError('attachment_type_not_allowed', {
        details: [
          {
            path: voiceNote ? 'voice_note' : 'files',
            message: `${file.filename || 'A file'} cannot be attached: its type is not allowed.`,
          },
        ],
      });
    }
    if (voiceNote && type.kind !== 'audio') {
      throw new AppError('attachment_type_not_allowed', {
        details: [{ path: 'voice_note', message: 'The voice note must be an audio recording.' }],
      });
    }
    rows.push({
      id: randomUUID(),
      comment_id: commentId,
      ticket_id: ref.ticketId,
      project_id: ref.projectId,
      storage_key: `attachments/${randomUUID()}.${type.extension}`,
      name: storedName(file.filename || (voiceNote ? 'voice-note' : 'file')),
      size: file.size,
      content_type: type.mime,
      kind: type.kind,
      voice_note: voiceNote ? 1 : 0,
      // A millisecond apart, so the files list in the order they were sent.
      created_at: new Date(start + i).toISOString(),
    });
  }
  return rows;
}

export interface AttachmentDownload {
  row: AttachmentRow;
  stream: Readable;
}

/**
 * Comments on a ticket (docs/product.md#comments-and-files): anyone who sees the ticket writes
 * them, the author edits, the author or a workspace admin deletes. Mentions notify, other followers
 * hear of new comments.
 */
export function createCommentsService({
  db,
  storage,
  events,
  people,
  access,
  checkAnchor,
}: {
  db: Db;
  /** Whether an anchor points at the ticket's own recording or image (comment-anchors.ts). */
  checkAnchor: AnchorCheck;
  storage: Storage;
  /** Who may be mentioned: those who may open the ticket's brand's tasks (the one rule). */
  access: Pick<MemberAccess, 'whoSees'>;
  /** `comment.created` and `comment.updated` are raised in the comment's transaction (notifications listen). */
  events: EventBus;
  /** How members are shown (the workspaces module's people). */
  people: PeopleService;
}) {
  /** Of these member ids (in the order written), those who may be mentioned on the ticket. */
  async function mentionable(ref: TicketRef, memberIds: string[], trx: Db): Promise<string[]> {
    const wanted = [...new Set(memberIds)];
    const seers = await access.whoSees(ref, wanted, { tickets: true }, trx);
    return wanted.filter((id) => seers.has(id));
  }

  const comments = createCommentsRepository(db);

  /** The replies for these rows, with people, mentions and files loaded once for all. */
  async function present(rows: CommentRow[], caller: Membership): Promise<Comment[]> {
    const ids = rows.map((row) => row.id);
    const [attachments, mentions] = await Promise.all([
      comments.attachmentsOf(ids),
      comments.mentionsOf(ids),
    ]);
    const memberIds = new Set(mentions.map((m) => m.member_id));
    for (const row of rows) {
      if (row.author_id) memberIds.add(row.author_id);
      if (row.resolved_by) memberIds.add(row.resolved_by);
    }
    const peopleById = await people.refs(memberIds);
    const lookups = {
      attachments: byComment(attachments),
      mentions: new Map([...byComment(mentions)].map(([id, list]) => [id, list.map((m) => m.member_id)])),
      people: peopleById,
    };
    return rows.map((row) => toComment(row, lookups, caller));
  }

  async function presentOne(ref: TicketRef, commentId: string, caller: Membership): Promise<Comment> {
    const row = await comments.find(ref.ticketId, commentId);
    if (!row) throw new AppError('not_found');
    return (await present([row], caller))[0]!;
  }

  /** The comment on that ticket, or 404. */
  async function findOrThrow(ref: TicketRef, commentId: string): Promise<CommentRow> {
    const row = await comments.find(ref.ticketId, commentId);
    if (!row) throw new AppError('not_found');
    return row;
  }

  const facts = (ref: TicketRef, commentId: string, author: string, body: string): CommentFacts => ({
    id: commentId,
    ticketId: ref.ticketId,
    workspaceId: ref.workspaceId,
    projectId: ref.projectId,
    authorMemberId: author,
    excerpt: excerptOf(body),
  });

  return {
    /**
     * A page of the ticket's comments, newest first (only those anchored to a recording or an
     * image when one is named); 400 for a cursor that is not ours.
     */
    async list(
      caller: Membership,
      ref: TicketRef,
      query: Omit<CommentListQuery, 'limit'> & { limit: number },
    ): Promise<CommentPage> {
      const after = pageAfter(query.cursor);
      const target = query.video_uid ?? query.image_uid;
      const rows = await comments.list(ref.ticketId, { after, limit: query.limit, target });
      const page = toPage(rows, query.limit);
      return { items: await present(page.items, caller), next_cursor: page.nextCursor };
    },

    async create(caller: Membership, ref: TicketRef, upload: CommentUpload): Promise<Comment> {
      const body = cleanBody(upload.body);
      if (!body && upload.files.length === 0 && !upload.voiceNote) {
        throw invalid('body', 'Write a comment or attach a file.');
      }
      // Where it points, checked before any file is written.
      if (upload.anchor) await checkAnchor(ref.ticketId, upload.anchor);
      const now = nowIso();
      const commentId = randomUUID();
      const files = [
        ...upload.files.map((file) => ({ file, voiceNote: false })),
        ...(upload.voiceNote ? [{ file: upload.voiceNote, voiceNote: true }] : []),
      ];
      const rows = await attachmentRows(ref, commentId, files, now);
      // Within the workspace's storage quota, checked before any file is written.
      await assertStorageRoom(
        db,
        storage,
        ref.workspaceId,
        rows.reduce((total, row) => total + row.size, 0),
      );

      try {
        // Every write settles before any clean-up, so no file lands after its delete.
        const written = await Promise.allSettled(
          rows.map((row, i) => storage.put(row.storage_key, files[i]!.file)),
        );
        const failed = written.find((result) => result.status === 'rejected');
        if (failed) throw failed.reason;
        await comments.transaction(async (trx) => {
          await comments.insert(
            {
              id: commentId,
              ticket_id: ref.ticketId,
              author_id: caller.memberId,
              body,
              created_at: now,
              updated_at: now,
              edited_at: null,
              anchor: upload.anchor ? toDbJson(upload.anchor) : null,
              anchor_target: upload.anchor ? anchorTarget(upload.anchor) : null,
              visibility: upload.visibility ?? COMMENT_VISIBILITY_DEFAULT,
              resolved_at: null,
              resolved_by: null,
              author_contact_id: null,
              author_name: null,
            },
            trx,
          );
          await comments.addAttachments(rows, trx);
          const mentioned = await mentionable(ref, parseMentions(body), trx);
          await comments.setMentions(commentId, mentioned, trx);
          await events.emit(trx, 'comment.created', {
            comment: facts(ref, commentId, caller.memberId, body),
            mentionedMemberIds: mentioned,
          });
        });
      } catch (error) {
        // Nothing of a failed comment stays behind: its files go with it.
        await Promise.allSettled(rows.map((row) => storage.delete(row.storage_key)));
        throw error;
      }
      return presentOne(ref, commentId, caller);
    },

    /**
     * The author changes the text, where it points (null unpins it) or who sees it; members
     * newly mentioned are notified (once per comment).
     */
    async update(
      caller: Membership,
      ref: TicketRef,
      commentId: string,
      input: UpdateCommentInput,
    ): Promise<Comment> {
      const now = nowIso();
      if (input.anchor) await checkAnchor(ref.ticketId, input.anchor);
      await comments.transaction(async (trx) => {
        // Read in the transaction: a comment deleted meanwhile is a 404, not a broken mention row.
        const row = await comments.find(ref.ticketId, commentId, trx);
        if (!row) throw new AppError('not_found');
        if (row.author_id !== caller.memberId) throw new AppError('forbidden');
        const { body, anchor, visibility } = input;
        await comments.update(
          commentId,
          {
            updated_at: now,
            ...(body !== undefined ? { body, edited_at: now } : {}),
            ...(anchor !== undefined
              ? {
                  anchor: anchor ? toDbJson(anchor) : null,
                  anchor_target: anchor ? anchorTarget(anchor) : null,
                }
              : {}),
            ...(visibility !== undefined ? { visibility } : {}),
          },
          trx,
        );
        let added: string[] = [];
        if (body !== undefined) {
          const before = new Set((await comments.mentionsOf([commentId], trx)).map((m) => m.member_id));
          const mentioned = await mentionable(ref, parseMentions(body), trx);
          await comments.setMentions(commentId, mentioned, trx);
          added = mentioned.filter((id) => !before.has(id));
        }
        await events.emit(trx, 'comment.updated', {
          comment: facts(ref, commentId, caller.memberId, body ?? row.body),
          addedMentionIds: added,
        });
      });
      return presentOne(ref, commentId, caller);
    },

    /**
     * Resolves a comment's thread, or opens it again: anyone who may see the ticket. Resolving a
     * resolved thread (or reopening an open one) changes nothing and answers it as it is.
     */
    async setResolved(
      caller: Membership,
      ref: TicketRef,
      commentId: string,
      resolved: boolean,
    ): Promise<Comment> {
      await comments.transaction(async (trx) => {
        const row = await comments.find(ref.ticketId, commentId, trx);
        if (!row) throw new AppError('not_found');
        const resolution = resolved ? { at: nowIso(), by: caller.memberId } : null;
        if (!(await comments.setResolution(commentId, resolution, trx))) return;
        // Open tabs read the thread again (the realtime listener); nobody is notified.
        await events.emit(trx, 'comment.updated', {
          comment: facts(ref, commentId, caller.memberId, row.body),
          addedMentionIds: [],
        });
      });
      return presentOne(ref, commentId, caller);
    },

    /** The author or a workspace admin; the rows go first, then the stored files. */
    async remove(caller: Membership, ref: TicketRef, commentId: string): Promise<void> {
      const row = await findOrThrow(ref, commentId);
      if (row.author_id !== caller.memberId && caller.role !== 'admin') throw new AppError('forbidden');
      const keys = await comments.delete(commentId);
      await Promise.all(keys.map((key) => storage.delete(key)));
    },

    /** A file of a comment of the ticket, with its bytes; 404 when it is not there. */
    async file(ref: TicketRef, commentId: string, fileId: string): Promise<AttachmentDownload> {
      const row = await comments.attachment(ref.ticketId, commentId, fileId);
      if (!row) throw new AppError('not_found');
      const stream = await storage.get(row.storage_key);
      if (!stream) throw new AppError('not_found');
      return { row, stream };
    },
  };
}
export type CommentsService = ReturnType<typeof createCommentsService>;
