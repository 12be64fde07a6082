import { randomUUID } from 'node:crypto';
import { APPROVAL_MESSAGES } from '@expertos/domain/approvals/messages';
import {
  mayDecide,
  type RoundDecision,
  type RoundDecisionRow,
  type RoundState,
  roundState,
} from '@expertos/domain/approvals/round';
import type {
  ApprovalAddApproversInput,
  ApprovalDecisionInput,
  ApprovalOverrideInput,
  ApprovalRoundView,
} from '@expertos/domain/approvals/round.schema';
import { APPROVAL_MAX_APPROVERS } from '@expertos/domain/approvals/workflow';
import type { TicketStatus } from '@expertos/domain/tickets';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { TicketReviewFacts } from '../tickets/ticket-review-facts.js';
import type { TicketRef } from '../tickets/tickets.policies.js';
import type { Membership } from '../workspaces/membership.js';
import type { PeopleService } from '../workspaces/people.service.js';
import { contentHash, type PostContent, type PostContentReader } from './post-content.js';
import type { RoundChangeListener, RoundDecider } from './round-changes.js';
import { type RoundRow, type RoundsRepository, type StoredStep, toDecisionRow } from './rounds.repository.js';
import type { WorkflowsRepository } from './workflows.repository.js';
import type { WorkflowsService } from './workflows.service.js';

/** A post waiting on a contact, as the portal lists it. */
export interface ContactItem {
  round: RoundRow;
  content: PostContent;
  version: string;
  /** The open step (0-based). */
  step: number;
  /** The step still needs the contact's decision. */
  waiting: boolean;
  /** Their decision on this version, if any. */
  myDecision: RoundDecision | null;
}

interface Caller {
  membership: Membership;
  ticket: TicketRef;
}

/** Where the post goes when a round ends (docs/product.md#approvals). */
const STATUS_AFTER: Record<'approved' | 'changes_requested' | 'rejected', TicketStatus> = {
  approved: 'approved',
  changes_requested: 'in_review',
  rejected: 'rejected',
};

/**
 * Approval rounds (docs/product.md#approvals): a member asks for approval of a post; the round
 * takes the workflow's steps as they are then (their approvers resolved: named members who
 * still work on the brand, its admins where the step says so or where no one else is left, its
 * contacts); each decision is kept with the content version it was made on, and the domain's
 * round rule says what they add up to. Client steps are decided in the portal (not built yet).
 */
