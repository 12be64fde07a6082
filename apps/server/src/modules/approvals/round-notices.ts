import type { Language } from '@expertos/domain/languages';
import type { NotificationKind } from '@expertos/domain/notification.schema';
import { ticketUrl } from '@expertos/domain/notification.schema';
import type { TicketStatus } from '@expertos/domain/tickets';
import type { Db } from '../../db/database.js';
import {
  type ApprovalDue,
  approvalDecidedEmail,
  approvalDueText,
  approvalExpiredEmail,
  approvalReminderEmail,
  approvalRequestedEmail,
  clientCommentedEmail,
  type MailContent,
  mailTexts,
  type TicketMailContext,
} from '../../platform/mail/templates.js';
import type { Notifier, NotifyInput } from '../notifications/notifier.js';
import type { BrandFacts } from '../projects/brand-facts.js';
import type { TicketTitles } from '../tickets/ticket-titles.js';
import type { RoundChange } from './round-changes.js';
import type { RoundRow, RoundsRepository } from './rounds.repository.js';

/** Where the post went when the round ended (as rounds.service.ts moves it). */
const STATUS_AFTER: Record<'approved' | 'changes_requested' | 'rejected', TicketStatus> = {
  approved: 'approved',
  changes_requested: 'in_review',
  rejected: 'rejected',
};

type MailOf = (context: TicketMailContext) => MailContent;

/**
 * The approval notices (docs/product.md#approvals), on each person's channels (the bell, e-mail,
 * push, as they chose): a step that names them opened, a reminder, what became of a round they
 * asked for (each step and its end), its expiry, and a client's comment. Each has a dedupe key
 * made of the round, the step and the person, so sending it again (a retry, a second worker, the
 * poll catching up on a listener that never ran) adds nothing. Everything runs in the caller's
 * transaction. Client contacts are not members: what waits on them goes in their daily digest
 * (client-digest.ts). Each notice's e-mail and the server's own words in its excerpt are written
 * in its recipient's language (the notifier hands it over).
 */
