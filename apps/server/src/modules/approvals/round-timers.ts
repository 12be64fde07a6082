import { addDays } from '@expertos/domain/analytics/schedule';
import { roundState } from '@expertos/domain/approvals/round';
import {
  dueAction,
  nextActionAt,
  stepDueAt,
  stepDueDay,
  stepTimeline,
  type TimerAction,
} from '@expertos/domain/approvals/timers';
import type { ApprovalWorkflow } from '@expertos/domain/approvals/workflow';
import type { Db } from '../../db/database.js';
import type { JobType } from '../../platform/jobs/job-handler.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { Logger } from '../../platform/logger.js';
import type { ApprovalDue } from '../../platform/mail/templates.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import type { PeopleService } from '../workspaces/people.service.js';
import type { ClientDigest } from './client-digest.js';
import type { RoundChange } from './round-changes.js';
import type { RoundNotices } from './round-notices.js';
import type { RoundTimersRepository, TimerRow } from './round-timers.repository.js';
import { type RoundRow, type RoundsRepository, toDecisionRow } from './rounds.repository.js';

export const APPROVAL_TIMERS_JOB = 'approvals.timers';
/** Timers (and digests) one poll looks at; a full batch has the next poll run at once. */
export const TIMERS_PER_POLL = 200;
/** Polls are armed on the minute: one job per minute however many rounds ask for it. */
const SLOT_MS = 60_000;
/** A timer whose round the rounds service is still ending is looked at again after this. */
const SETTLING_MS = 10 * 60_000;
/** A timer that failed is looked at again after this (the others go on). */
const FAILED_MS = 5 * 60_000;
/** How long an expiry claimed but not finished (the post not moved yet) waits to be finished by another. */
const EXPIRY_LEASE_MS = 60_000;

/**
 * Enqueues the timers' poll for the first minute after `at` (and after now), once however many
 * rounds ask (its dedupe key): a slot still ahead has not run, so the key never names a poll
 * that already went by. Nothing is armed while no timer is waiting: an idle server runs nothing.
 */
export async function armTimers(queue: Pick<JobQueue, 'enqueue'>, at: Date, now: Date, trx?: Db) {
  const from = Math.max(at.getTime(), now.getTime());
  const slot = new Date(Math.floor(from / SLOT_MS) * SLOT_MS + SLOT_MS);
  await queue.enqueue(
    APPROVAL_TIMERS_JOB,
    {},
    { runAt: slot, dedupeKey: `${APPROVAL_TIMERS_JOB}:${slot.toISOString()}`, ...(trx ? { trx } : {}) },
  );
}

/**
 * What a reminder says of the step's due day (brand time) and, once overdue, its expiry: the
 * days, written in each recipient's language by the notice (approvalDueText).
 */
function dueOf(action: TimerAction, dueDay: string, expireDays: number): ApprovalDue {
  if (action.kind === 'reminder' && (action.stage === 'before' || action.stage === 'due'))
    return { stage: action.stage, dueDay };
  return { stage: 'overdue', dueDay, expiresDay: addDays(dueDay, expireDays) };
}

/**
 * The round timers (docs/product.md#approvals, docs/architecture.md#approvals). A round's timer
 * row is written in the transaction that opens the round (`opened`, through the rounds
 * service's hook), waiting to be scheduled, and the poll is armed in it too (the outbox): so a
 * process that dies after the commit leaves a timer the poll schedules. Right after the commit
 * the rounds service tells `changed`, which schedules it at once and tells the people concerned.
 *
 * `tick(roundId)` brings one timer up to date with its round, whoever calls it (the listener,
 * the poll, two workers at once): a round ended is forgotten (an expired one's post is moved
 * first); a step that opened since is scheduled — due at the end of its due day in the brand's
 * zone — and its approvers asked; an action whose time came is claimed by a conditional update
 * on the timer's version in the transaction that sends its notices, so it happens once.
 */
