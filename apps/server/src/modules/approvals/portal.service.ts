import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { APPROVAL_MESSAGES } from '@expertos/domain/approvals/messages';
import {
  type CreatedPortalLink,
  PORTAL_LINK_IDLE_DAYS,
  PORTAL_TOKEN_BYTES,
  type PortalBulkInput,
  type PortalBulkResult,
  type PortalCommentInput,
  type PortalItem,
  type PortalLink,
  type PortalLinkInput,
  type PortalMoment,
  type PortalPin,
  type PortalView,
} from '@expertos/domain/approvals/portal';
import type { ApprovalDecisionInput } from '@expertos/domain/approvals/round.schema';
import type { CommentAnchor } from '@expertos/domain/comment-anchor';
import type { Language } from '@expertos/domain/languages';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { OutboundMail } from '../../platform/mail/outbound-mail.js';
import { portalLinkEmail } from '../../platform/mail/templates.js';
import type { ByteRange, Storage } from '../../platform/storage/storage.js';
import type { CommentPortal, PortalComment } from '../comments/comment-portal.js';
import type { RecordingFile, RecordingFiles } from '../media/recording-files.js';
import type { TicketImagesService } from '../tickets/ticket-images.service.js';
import type { Membership, ProjectAccess } from '../workspaces/membership.js';
import type { PeopleService } from '../workspaces/people.service.js';
import type { PortalLinkRow, PortalLinksRepository } from './portal-links.repository.js';
import type { ContactItem, RoundsService } from './rounds.service.js';
import type { WorkflowsRepository } from './workflows.repository.js';

const DAY_MS = 86_400_000;
/** A link opened again within this long is not written again (one write an hour at most). */
const TOUCH_EVERY_MS = 3_600_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The web app's page for a token. */
export const portalUrl = (publicUrl: string, token: string) => `${publicUrl}/portal/${token}`;

/**
 * A post's key in one portal: derived from the link, so it names the post to that portal only
 * and says nothing of its id or number (another contact's portal has other keys).
 */
const keyOf = (linkId: string, ticketId: string) =>
  createHmac('sha256', linkId).update(ticketId).digest('base64url').slice(0, 22);

/** When a link stops working unless opened before: 90 days after it was last opened (or made). */
function expiresAt(row: PortalLinkRow): Date {
  return new Date(new Date(row.last_used_at ?? row.created_at).getTime() + PORTAL_LINK_IDLE_DAYS * DAY_MS);
}

export function linkView(row: PortalLinkRow | undefined, now: Date): PortalLink {
  if (!row) return { state: 'none', created_at: null, last_used_at: null, expires_at: null };
  const expires = expiresAt(row);
  return {
    state: row.revoked_at ? 'revoked' : expires.getTime() <= now.getTime() ? 'expired' : 'active',
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    expires_at: row.revoked_at ? null : expires.toISOString(),
  };
}

/** A comment's pin as the portal shows it: on an image of the post by its place, else none. */
function portalPinOf(anchor: CommentAnchor | null, media: readonly string[]): PortalPin | null {
  if (anchor?.kind !== 'pin') return null;
  const image = media.indexOf(anchor.image_uid);
  if (image < 0) return null;
  return {
    image,
    x: anchor.x,
    y: anchor.y,
    ...(anchor.w !== undefined && anchor.h !== undefined ? { w: anchor.w, h: anchor.h } : {}),
  };
}

/** A comment's moment as the portal shows it: of a recording of the post by its place, else none. */
function portalMomentOf(anchor: CommentAnchor | null, recordings: readonly string[]): PortalMoment | null {
  if (anchor?.kind !== 'time') return null;
  const recording = recordings.indexOf(anchor.video_uid);
  if (recording < 0) return null;
  return {
    recording,
    start_ms: anchor.start_ms,
    ...(anchor.end_ms !== undefined ? { end_ms: anchor.end_ms } : {}),
  };
}

/**
 * The client portal (docs/product.md#approvals). Brand admins give each client contact one link
 * (a new one revokes the old; only the token's hash is kept, like a password). The page it opens
 * lists what waits on the contact across the brand; decisions go through the rounds service like
 * a member's, on the version shown. Unknown, revoked, replaced and idle-expired tokens all get
 * the same 404, and nothing in a reply names an address, a ticket number or an id.
 */
