import { addDays, brandDay } from '@expertos/domain/analytics/schedule';
import { roundState } from '@expertos/domain/approvals/round';
import { APPROVAL_DIGEST_TIME, atTime, nextDigestAt } from '@expertos/domain/approvals/timers';
import type { Language } from '@expertos/domain/languages';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { Logger } from '../../platform/logger.js';
import type { OutboundMail } from '../../platform/mail/outbound-mail.js';
import { approvalDigestEmail } from '../../platform/mail/templates.js';
import type { BrandFacts } from '../projects/brand-facts.js';
import type { TicketReviewFacts } from '../tickets/ticket-review-facts.js';
import type { RoundTimersRepository } from './round-timers.repository.js';
import { type RoundsRepository, toDecisionRow } from './rounds.repository.js';
import type { WorkflowsRepository } from './workflows.repository.js';

/** Posts one digest lists by name; the rest are counted. */
const DIGEST_ITEMS_LISTED = 25;
/** Open rounds of a brand looked at for one contact (a digest is a daily e-mail, not a page). */
const DIGEST_ROUNDS_READ = 200;
const MAIL_LIMIT_CODES = new Set(['mail_recipient_limit', 'mail_workspace_limit', 'mail_sender_limit']);

/**
 * A client's daily digest (docs/product.md#approvals): a contact is not a user, so instead of
 * notifications they get at most one e-mail a brand-local day listing the brand's posts that
 * wait on them, as soon as a step names them (unless one went out that day already), then each
 * morning while anything waits. It goes through the outbound-mail limits like every mail to an
 * address a member chose (no sender: nobody sent it; per recipient and per workspace a day);
 * refused, it is tried again when the limit says. It never carries their portal link: only the
 * link's hash is kept. It is written in the brand's language: a contact has no profile.
 */
export function createClientDigest(deps: {
  repository: RoundTimersRepository;
  rounds: Pick<RoundsRepository, 'decisions'>;
  contacts: Pick<WorkflowsRepository, 'contact'>;
  posts: Pick<TicketReviewFacts, 'kinds'>;
  brands: Pick<BrandFacts, 'one'>;
  /** The post's content version now (the hash an approval approves). */
  versionOf: (round: { project_id: string; ticket_id: string }) => Promise<string>;
  timeZone: (projectId: string) => Promise<string>;
  /** The brand's language (the projects module's read): a contact has no profile. English when left out. */
  brandLanguageOf?: (projectId: string) => Promise<Language | null>;
  mail: Pick<OutboundMail, 'enqueue'>;
  logger: Pick<Logger, 'warn'>;
  now: () => Date;
}) {
  const { repository } = deps;

  /**
   * The digest of each of these contacts of the brand goes out by the next time it may (now,
   * or tomorrow morning after one today); answers the times, for the poll to be armed.
   */
  async function arm(
    trx: Db,
    place: { workspace_id: string; project_id: string },
    contactIds: readonly string[],
    timeZone: string,
  ): Promise<Date[]> {
    const at = deps.now();
    const times: Date[] = [];
    for (const contactId of new Set(contactIds)) {
      const row = await repository.digest(contactId, trx);
      const next = nextDigestAt(at, row?.last_day ?? null, timeZone);
      await repository.armDigest(
        trx,
        { contact_id: contactId, workspace_id: place.workspace_id, project_id: place.project_id },
        next.toISOString(),
        at.toISOString(),
      );
      times.push(next);
    }
    return times;
  }

  /** The brand's posts whose open client step waits on the contact, soonest due first. */
  async function waitingOn(projectId: string, contactId: string) {
    const candidates = await repository.openNaming(projectId, contactId, DIGEST_ROUNDS_READ);
    const waiting: { ticketId: string; dueAt: string | null }[] = [];
    for (const { round, step, dueAt } of candidates) {
      if (round.steps[step]?.kind !== 'client') continue;
      const decisions = await deps.rounds.decisions(round.id);
      const state = roundState(round.steps, decisions.map(toDecisionRow), await deps.versionOf(round));
      if (state.status === 'open' && state.step === step && state.waitingOn.includes(contactId))
        waiting.push({ ticketId: round.ticket_id, dueAt });
    }
    return waiting;
  }

  /** Sends the contact's digest if it is due and anything waits; answers nothing, changes the row. */
  async function run(contactId: string): Promise<void> {
    const at = deps.now();
    const iso = at.toISOString();
    const row = await repository.digest(contactId);
    if (!row?.next_at || row.next_at > iso) return;
    const contact = await deps.contacts.contact(row.project_id, contactId);
    const brand = await deps.brands.one(row.project_id);
    if (!contact || !brand) {
      await repository.removeDigest(contactId);
      return;
    }
    const zone = await deps.timeZone(row.project_id);
    const today = brandDay(at, zone);
    // One a brand-local day: the next one tomorrow morning.
    if (row.last_day !== null && row.last_day >= today) {
      const next = nextDigestAt(at, row.last_day, zone).toISOString();
      await repository.claimDigest(contactId, row.version, { next_at: next }, iso);
      return;
    }
    const waiting = await waitingOn(row.project_id, contactId);
    if (waiting.length === 0) {
      // Nothing waits: no digest until a step names them again.
      await repository.claimDigest(contactId, row.version, { next_at: null }, iso);
      return;
    }
    const listed = waiting.slice(0, DIGEST_ITEMS_LISTED);
    const summaries = new Map(
      (await deps.posts.kinds(listed.map((item) => item.ticketId))).map((post) => [post.id, post.summary]),
    );
    const items = listed.map((item) => ({
      summary: summaries.get(item.ticketId) ?? '',
      dueDay: item.dueAt ? brandDay(new Date(Date.parse(item.dueAt) - 1), zone) : null,
      overdue: item.dueAt !== null && item.dueAt <= iso,
    }));
    const language = (await deps.brandLanguageOf?.(row.project_id)) ?? undefined;
    const content = approvalDigestEmail({
      name: contact.name,
      brand: brand.name,
      items,
      more: waiting.length - listed.length,
      ...(language ? { language } : {}),
    });
    const tomorrow = atTime(addDays(today, 1), APPROVAL_DIGEST_TIME, zone).toISOString();
    await repository.transaction(async (trx) => {
      const claimed = await repository.claimDigest(
        contactId,
        row.version,
        { last_day: today, last_sent_at: iso, next_at: tomorrow },
        iso,
        trx,
      );
      if (!claimed) return; // another worker took it
      try {
        // Last in the transaction (the mail limits' rule); no person sent it.
        await deps.mail.enqueue(trx, { workspaceId: row.workspace_id, userId: null }, 'approval_digest', [
          { message: { to: contact.email, ...content }, dedupeKey: `approval-digest:${contactId}:${today}` },
        ]);
      } catch (error) {
        if (!(error instanceof AppError && MAIL_LIMIT_CODES.has(error.code))) throw error;
        // Past a limit nothing was counted or queued: not sent today, tried again when it fits.
        const retryAfter = Number((error as AppError & { retryAfter?: number }).retryAfter ?? 3600);
        deps.logger.warn(
          { contactId, code: error.code, retryAfter },
          'approval digest held back by the outbound-mail limits',
        );
        await repository.claimDigest(
          contactId,
          row.version + 1,
          {
            last_day: row.last_day,
            last_sent_at: row.last_sent_at,
            next_at: new Date(at.getTime() + retryAfter * 1000).toISOString(),
          },
          iso,
          trx,
        );
      }
    });
  }

  return { arm, run, waitingOn };
}
export type ClientDigest = ReturnType<typeof createClientDigest>;