export function createRoundTimers(deps: {
  repository: RoundTimersRepository;
  rounds: Pick<RoundsRepository, 'decisions' | 'end' | 'latest'>;
  workflow: (projectId: string) => Promise<Pick<ApprovalWorkflow, 'due_days' | 'expire_days' | 'lock_dates'>>;
  /** The post's content version now (the hash an approval approves). */
  versionOf: (round: { project_id: string; ticket_id: string }) => Promise<string>;
  timeZone: (projectId: string) => Promise<string>;
  notices: Pick<RoundNotices, 'requested' | 'reminder' | 'expired' | 'decided'>;
  digest: Pick<ClientDigest, 'arm' | 'run'>;
  people: Pick<PeopleService, 'refs'>;
  /** Moves the post back to In Review when its round expired (the tickets module, as the round's timer). */
  tickets: Pick<TicketsService, 'setStatusFromOutside'>;
  queue: Pick<JobQueue, 'enqueue'>;
  logger: Pick<Logger, 'warn' | 'error'>;
  now: () => Date;
}) {
  const { repository, now } = deps;

  async function stateOf(round: RoundRow) {
    const workflow = await deps.workflow(round.project_id);
    const decisions = await deps.rounds.decisions(round.id);
    const rows = decisions.map((d) => ({ ...toDecisionRow(d), at: d.created_at }));
    return { workflow, rows, state: roundState(round.steps, rows, await deps.versionOf(round)) };
  }

  const clockOf = (timer: TimerRow) => ({
    openedAt: new Date(timer.opened_at ?? timer.updated_at),
    dueDays: Number(timer.due_days),
    expireDays: Number(timer.expire_days),
    timeZone: timer.time_zone ?? 'UTC',
  });

  /** The step opened: its timer starts from when it opened; its approvers are asked. */
  async function schedule(
    timer: TimerRow,
    round: RoundRow,
    step: number,
    waitingOn: readonly string[],
    decisions: readonly { step: number; at: string }[],
    workflow: Pick<ApprovalWorkflow, 'due_days' | 'expire_days'>,
  ): Promise<void> {
    const at = now();
    // Step 0 opened with the round; a later one when the decision that closed the one before was made.
    const closing = decisions.filter((d) => d.step === step - 1).at(-1);
    const openedAt = step === 0 ? round.created_at : (closing?.at ?? at.toISOString());
    const timeZone = await deps.timeZone(round.project_id);
    const clock = {
      openedAt: new Date(openedAt),
      dueDays: workflow.due_days,
      expireDays: workflow.expire_days,
      timeZone,
    };
    const first = nextActionAt(stepTimeline(clock), 0)!;
    const kind = round.steps[step]?.kind ?? 'internal';
    const requester = round.requested_by
      ? (await deps.people.refs([round.requested_by])).get(round.requested_by)
      : null;
    await repository.transaction(async (trx) => {
      const claimed = await repository.claim(
        round.id,
        timer.version,
        {
          step,
          opened_at: openedAt,
          due_at: stepDueAt(clock.openedAt, clock.dueDays, timeZone).toISOString(),
          due_days: clock.dueDays,
          expire_days: clock.expireDays,
          time_zone: timeZone,
          done: 0,
          next_at: first.toISOString(),
        },
        at.toISOString(),
        trx,
      );
      if (!claimed) return;
      if (kind === 'internal')
        await deps.notices.requested(trx, round, step, waitingOn, requester?.name || requester?.email || '');
      // Contacts are no members: what waits on them goes in their digest, armed here.
      const digests = kind === 'client' ? await deps.digest.arm(trx, round, waitingOn, timeZone) : [];
      for (const next of [first, ...digests]) await armTimers(deps.queue, next, at, trx);
    });
  }

  /** The step's action whose time came: a reminder to who has not decided, or the expiry. */
  async function act(timer: TimerRow, round: RoundRow, waitingOn: readonly string[]): Promise<void> {
    const at = now();
    const clock = clockOf(timer);
    const actions = stepTimeline(clock);
    const step = Number(timer.step);
    const due = dueAction(actions, Number(timer.done), at);
    if (!due) {
      // Looked at early (an older poll): just keep the index right.
      const next = nextActionAt(actions, Number(timer.done))?.toISOString() ?? null;
      if (next !== timer.next_at)
        await repository.claim(round.id, timer.version, { next_at: next }, at.toISOString());
      return;
    }
    if (due.action.kind === 'expire') {
      const ended = await repository.transaction(async (trx) => {
        const claimed = await repository.claim(
          round.id,
          timer.version,
          { done: actions.length, next_at: new Date(at.getTime() + EXPIRY_LEASE_MS).toISOString() },
          at.toISOString(),
          trx,
        );
        if (!claimed || !(await deps.rounds.end(round.id, 'expired', at.toISOString(), trx))) return false;
        await deps.notices.expired(trx, round);
        return true;
      });
      if (ended) await finishExpiry(round);
      return;
    }
    const next = nextActionAt(actions, due.index + 1)!;
    const members = round.steps[step]?.kind === 'internal' ? waitingOn : [];
    const dueDay = stepDueDay(clock.openedAt, clock.dueDays, clock.timeZone);
    await repository.transaction(async (trx) => {
      const claimed = await repository.claim(
        round.id,
        timer.version,
        { done: due.index + 1, next_at: next.toISOString() },
        at.toISOString(),
        trx,
      );
      if (!claimed) return; // another worker sent it
      await deps.notices.reminder(
        trx,
        round,
        step,
        due.index,
        members,
        dueOf(due.action, dueDay, clock.expireDays),
      );
    });
  }

  /** The expired round's post goes back to In Review (if it still waits on this round), then the timer goes. */
  async function finishExpiry(round: RoundRow): Promise<void> {
    const latest = await deps.rounds.latest(round.ticket_id);
    if (latest?.id === round.id)
      await deps.tickets.setStatusFromOutside(
        round.ticket_id,
        'approvals',
        (status) => (status === 'needs_approval' ? 'in_review' : null),
        'approval expired',
      );
    await repository.remove(round.id);
  }

  /** Brings the round's timer up to date (see above). */
  async function tick(roundId: string): Promise<void> {
    const timer = await repository.timer(roundId);
    if (!timer) return;
    const round = await repository.round(roundId);
    if (!round) return void (await repository.remove(roundId));
    // Claimed by an expiry that did not get to move the post: finished here.
    if (round.status === 'expired') return finishExpiry(round);
    if (round.status !== 'open') return void (await repository.remove(roundId));
    const { workflow, rows, state } = await stateOf(round);
    if (state.status !== 'open') {
      // The decisions ended it and the rounds service is ending the round: looked at again later.
      const later = new Date(now().getTime() + SETTLING_MS).toISOString();
      await repository.claim(roundId, timer.version, { next_at: later }, now().toISOString());
      return;
    }
    if (timer.step === null || Number(timer.step) !== state.step)
      return schedule(timer, round, state.step, state.waitingOn, rows, workflow);
    return act(timer, round, state.waitingOn);
  }

  /** `tick`, with a failure logged and the timer put off a little, so one bad round stops no other. */
  async function tickSafely(roundId: string): Promise<void> {
    try {
      await tick(roundId);
    } catch (error) {
      deps.logger.error({ err: error, roundId }, 'approval timer failed');
      const timer = await repository.timer(roundId).catch(() => undefined);
      if (timer) {
        const later = new Date(now().getTime() + FAILED_MS).toISOString();
        await repository
          .claim(roundId, timer.version, { next_at: later }, now().toISOString())
          .catch(() => false);
      }
    }
  }

  return {
    tick,

    /** In the transaction that opens the round: its timer, to be scheduled, and the poll (the outbox). */
    async opened(trx: Db, round: RoundRow): Promise<void> {
      await repository.removeOthers(trx, round.ticket_id, round.id);
      await repository.insertPending(trx, round);
      await armTimers(deps.queue, new Date(round.created_at), now(), trx);
    },

    /**
     * After a round changed and committed: the requester hears of a decision that closed a
     * step or ended the round; the timer follows the round at once. A failure here loses no
     * timer (the poll catches up), so it is logged, not thrown at the person who decided.
     */
    async changed(change: RoundChange): Promise<void> {
      try {
        if (change.type === 'decided') await deps.notices.decided(change);
        // Members added to the open step are asked at once; to a later step, when it opens.
        if (
          change.type === 'approvers_added' &&
          change.step === change.openStep &&
          change.round.steps[change.step]?.kind === 'internal'
        ) {
          const { round, step, added, byName } = change;
          await repository.transaction((trx) => deps.notices.requested(trx, round, step, added, byName));
        }
      } catch (error) {
        deps.logger.error({ err: error, roundId: change.round.id }, 'approval notice failed');
      }
      await tickSafely(change.round.id);
    },

    /** The poll: a bounded batch of due timers and digests, then armed for the next one due. */
    job: {
      concurrency: 1,
      async run(_payload, context) {
        const at = now();
        const timers = await repository.due(at.toISOString(), TIMERS_PER_POLL);
        for (const roundId of timers) await tickSafely(roundId);
        const digests = await repository.dueDigests(at.toISOString(), TIMERS_PER_POLL);
        for (const contactId of digests) {
          try {
            await deps.digest.run(contactId);
          } catch (error) {
            deps.logger.error({ err: error, contactId }, 'approval digest failed');
          }
        }
        if (timers.length === TIMERS_PER_POLL || digests.length === TIMERS_PER_POLL) {
          // More are due: the next batch at once.
          await deps.queue.enqueue(
            APPROVAL_TIMERS_JOB,
            {},
            { dedupeKey: `${APPROVAL_TIMERS_JOB}:more:${context.jobId}` },
          );
          return;
        }
        const earliest = await repository.earliest();
        if (earliest) await armTimers(deps.queue, new Date(earliest), now());
      },
    } satisfies JobType,

    /**
     * Once when the API starts: open rounds without a timer (from before timers existed) get
     * one, and the poll is armed for the earliest timer, should its chain have broken.
     */
    async start(): Promise<void> {
      let after: string | null = null;
      for (;;) {
        const rounds = await repository.openWithoutTimer(after, 500);
        if (rounds.length === 0) break;
        await repository.transaction(async (trx) => {
          for (const round of rounds) await repository.insertPending(trx, round);
        });
        after = rounds.at(-1)!.id;
      }
      const earliest = await repository.earliest();
      if (earliest) await armTimers(deps.queue, new Date(earliest), now());
    },
  };
}
export type RoundTimers = ReturnType<typeof createRoundTimers>;