export function createRoundNotices(deps: {
  db: Db;
  notifier: Pick<Notifier, 'notify'>;
  brands: Pick<BrandFacts, 'one'>;
  titles: Pick<TicketTitles, 'of'>;
  rounds: Pick<RoundsRepository, 'latest' | 'transaction'>;
  publicUrl: string;
}) {
  const base = deps.publicUrl.replace(/\/+$/, '');

  /** The e-mail of a notice about the round's post: its title and link, written per recipient. */
  async function mailFor(trx: Db, round: Pick<RoundRow, 'project_id' | 'ticket_id'>, write: MailOf) {
    const [titles, brand] = await Promise.all([
      deps.titles.of([round.ticket_id], trx),
      deps.brands.one(round.project_id, trx),
    ]);
    const ticket = titles.get(round.ticket_id);
    if (!ticket || !brand) return undefined;
    return ({ name, settingsUrl, language }: { name: string; settingsUrl: string; language: Language }) =>
      write({
        name,
        ticketNumber: ticket.number,
        ticketSummary: ticket.summary,
        url: `${base}${ticketUrl(brand.slug, ticket.id)}`,
        settingsUrl,
        language,
      });
  }

  async function send(
    trx: Db,
    round: Pick<RoundRow, 'workspace_id' | 'project_id' | 'ticket_id'>,
    kind: NotificationKind,
    recipients: readonly (string | null)[],
    notice: Omit<
      NotifyInput,
      'kind' | 'recipientMemberId' | 'workspaceId' | 'ticketId' | 'dedupeKey' | 'email'
    > & {
      key: string;
      mail: MailOf;
    },
  ) {
    const to = [...new Set(recipients.filter((id): id is string => id !== null))];
    if (to.length === 0) return;
    const email = await mailFor(trx, round, notice.mail);
    const { key, mail: _, ...rest } = notice;
    await deps.notifier.notify(
      trx,
      to.map((recipient) => ({
        ...rest,
        kind,
        recipientMemberId: recipient,
        workspaceId: round.workspace_id,
        ticketId: round.ticket_id,
        dedupeKey: `${kind}:${key}:${recipient}`,
        ...(email ? { email } : {}),
      })),
    );
  }

  return {
    /** The step opened: its internal approvers who have not decided are asked. */
    requested: (trx: Db, round: RoundRow, step: number, members: readonly string[], actorName: string) =>
      send(trx, round, 'approval_requested', members, {
        key: `${round.id}:${step}`,
        actorMemberId: step === 0 ? round.requested_by : null,
        status: 'needs_approval',
        excerpt: null,
        mail: (context) =>
          approvalRequestedEmail({ ...context, actorName, step: step + 1, steps: round.steps.length }),
      }),

    /**
     * One of the step's reminders (`index` in its timeline), to its members who have not decided;
     * `due` is what it says of the step's due day, in each one's language.
     */
    reminder: (
      trx: Db,
      round: RoundRow,
      step: number,
      index: number,
      members: readonly string[],
      due: ApprovalDue,
    ) =>
      send(trx, round, 'approval_reminder', members, {
        key: `${round.id}:${step}:${index}`,
        actorMemberId: null,
        status: 'needs_approval',
        excerptIn: (language) => approvalDueText(due, language),
        mail: (context) => approvalReminderEmail({ ...context, due }),
      }),

    /** The round was not decided in time: its requester is told the post is back in review. */
    expired: (trx: Db, round: RoundRow) =>
      send(trx, round, 'approval_expired', [round.requested_by], {
        key: round.id,
        actorMemberId: null,
        status: 'in_review',
        excerpt: null,
        mail: approvalExpiredEmail,
      }),

    /**
     * A decision, told to the round's requester: when it closed a step (the next one opened) or
     * ended the round. A decision that leaves its step open (one of several needed) tells no one.
     */
    async decided(change: Extract<RoundChange, { type: 'decided' }>): Promise<void> {
      const { round, by, comment } = change;
      const outcome =
        change.ended ?? (change.openStep !== null && change.openStep !== change.step ? 'step' : null);
      if (!outcome) return;
      const byClient = by.kind === 'contact';
      // A client is no member: they are named in the excerpt (as a client, without a name), with what they said.
      const clientNamed = (language: Language) => {
        const name = by.name || mailTexts(language).approvals.aClient;
        return comment ? `${name}: ${comment}` : name;
      };
      await deps.rounds.transaction((trx) =>
        send(trx, round, 'approval_decided', [round.requested_by], {
          key: `${round.id}:${outcome === 'step' ? change.step : 'end'}`,
          actorMemberId: by.kind === 'member' ? by.id : null,
          status: outcome === 'step' ? 'needs_approval' : STATUS_AFTER[outcome],
          ...(byClient ? { excerptIn: clientNamed } : { excerpt: comment }),
          mail: (context) =>
            approvalDecidedEmail({ ...context, actorName: by.name ?? '', byClient, outcome, comment }),
        }),
      );
    },

    /**
     * For the client portal: a client commented on a post; whoever asked for its newest round is
     * told (nobody when it never was). `commentId` keeps it once; `trx` is the comment's own.
     */
    async clientCommented(
      trx: Db,
      comment: { ticketId: string; commentId: string; clientName: string; text: string },
    ): Promise<void> {
      const round = await deps.rounds.latest(comment.ticketId, trx);
      if (!round) return;
      const name = comment.clientName.trim();
      await send(trx, round, 'client_commented', [round.requested_by], {
        key: comment.commentId,
        actorMemberId: null,
        status: null,
        excerptIn: (language) => `${name || mailTexts(language).approvals.aClient}: ${comment.text}`,
        mail: (context) => clientCommentedEmail({ ...context, clientName: name, excerpt: comment.text }),
      });
    },
  };
}
export type RoundNotices = ReturnType<typeof createRoundNotices>;
