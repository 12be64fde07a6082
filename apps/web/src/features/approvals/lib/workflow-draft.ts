import {
  APPROVAL_MAX_STEPS,
  type ApprovalMode,
  type ApprovalStepKind,
  type ApprovalStepRule,
  type ApprovalWorkflowInput,
  type ApprovalWorkflowView,
} from '@expertos/domain/approvals/workflow';

/**
 * The approval workflow as a brand admin edits it (docs/product.md#approvals): every step kept
 * while the mode changes (so going from multi-step to optional and back loses nothing typed),
 * and only the steps the mode has sent.
 */
export interface StepDraft {
  /** Stable while steps move, for React; never sent. */
  key: number;
  kind: ApprovalStepKind;
  rule: ApprovalStepRule;
  brand_admins: boolean;
  /** Member uids (internal) or contact uids (client). */
  approvers: string[];
}

export interface WorkflowDraft {
  mode: ApprovalMode;
  steps: StepDraft[];
  /** A number input's value: a number, or the text while it is not one yet. */
  due_days: number | string;
  expire_days: number | string;
  lock_dates: boolean;
  author_may_approve: boolean;
}

let nextKey = 1;

/** A new step: internal, any one approver, any brand admin (so it is complete as it stands). */
export function newStep(kind: ApprovalStepKind = 'internal'): StepDraft {
  return { key: nextKey++, kind, rule: 'any', brand_admins: kind === 'internal', approvers: [] };
}

export function draftOf(view: ApprovalWorkflowView): WorkflowDraft {
  return {
    mode: view.mode,
    steps: view.steps.map((step) => ({
      key: nextKey++,
      kind: step.kind,
      rule: step.rule,
      brand_admins: step.brand_admins,
      approvers: step.approvers.map((approver) => approver.uid),
    })),
    due_days: view.due_days,
    expire_days: view.expire_days,
    lock_dates: view.lock_dates,
    author_may_approve: view.author_may_approve,
  };
}

/** Whether the mode has steps at all. */
export const hasSteps = (mode: ApprovalMode) => mode === 'required' || mode === 'multi_step';

/** The steps the mode has: the first for required, all of them for multi-step, none otherwise. */
export function stepsOf(draft: Pick<WorkflowDraft, 'mode' | 'steps'>): StepDraft[] {
  if (draft.mode === 'required') return draft.steps.slice(0, 1);
  if (draft.mode === 'multi_step') return draft.steps.slice(0, APPROVAL_MAX_STEPS);
  return [];
}

/** Another mode; one with steps gets a first step when there is none yet. */
export function withMode(draft: WorkflowDraft, mode: ApprovalMode): WorkflowDraft {
  const steps = hasSteps(mode) && draft.steps.length === 0 ? [newStep()] : draft.steps;
  return { ...draft, mode, steps };
}

/** The step at `index` moved `by` places (−1 up, +1 down); the list as it was past either end. */
export function moveStep(steps: StepDraft[], index: number, by: -1 | 1): StepDraft[] {
  const to = index + by;
  if (to < 0 || to >= steps.length) return steps;
  const next = [...steps];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** The kind changed: approvers of the other kind mean nothing here, and only internal steps take brand admins. */
export function withKind(step: StepDraft, kind: ApprovalStepKind): StepDraft {
  if (step.kind === kind) return step;
  return { ...step, kind, approvers: [], brand_admins: kind === 'internal' };
}

const days = (value: number | string): number => (typeof value === 'number' ? value : Number.NaN);

/** What `PUT` takes: the mode's steps only; a day count that is not a number stays one (and fails). */
export function bodyOf(draft: WorkflowDraft): ApprovalWorkflowInput {
  return {
    mode: draft.mode,
    steps: stepsOf(draft).map(({ kind, rule, brand_admins, approvers }) => ({
      kind,
      rule,
      brand_admins: kind === 'internal' && brand_admins,
      approvers,
    })),
    due_days: days(draft.due_days),
    expire_days: days(draft.expire_days),
    lock_dates: draft.lock_dates,
    author_may_approve: draft.author_may_approve,
  };
}

/** Whether two drafts would save the same workflow. */
export function sameWorkflow(a: WorkflowDraft, b: WorkflowDraft): boolean {
  return JSON.stringify(bodyOf(a)) === JSON.stringify(bodyOf(b));
}

/**
 * The field a refusal's path belongs to, where the form shows it: a step's approvers
 * (`steps.0.approvers.1` and `steps.0.approvers` → `steps.0.approvers`), its other fields, the
 * step list, the day counts; anything else is the form's own (`form`).
 */
export function fieldOf(path: string): string {
  const parts = path.split('.');
  if (parts[0] === 'steps' && parts[1] !== undefined && /^\d+$/.test(parts[1])) {
    const field = parts[2];
    if (field === 'kind' || field === 'rule' || field === 'brand_admins') return `steps.${parts[1]}.${field}`;
    return `steps.${parts[1]}.approvers`;
  }
  if (parts.length === 1 && ['mode', 'steps', 'due_days', 'expire_days'].includes(path)) return path;
  return 'form';
}

export interface FieldProblem {
  path: string;
  message: string;
}

/** The problems grouped by the field they are shown at, each message once. */
export function problemsByField(problems: readonly FieldProblem[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {};
  for (const { path, message } of problems) {
    const field = fieldOf(path);
    const list = grouped[field] ?? [];
    if (!list.includes(message)) list.push(message);
    grouped[field] = list;
  }
  return grouped;
}