export function createPortalService(deps: {
  links: PortalLinksRepository;
  contacts: Pick<WorkflowsRepository, 'contact'>;
  rounds: Pick<RoundsService, 'forContact' | 'decideAsContact'>;
  brandName: (projectId: string) => Promise<string>;
  people: Pick<PeopleService, 'refs'>;
  images: Pick<TicketImagesService, 'file'>;
  /** The media module's read of the recordings attached to posts, and the files' storage. */
  recordings: Pick<RecordingFiles, 'ofTickets'>;
  storage: Pick<Storage, 'get'>;
  mail: Pick<OutboundMail, 'enqueue'>;
  /** The comments module's functions for the portal: shared comments, and a client's own. */
  comments: Pick<CommentPortal, 'sharedOf' | 'addFromPortal'>;
  /** Tells whoever asked for the post's approval, in the comment's transaction (round-notices.ts). */
  clientCommented: (
    trx: Db,
    comment: { ticketId: string; commentId: string; clientName: string; text: string },
  ) => Promise<void>;
  publicUrl: string;
  now: () => Date;
  /** The brand's language (the projects module's read), for the link's e-mail; English when left out. */
  brandLanguageOf?: (projectId: string) => Promise<Language | null>;
}) {
  const { links } = deps;

  /** The link and contact a token opens, while it works; one refusal for every other case. */
  async function open(token: string) {
    const row = token.length <= 200 ? await links.byTokenHash(hashOf(token)) : undefined;
    const now = deps.now();
    if (!row || linkView(row, now).state !== 'active') throw new AppError('portal_link_invalid');
    const contact = await deps.contacts.contact(row.project_id, row.contact_id);
    if (!contact) throw new AppError('portal_link_invalid');
    if (now.getTime() - new Date(row.last_used_at ?? 0).getTime() >= TOUCH_EVERY_MS)
      await links.touch(row.id, now.toISOString());
    return { link: row, contact };
  }

  async function itemsOf(link: PortalLinkRow) {
    const items = await deps.rounds.forContact(link.project_id, link.contact_id);
    return items.map((item) => ({ ...item, key: keyOf(link.id, item.round.ticket_id) }));
  }

  /** One post of the portal by its key, reading only its own content. */
  async function find(link: PortalLinkRow, key: string) {
    const [item] = await deps.rounds.forContact(
      link.project_id,
      link.contact_id,
      (round) => keyOf(link.id, round.ticket_id) === key,
    );
    if (!item) throw new AppError('not_found');
    return { ...item, key };
  }

  function toItem(
    token: string,
    brand: string,
    item: ContactItem & { key: string },
    names: Map<string, { name: string | null }>,
    comments: PortalComment[],
    recordings: readonly RecordingFile[],
  ): PortalItem {
    const { content, round } = item;
    const recordingIds = recordings.map((recording) => recording.id);
    return {
      key: item.key,
      brand,
      summary: content.summary,
      caption: content.caption,
      hooks: content.hooks.filter((hook): hook is string => Boolean(hook?.trim())),
      platform: content.platform as PortalItem['platform'],
      format: content.format as PortalItem['format'],
      due_date: content.dueDate ?? null,
      images: content.media.map((_, index) => ({
        url: `/api/portal/${token}/items/${item.key}/images/${index}`,
        name: content.mediaNames[index] ?? '',
      })),
      recordings: recordings.map((recording, index) => ({
        url: `/api/portal/${token}/items/${item.key}/recordings/${index}`,
        duration_ms: recording.durationMs,
        content_type: recording.contentType,
      })),
      variants: content.variants.map((variant) => ({
        network: variant.network,
        text: variant.text,
        link: variant.link,
        first_comment: variant.firstComment,
      })),
      step: { number: item.step + 1, of: round.steps.length },
      requested_at: round.created_at,
      requested_by: round.requested_by ? (names.get(round.requested_by)?.name ?? null) : null,
      version: item.version,
      my_decision: item.myDecision,
      waiting: item.waiting,
      comments: comments
        .filter((comment) => comment.ticketId === round.ticket_id)
        .map((comment) => ({
          author: comment.authorName,
          by_client: comment.byClient,
          body: comment.body,
          anchor: comment.anchor?.kind ?? null,
          pin: portalPinOf(comment.anchor, content.media),
          moment: portalMomentOf(comment.anchor, recordingIds),
          resolved: comment.resolved,
          at: comment.createdAt,
        })),
    };
  }

  async function view(token: string): Promise<PortalView> {
    const { link, contact } = await open(token);
    const [items, brand] = await Promise.all([itemsOf(link), deps.brandName(link.project_id)]);
    const requesters = items.map((item) => item.round.requested_by).filter((id): id is string => id !== null);
    const ticketIds = items.map((item) => item.round.ticket_id);
    const [names, comments, recordings] = await Promise.all([
      deps.people.refs(requesters),
      deps.comments.sharedOf(ticketIds),
      deps.recordings.ofTickets(ticketIds),
    ]);
    return {
      brand,
      contact: contact.name,
      items: items.map((item) =>
        toItem(token, brand, item, names, comments, recordings.get(item.round.ticket_id) ?? []),
      ),
    };
  }

  return {
    view,

    /**
     * A new link for the contact (the one before stops working), e-mailed to them unless asked
     * not to; the reply carries the link this once. Past a mail limit (429) nothing is kept.
     */
    async create(
      caller: { user: { id: string }; membership: Membership; project: ProjectAccess },
      contactId: string,
      input: PortalLinkInput,
    ): Promise<CreatedPortalLink> {
      const { project } = caller;
      const contact = await deps.contacts.contact(project.projectId, contactId);
      if (!contact) throw new AppError('not_found');
      const token = randomBytes(PORTAL_TOKEN_BYTES).toString('base64url');
      const url = portalUrl(deps.publicUrl, token);
      const at = deps.now().toISOString();
      const sendEmail = input.send_email ?? true;
      // Read before the transaction: SQLite has one connection, which the transaction holds.
      const [brand, sender, language] = await Promise.all([
        deps.brandName(project.projectId),
        deps.people.refs([caller.membership.memberId]),
        deps.brandLanguageOf?.(project.projectId),
      ]);
      const row = {
        id: randomUUID(),
        workspace_id: project.workspaceId,
        project_id: project.projectId,
        contact_id: contact.id,
        token_hash: hashOf(token),
        created_by: caller.membership.memberId,
        created_at: at,
        last_used_at: null,
        revoked_at: null,
      };
      await links.transaction(async (trx) => {
        await links.revokeOpen(contact.id, at, trx);
        await links.insert(row, trx);
        if (!sendEmail) return;
        // A contact has no profile: the brand's language.
        const content = portalLinkEmail({
          name: contact.name,
          sender: sender.get(caller.membership.memberId)?.name || null,
          brand,
          url,
          idleDays: PORTAL_LINK_IDLE_DAYS,
          ...(language ? { language } : {}),
        });
        // Last in the transaction: past a mail limit (429 mail_*) the link is not kept either.
        await deps.mail.enqueue(
          trx,
          { workspaceId: project.workspaceId, userId: caller.user.id },
          'approval',
          [{ message: { to: contact.email, ...content }, dedupeKey: `mail.portal:${row.id}` }],
        );
      });
      return { ...linkView(row, deps.now()), url, emailed: sendEmail };
    },

    /** The contact's link stops working at once. */
    async revoke(projectId: string, contactId: string): Promise<PortalLink> {
      const contact = await deps.contacts.contact(projectId, contactId);
      if (!contact) throw new AppError('not_found');
      await links.revokeOpen(contact.id, deps.now().toISOString());
      return linkView((await links.newestOf(projectId)).get(contact.id), deps.now());
    },

    /** One decision on one post, on the version shown; answers the page as it is after. */
    async decide(token: string, key: string, input: ApprovalDecisionInput): Promise<PortalView> {
      const { link, contact } = await open(token);
      const item = await find(link, key);
      await deps.rounds.decideAsContact(
        { ticketId: item.round.ticket_id, projectId: link.project_id },
        { id: contact.id, name: contact.name },
        input,
      );
      return view(token);
    },

    /**
     * Approves several posts, each on the version the client saw: one changed since, or no
     * longer waiting on them, is skipped and named; the others are approved.
     */
    async approveMany(token: string, input: PortalBulkInput): Promise<PortalBulkResult> {
      const { link, contact } = await open(token);
      const items = new Map((await itemsOf(link)).map((item) => [item.key, item]));
      const result: PortalBulkResult = { approved: [], skipped: [] };
      for (const wanted of input.items) {
        const item = items.get(wanted.key);
        if (!item?.waiting) {
          result.skipped.push({
            key: wanted.key,
            summary: item?.content.summary ?? '',
            reason: 'not_waiting',
          });
          continue;
        }
        if (item.version !== wanted.version) {
          result.skipped.push({ key: wanted.key, summary: item.content.summary, reason: 'changed' });
          continue;
        }
        try {
          await deps.rounds.decideAsContact(
            { ticketId: item.round.ticket_id, projectId: link.project_id },
            { id: contact.id, name: contact.name },
            { decision: 'approved', version: wanted.version },
          );
          result.approved.push(wanted.key);
        } catch (error) {
          // Someone changed or decided it between the read and this decision.
          if (!(error instanceof AppError)) throw error;
          if (error.code !== 'approval_version_changed' && error.code !== 'approval_not_pending') throw error;
          result.skipped.push({
            key: wanted.key,
            summary: item.content.summary,
            reason: error.code === 'approval_version_changed' ? 'changed' : 'not_waiting',
          });
        }
      }
      return result;
    },

    /**
     * A client's comment on a post of their portal: shared with the team under the contact's
     * name, and whoever asked for the approval is told, both in one transaction.
     */
    async comment(token: string, key: string, input: PortalCommentInput): Promise<PortalView> {
      const { link, contact } = await open(token);
      const item = await find(link, key);
      // The portal names an image by its place in the post; the comment keeps the image's id.
      let anchor: unknown;
      if (input.pin) {
        const { image, ...place } = input.pin;
        const imageId = item.content.media[image];
        if (!imageId)
          throw new AppError('validation_error', {
            details: [{ path: 'pin.image', message: APPROVAL_MESSAGES.noSuchImage }],
          });
        anchor = { kind: 'pin', image_uid: imageId, ...place };
      }
      if (input.moment) {
        const { recording, ...times } = input.moment;
        const video = (await deps.recordings.ofTickets([item.round.ticket_id])).get(item.round.ticket_id)?.[
          recording
        ];
        if (!video)
          throw new AppError('validation_error', {
            details: [{ path: 'moment.recording', message: APPROVAL_MESSAGES.noSuchRecording }],
          });
        anchor = { kind: 'time', video_uid: video.id, ...times };
      }
      await links.transaction(async (trx) => {
        const written = await deps.comments.addFromPortal(
          {
            ticketId: item.round.ticket_id,
            contactId: contact.id,
            contactName: contact.name,
            body: input.body,
            ...(anchor ? { anchor } : {}),
          },
          trx,
        );
        await deps.clientCommented(trx, {
          ticketId: item.round.ticket_id,
          commentId: written.id,
          clientName: contact.name,
          text: written.body,
        });
      });
      return view(token);
    },

    /**
     * A post's recording, by its place in the post (only a post waiting in this portal): its
     * bytes, or the part a Range request asks for, so the player seeks without loading it all.
     */
    async recording(
      token: string,
      key: string,
      index: number,
      range: (size: number) => ByteRange | null | 'unsatisfiable',
    ) {
      const { link } = await open(token);
      const item = await find(link, key);
      const video = (await deps.recordings.ofTickets([item.round.ticket_id])).get(item.round.ticket_id)?.[
        index
      ];
      if (!video) throw new AppError('not_found');
      const wanted = range(video.size);
      if (wanted === 'unsatisfiable')
        throw new AppError('video_range_invalid', { extra: { size: video.size } });
      const stream = await deps.storage.get(video.storageKey, wanted ?? undefined);
      if (!stream) throw new AppError('not_found');
      return { stream, size: video.size, range: wanted, contentType: video.contentType };
    },

    /** A post's image, by its place in the post (only a post waiting in this portal). */
    async image(token: string, key: string, index: number) {
      const { link } = await open(token);
      const item = await find(link, key);
      const imageId = item.content.media[index];
      if (!imageId) throw new AppError('not_found');
      return deps.images.file(item.round.ticket_id, imageId);
    },
  };
}
export type PortalService = ReturnType<typeof createPortalService>;
