/**
 * An approval round (docs/product.md#approvals): "Request approval" opens the workflow's first
 * step; each step opens when the one before closes; the last step's approval approves the post.
 * Any approver of the open step may instead ask for changes or reject, which ends the round.
 * Only decisions on the content as it is now count: an approval of an earlier version (its hash)
 * approves nothing. Pure: the service stores decisions and asks this what they add up to.
 */

export const ROUND_DECISIONS = ['approved', 'changes_requested', 'rejected'] as const;
export type RoundDecision = (typeof ROUND_DECISIONS)[number];

/** A step as the round took it when it started (later workflow edits do not move it). */
export interface RoundStep {
  rule: 'any' | 'all';
  /** Who may decide: member or contact uids (a step of "any brand admin" lists them). */
  approvers: readonly string[];
}

export interface RoundDecisionRow {
  /** The step (0-based) it was made on. */
  step: number;
  by: string;
  decision: RoundDecision;
  /** The content's hash it was made on. */
  hash: string;
  /**
   * A brand admin passed the step (with a reason, as the audit shows): it closes the step on that
   * content, whoever its approvers are. Like any approval, only on the content as it is now.
   */
  override?: boolean;
}

export type RoundStatus = 'open' | 'approved' | 'changes_requested' | 'rejected';

export interface RoundState {
  status: RoundStatus;
  /** The open step (0-based); the last one once the round ended. */
  step: number;
  /** Who the open step still waits on; empty once the round ended. */
  waitingOn: string[];
}

/** Who of the step approved the content `hash`, in the order they did. */
function approvedBy(
  step: number,
  approvers: readonly string[],
  decisions: readonly RoundDecisionRow[],
  hash: string,
) {
  const allowed = new Set(approvers);
  const by = new Set<string>();
  for (const row of decisions)
    if (row.step === step && row.decision === 'approved' && row.hash === hash && allowed.has(row.by))
      by.add(row.by);
  return by;
}

/** What the round's decisions add up to, for the content as it is now (`hash`). */
export function roundState(
  steps: readonly RoundStep[],
  decisions: readonly RoundDecisionRow[],
  hash: string,
): RoundState {
  for (let index = 0; index < steps.length; index += 1) {
    const step = steps[index]!;
    const allowed = new Set(step.approvers);
    // A request for changes or a rejection by one of the step's approvers ends the round.
    const ending = decisions.find(
      (row) => row.step === index && row.decision !== 'approved' && allowed.has(row.by),
    );
    if (ending)
      return { status: ending.decision as 'changes_requested' | 'rejected', step: index, waitingOn: [] };
    const passed = decisions.some(
      (row) =>
        row.step === index && row.override === true && row.decision === 'approved' && row.hash === hash,
    );
    if (passed) continue;
    const approved = approvedBy(index, step.approvers, decisions, hash);
    const closed = step.rule === 'any' ? approved.size > 0 : step.approvers.every((uid) => approved.has(uid));
    if (!closed || step.approvers.length === 0)
      return {
        status: 'open',
        step: index,
        waitingOn: step.approvers.filter((uid) => !approved.has(uid)),
      };
  }
  return { status: 'approved', step: Math.max(0, steps.length - 1), waitingOn: [] };
}

/** Whether `by` may decide now: an approver of the open step who has not approved this content yet. */
export function mayDecide(state: RoundState, by: string): boolean {
  return state.status === 'open' && state.waitingOn.includes(by);
}
