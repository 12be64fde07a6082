import { addDays } from '@expertos/domain/analytics/schedule';
import {
  APPROVAL_AUDIT_CHANNEL_LABELS,
  APPROVAL_AUDIT_COLUMNS,
  APPROVAL_AUDIT_DECISION_LABELS,
  type ApprovalAuditColumn,
  type ApprovalAuditQuery,
} from '@expertos/domain/approvals/audit';
import { CSV_BOM, type CsvValue, csvLine } from '@expertos/domain/csv';
import type { TicketTitles } from '../tickets/ticket-titles.js';
import type { ApprovalAuditRepository } from './approval-audit.repository.js';

/** Rounds read per page: the export holds one page and its decisions, never the brand's history. */
const ROUNDS_PER_PAGE = 200;

/**
 * The brand's approval audit as CSV (docs/product.md#approvals): every decision, round by round
 * in the order rounds started and decisions were made, with who made it (a member or a client
 * contact, by the name they had then), on which version (the content hash) and through which
 * channel. Written through the shared CSV rules (`packages/domain/src/csv.ts`): text that would
 * start a formula gets a leading apostrophe. Read a page of rounds at a time, so an export of
 * years of rounds holds one page in memory.
 */
export function createApprovalAudit(deps: {
  repository: ApprovalAuditRepository;
  titles: Pick<TicketTitles, 'of'>;
}) {
  return async function* exportCsv(projectId: string, query: ApprovalAuditQuery): AsyncGenerator<string> {
    const range = {
      since: query.from ? `${query.from}T00:00:00.000Z` : null,
      before: query.to ? `${addDays(query.to, 1)}T00:00:00.000Z` : null,
    };
    yield CSV_BOM + csvLine(APPROVAL_AUDIT_COLUMNS.map(([, label]) => label));
    let after: { createdAt: string; id: string } | null = null;
    for (;;) {
      const rounds = await deps.repository.rounds(projectId, range, after, ROUNDS_PER_PAGE);
      if (rounds.length === 0) return;
      const [decisions, titles] = await Promise.all([
        deps.repository.decisions(
          rounds.map((round) => round.id),
          range,
        ),
        deps.titles.of(rounds.map((round) => round.ticket_id)),
      ]);
      const byRound = new Map<string, typeof decisions>();
      for (const decision of decisions)
        byRound.set(decision.round_id, [...(byRound.get(decision.round_id) ?? []), decision]);
      let chunk = '';
      for (const round of rounds) {
        const ticket = titles.get(round.ticket_id);
        for (const decision of byRound.get(round.id) ?? []) {
          const step = Number(decision.step);
          const kind = round.steps[step]?.kind ?? 'internal';
          const value: Record<ApprovalAuditColumn, CsvValue> = {
            round: round.id,
            post: ticket ? `#${ticket.number} ${ticket.summary}` : null,
            step: step + 1,
            step_kind: kind === 'client' ? 'Client' : 'Team',
            by: decision.decided_by_name,
            by_kind: kind === 'client' && decision.channel !== 'override' ? 'Contact' : 'Member',
            decision: APPROVAL_AUDIT_DECISION_LABELS[decision.decision],
            comment: decision.comment,
            version: decision.content_hash,
            at: decision.created_at,
            channel: APPROVAL_AUDIT_CHANNEL_LABELS[decision.channel],
          };
          chunk += csvLine(APPROVAL_AUDIT_COLUMNS.map(([column]) => value[column]));
        }
      }
      if (chunk) yield chunk;
      const last = rounds.at(-1)!;
      after = { createdAt: last.created_at, id: last.id };
      if (rounds.length < ROUNDS_PER_PAGE) return;
    }
  };
}
export type ApprovalAudit = ReturnType<typeof createApprovalAudit>;