export function createRoundsService(deps: {
  rounds: RoundsRepository;
  workflows: Pick<WorkflowsService, 'workflow' | 'mayApprove'>;
  contacts: Pick<WorkflowsRepository, 'contacts'>;
  posts: Pick<TicketReviewFacts, 'kinds'>;
  content: PostContentReader;
  brandAdmins: (projectId: string) => Promise<string[]>;
  people: Pick<PeopleService, 'refs'>;
  /** Moves the post as the person who asked or decided. */
  setStatus: (membership: Membership, ticket: TicketRef, status: TicketStatus) => Promise<void>;
  /** Moves the post for someone outside (a contact in the portal), named in its history. */
  setStatusOutside: (ticketId: string, status: TicketStatus, byName: string) => Promise<void>;
  /** Told after each change commits (timers and notices: round-changes.ts). */
  changed?: RoundChangeListener;
  /** In the transaction that opens a round: its timer is written with it (round-timers.ts). */
  opened?: (trx: Db, round: RoundRow) => Promise<void>;
  now: () => Date;
}) {
  const { rounds } = deps;

  /** The post's content version: the hash of what an approval approves. */
  async function versionOf(ticketId: string, lockDates: boolean): Promise<string> {
    return contentHash(await deps.content.of(ticketId), lockDates);
  }

  /** The workflow's steps with their approvers as they are now; a step left with none goes to the brand admins. */
  async function resolveSteps(
    place: { workspaceId: string; projectId: string },
    post: { reporterId: string | null; assigneeId: string | null },
  ): Promise<StoredStep[]> {
    const workflow = await deps.workflows.workflow(place.projectId);
    // The post's author and assignee do not approve it unless the brand allows them to.
    const excluded = new Set(
      workflow.author_may_approve
        ? []
        : [post.reporterId, post.assigneeId].filter((id): id is string => id !== null),
    );
    if (workflow.mode === 'none') throw new AppError('approval_workflow_none');
    const configured =
      workflow.steps.length > 0
        ? workflow.steps
        : [{ kind: 'internal' as const, rule: 'any' as const, brand_admins: true, approvers: [] }];
    const admins = (await deps.brandAdmins(place.projectId)).filter((id) => !excluded.has(id));
    const contacts = new Set((await deps.contacts.contacts(place.projectId)).map((row) => row.id));
    const steps: StoredStep[] = [];
    for (const step of configured) {
      let approvers: string[];
      if (step.kind === 'client') approvers = step.approvers.filter((uid) => contacts.has(uid));
      else {
        const named: string[] = [];
        for (const uid of step.approvers)
          if (!excluded.has(uid) && (await deps.workflows.mayApprove(place, uid))) named.push(uid);
        approvers = [...new Set([...named, ...(step.brand_admins || named.length === 0 ? admins : [])])];
      }
      if (approvers.length === 0) throw new AppError('approval_no_approvers');
      steps.push({ kind: step.kind, rule: step.rule, approvers });
    }
    return steps;
  }

  /**
   * Of `uids` for a step of `kind`, those who may not approve this post, as 400 details: an
   * internal step takes members who work on the brand's tasks (not the post's author or
   * assignee unless the brand allows it), a client step the brand's contacts.
   */
  async function refusedApprovers(
    place: { workspaceId: string; projectId: string; ticketId: string },
    kind: StoredStep['kind'],
    uids: readonly string[],
    workflow: { author_may_approve: boolean },
  ): Promise<{ path: string; message: string }[]> {
    const refused: { path: string; message: string }[] = [];
    if (kind === 'client') {
      const contacts = new Set((await deps.contacts.contacts(place.projectId)).map((row) => row.id));
      for (const [i, uid] of uids.entries())
        if (!contacts.has(uid))
          refused.push({
            path: `approvers.${i}`,
            message: 'An approver of a client step must be one of this brand’s contacts.',
          });
      return refused;
    }
    const [post] = await deps.posts.kinds([place.ticketId]);
    const excluded = new Set(
      workflow.author_may_approve ? [] : [post?.reporterId ?? null, post?.assigneeId ?? null],
    );
    for (const [i, uid] of uids.entries()) {
      if (excluded.has(uid))
        refused.push({
          path: `approvers.${i}`,
          message: APPROVAL_MESSAGES.authorAssigneeExcluded,
        });
      else if (!(await deps.workflows.mayApprove(place, uid)))
        refused.push({
          path: `approvers.${i}`,
          message: 'An approver must be a member who works on this brand’s tasks.',
        });
    }
    return refused;
  }

  async function stateOf(round: RoundRow, version: string) {
    const decisions = await rounds.decisions(round.id);
    return { decisions, state: roundState(round.steps, decisions.map(toDecisionRow), version) };
  }

  async function view(caller: Caller): Promise<ApprovalRoundView> {
    const workflow = await deps.workflows.workflow(caller.ticket.projectId);
    const round = await rounds.latest(caller.ticket.ticketId);
    if (!round) return { mode: workflow.mode, round: null };
    const version = await versionOf(caller.ticket.ticketId, workflow.lock_dates);
    const { decisions, state } = await stateOf(round, version);
    const memberIds = round.steps.filter((s) => s.kind === 'internal').flatMap((s) => s.approvers);
    const [people, contacts] = await Promise.all([
      deps.people.refs([...memberIds, round.requested_by]),
      deps.contacts.contacts(caller.ticket.projectId),
    ]);
    const contactName = new Map(contacts.map((row) => [row.id, row.name]));
    const nameOf = (kind: StoredStep['kind'], uid: string) =>
      kind === 'client'
        ? (contactName.get(uid) ?? 'Removed contact')
        : (people.get(uid)?.name ?? people.get(uid)?.email ?? 'Former member');
    const open = round.status === 'open';
    const me = caller.membership.memberId;
    const mayAdd =
      open && (round.requested_by === me || (await deps.brandAdmins(caller.ticket.projectId)).includes(me));
    return {
      mode: workflow.mode,
      round: {
        uid: round.id,
        status: open ? (state.status === 'open' ? 'open' : state.status) : round.status,
        requested_at: round.created_at,
        requested_by: round.requested_by ? (people.get(round.requested_by)?.name ?? null) : null,
        version,
        content_changed: version !== round.content_hash,
        step: state.step,
        steps: round.steps.map((step, index) => ({
          kind: step.kind,
          rule: step.rule,
          status:
            index < state.step || state.status === 'approved'
              ? 'done'
              : index === state.step
                ? 'open'
                : 'waiting',
          approvers: step.approvers.map((uid) => ({
            uid,
            name: nameOf(step.kind, uid),
            decision:
              [...decisions].reverse().find((d) => Number(d.step) === index && d.decided_by === uid)
                ?.decision ?? null,
          })),
        })),
        waiting_on_me: open && mayDecide(state, me),
        may_add_approvers: mayAdd,
        decisions: decisions.map((d) => ({
          step: Number(d.step),
          by: d.decided_by_name ?? 'Someone',
          decision: d.decision,
          comment: d.comment,
          at: d.created_at,
          current: d.content_hash === version,
        })),
      },
    };
  }

  /**
   * Records a decision on the open step, on the version the person saw (409 when it is not
   * waiting on them or the post changed since, naming the version now), ends the round when the
   * decisions add up, moves the post, and tells the listener.
   */
  async function record(
    place: { ticketId: string; projectId: string },
    by: RoundDecider,
    input: ApprovalDecisionInput,
    move: (status: TicketStatus) => Promise<void>,
    /** A brand admin passing the open step, whoever its approvers are. */
    override = false,
  ): Promise<void> {
    const round = await rounds.latest(place.ticketId);
    if (round?.status !== 'open' || round.project_id !== place.projectId)
      throw new AppError('approval_not_pending');
    const workflow = await deps.workflows.workflow(place.projectId);
    const version = await versionOf(place.ticketId, workflow.lock_dates);
    const { state } = await stateOf(round, version);
    const stepKind = by.kind === 'member' ? 'internal' : 'client';
    if (
      override
        ? state.status !== 'open'
        : !mayDecide(state, by.id) || round.steps[state.step]?.kind !== stepKind
    )
      throw new AppError('approval_not_pending');
    if (input.version !== version)
      throw new AppError('approval_version_changed', { extra: { current_version: version } });
    const at = deps.now().toISOString();
    await rounds.insertDecision({
      id: randomUUID(),
      round_id: round.id,
      step: state.step,
      decided_by: by.id,
      decided_by_name: by.name,
      decision: input.decision,
      comment: input.comment || null,
      content_hash: version,
      channel: override ? 'override' : by.kind === 'member' ? 'app' : 'portal',
      created_at: at,
    });
    const after: RoundState = (await stateOf(round, version)).state;
    const ended = after.status !== 'open' && (await rounds.end(round.id, after.status, at));
    if (ended && after.status !== 'open') await move(STATUS_AFTER[after.status]);
    await deps.changed?.({
      type: 'decided',
      round,
      step: state.step,
      decision: input.decision,
      comment: input.comment || null,
      by,
      openStep: after.status === 'open' ? after.step : null,
      ended: ended && after.status !== 'open' ? after.status : null,
    });
  }

  return {
    view,

    /** Asks for approval (again): a new round from the first step; an open one is replaced. */
    async request(caller: Caller): Promise<ApprovalRoundView> {
      const [kind] = await deps.posts.kinds([caller.ticket.ticketId]);
      if (kind?.type !== 'post') throw new AppError('approval_not_post');
      const workflow = await deps.workflows.workflow(caller.ticket.projectId);
      const steps = await resolveSteps(caller.ticket, kind);
      const version = await versionOf(caller.ticket.ticketId, workflow.lock_dates);
      await deps.setStatus(caller.membership, caller.ticket, 'needs_approval');
      // The newest round is the one asked last (rounds.latest): a request in the same
      // millisecond as the one before still comes after it.
      const before = await rounds.latest(caller.ticket.ticketId);
      const at = new Date(
        Math.max(deps.now().getTime(), before ? Date.parse(before.created_at) + 1 : 0),
      ).toISOString();
      const round = {
        id: randomUUID(),
        workspace_id: caller.ticket.workspaceId,
        project_id: caller.ticket.projectId,
        ticket_id: caller.ticket.ticketId,
        requested_by: caller.membership.memberId,
        status: 'open' as const,
        steps,
        content_hash: version,
        created_at: at,
        ended_at: null,
      };
      await rounds.transaction(async (trx) => {
        await rounds.withdrawOpen(caller.ticket.ticketId, at, trx);
        await rounds.insertRound(round, trx);
        await deps.opened?.(trx, round);
      });
      await deps.changed?.({ type: 'requested', round, openStep: 0 });
      return view(caller);
    },

    /**
     * A member's decision on the open step, on the version they saw: 409 when the post is not
     * waiting on them (`approval_not_pending`) or changed since (`approval_version_changed`).
     */
    async decide(caller: Caller, input: ApprovalDecisionInput): Promise<ApprovalRoundView> {
      const me = caller.membership.memberId;
      const name = (await deps.people.refs([me])).get(me);
      await record(
        caller.ticket,
        { kind: 'member', id: me, name: name?.name ?? name?.email ?? null },
        input,
        (status) => deps.setStatus(caller.membership, caller.ticket, status),
      );
      return view(caller);
    },

    /**
     * A brand admin passes the open step on the version they saw, with a reason: the round goes
     * on to the next step (or ends approved), and the audit shows the pass (channel `override`).
     */
    async override(caller: Caller, input: ApprovalOverrideInput): Promise<ApprovalRoundView> {
      const me = caller.membership.memberId;
      if (!(await deps.brandAdmins(caller.ticket.projectId)).includes(me))
        throw new AppError('approval_override_forbidden');
      const name = (await deps.people.refs([me])).get(me);
      await record(
        caller.ticket,
        { kind: 'member', id: me, name: name?.name ?? name?.email ?? null },
        { decision: 'approved', comment: input.reason, version: input.version },
        (status) => deps.setStatus(caller.membership, caller.ticket, status),
        true,
      );
      return view(caller);
    },

    /**
     * Whoever asked for the approval, or a brand admin, adds people to the open step or one
     * still to come (docs/product.md#approvals). Nobody is taken out and no step removed; under
     * "all approve" the step now also waits on them. Added members of the open step are asked
     * at once (round-changes.ts). Nothing is saved unless every one of them may approve.
     */
    async addApprovers(caller: Caller, input: ApprovalAddApproversInput): Promise<ApprovalRoundView> {
      const me = caller.membership.memberId;
      const { ticketId, projectId } = caller.ticket;
      const workflow = await deps.workflows.workflow(projectId);
      for (let attempt = 0; ; attempt += 1) {
        const round = await rounds.latest(ticketId);
        if (round?.status !== 'open' || round.project_id !== projectId)
          throw new AppError('approval_not_pending');
        if (round.requested_by !== me && !(await deps.brandAdmins(projectId)).includes(me))
          throw new AppError('approval_approvers_forbidden');
        const index = input.step - 1;
        const step = round.steps[index];
        if (!step)
          throw new AppError('validation_error', {
            details: [{ path: 'step', message: APPROVAL_MESSAGES.stepCount(round.steps.length) }],
          });
        const { state } = await stateOf(round, await versionOf(ticketId, workflow.lock_dates));
        if (state.status !== 'open' || index < state.step) throw new AppError('approval_step_closed');

        const added = input.approvers.filter((uid) => !step.approvers.includes(uid));
        const refused = await refusedApprovers(caller.ticket, step.kind, input.approvers, workflow);
        if (refused.length > 0) throw new AppError('validation_error', { details: refused });
        if (step.approvers.length + added.length > APPROVAL_MAX_APPROVERS)
          throw new AppError('validation_error', {
            details: [{ path: 'approvers', message: APPROVAL_MESSAGES.approversMax(APPROVAL_MAX_APPROVERS) }],
          });
        if (added.length === 0) return view(caller);

        const steps = round.steps.map((s, i) =>
          i === index ? { ...s, approvers: [...s.approvers, ...added] } : s,
        );
        if (await rounds.replaceOpenSteps(round.id, round.steps, steps)) {
          const name = (await deps.people.refs([me])).get(me);
          await deps.changed?.({
            type: 'approvers_added',
            round: { ...round, steps },
            step: index,
            added,
            openStep: state.step,
            byName: name?.name || name?.email || '',
          });
          return view(caller);
        }
        // Someone else changed the round meanwhile: looked at again as it is now.
        if (attempt >= 2) throw new AppError('approval_not_pending');
      }
    },

    /**
     * A client contact's decision in the portal, on the version shown; the post moves in its
     * history under the contact's name.
     */
    async decideAsContact(
      place: { ticketId: string; projectId: string },
      contact: { id: string; name: string },
      input: ApprovalDecisionInput,
    ): Promise<void> {
      await record(place, { kind: 'contact', id: contact.id, name: contact.name }, input, (status) =>
        deps.setStatusOutside(place.ticketId, status, contact.name),
      );
    },

    /**
     * The open rounds of the workspace's brands in `projectIds` (those the caller works on), each
     * with the post's content, its open step as the decisions add up on the content now, and who
     * that step still waits on.
     */
    async openIn(workspaceId: string, visible: (projectIds: string[]) => Promise<Set<string>>) {
      const all = await rounds.openInWorkspace(workspaceId);
      const seen = await visible([...new Set(all.map((round) => round.project_id))]);
      const open = all.filter((round) => seen.has(round.project_id));
      if (open.length === 0) return [];
      const projects = [...new Set(open.map((round) => round.project_id))];
      const workflows = new Map(
        await Promise.all(projects.map(async (id) => [id, await deps.workflows.workflow(id)] as const)),
      );
      const [contents, decisions] = await Promise.all([
        deps.content.ofMany(open.map((round) => round.ticket_id)),
        rounds.decisionsOf(open.map((round) => round.id)),
      ]);
      const byRound = new Map<string, RoundDecisionRow[]>();
      for (const d of decisions) {
        const list = byRound.get(d.round_id) ?? [];
        list.push(toDecisionRow(d));
        byRound.set(d.round_id, list);
      }
      return open.flatMap((round) => {
        const content = contents.get(round.ticket_id);
        if (!content) return [];
        const version = contentHash(content, Boolean(workflows.get(round.project_id)?.lock_dates));
        const state = roundState(round.steps, byRound.get(round.id) ?? [], version);
        if (state.status !== 'open') return [];
        return [{ round, content, state }];
      });
    },

    /**
     * What waits on a contact across the brand: the open rounds whose open step is a client step
     * naming them, with each post's content and version as it is now (one read for all).
     */
    async forContact(
      projectId: string,
      contactId: string,
      /** Only these rounds (one post's page or image): the others' content is not read. */
      only: (round: RoundRow) => boolean = () => true,
    ): Promise<ContactItem[]> {
      const open = (await rounds.openNaming(projectId, contactId)).filter(only);
      if (open.length === 0) return [];
      const workflow = await deps.workflows.workflow(projectId);
      const [contents, decisions] = await Promise.all([
        deps.content.ofMany(open.map((round) => round.ticket_id)),
        rounds.decisionsOf(open.map((round) => round.id)),
      ]);
      const byRound = new Map<string, RoundDecisionRow[]>();
      for (const d of decisions) {
        const list = byRound.get(d.round_id) ?? [];
        list.push(toDecisionRow(d));
        byRound.set(d.round_id, list);
      }
      const items: ContactItem[] = [];
      for (const round of open) {
        const content = contents.get(round.ticket_id);
        if (!content) continue;
        const version = contentHash(content, workflow.lock_dates);
        const rows = byRound.get(round.id) ?? [];
        const state = roundState(round.steps, rows, version);
        const step = round.steps[state.step];
        if (state.status !== 'open' || step?.kind !== 'client' || !step.approvers.includes(contactId))
          continue;
        const mine = rows.findLast(
          (row) => row.step === state.step && row.by === contactId && row.hash === version,
        );
        items.push({
          round,
          content,
          version,
          step: state.step,
          waiting: state.waitingOn.includes(contactId),
          myDecision: mine?.decision ?? null,
        });
      }
      return items;
    },
  };
}
export type RoundsService = ReturnType<typeof createRoundsService>;
