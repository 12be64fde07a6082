import { type ApprovalWorkflowView, DEFAULT_APPROVAL_WORKFLOW } from '@expertos/domain/approvals/workflow';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  draftOf,
  fieldOf,
  moveStep,
  newStep,
  problemsByField,
  sameWorkflow,
  withKind,
  withMode,
} from './workflow-draft';

const view: ApprovalWorkflowView = { ...DEFAULT_APPROVAL_WORKFLOW, steps: [], updated_at: null };

describe('the workflow as it is edited', () => {
  it('keeps every step across modes and sends only the ones the mode has', () => {
    const multi = withMode(draftOf(view), 'multi_step');
    expect(multi.steps).toHaveLength(1);
    const three = { ...multi, steps: [...multi.steps, newStep('client'), newStep()] };
    expect(bodyOf(three).steps).toHaveLength(3);
    expect(bodyOf(withMode(three, 'required')).steps).toHaveLength(1);
    expect(bodyOf(withMode(three, 'optional')).steps).toEqual([]);
    expect(withMode(withMode(three, 'none'), 'multi_step').steps).toEqual(three.steps);
  });

  it('moves a step up or down, and not past either end', () => {
    const [a, b, c] = [newStep(), newStep(), newStep()];
    expect(moveStep([a!, b!, c!], 1, -1)).toEqual([b, a, c]);
    expect(moveStep([a!, b!, c!], 1, 1)).toEqual([a, c, b]);
    expect(moveStep([a!, b!, c!], 0, -1)).toEqual([a, b, c]);
    expect(moveStep([a!, b!, c!], 2, 1)).toEqual([a, b, c]);
  });

  it('drops the approvers of the other kind, and brand admins from a client step', () => {
    const step = { ...newStep(), approvers: ['m2'] };
    expect(withKind(step, 'client')).toMatchObject({ kind: 'client', approvers: [], brand_admins: false });
    expect(withKind(step, 'internal')).toBe(step);
    const draft = { ...withMode(draftOf(view), 'required') };
    draft.steps = [{ ...newStep('client'), brand_admins: true, approvers: ['c1'] }];
    expect(bodyOf(draft).steps?.[0]?.brand_admins).toBe(false);
  });

  it('sends a day count that is not a number as one that fails', () => {
    expect(bodyOf({ ...draftOf(view), due_days: '' }).due_days).toBeNaN();
  });

  it('tells an unchanged draft from a changed one', () => {
    expect(sameWorkflow(draftOf(view), draftOf(view))).toBe(true);
    expect(sameWorkflow(draftOf(view), { ...draftOf(view), lock_dates: true })).toBe(false);
  });
});

describe('where a refusal is shown', () => {
  it.each([
    ['steps.0.approvers.1', 'steps.0.approvers'],
    ['steps.2.approvers', 'steps.2.approvers'],
    ['steps.1', 'steps.1.approvers'],
    ['steps.0.brand_admins', 'steps.0.brand_admins'],
    ['steps.0.rule', 'steps.0.rule'],
    ['steps', 'steps'],
    ['due_days', 'due_days'],
    ['expire_days', 'expire_days'],
    ['mode', 'mode'],
    ['', 'form'],
    ['lock_dates.x', 'form'],
  ])('%s at %s', (path, field) => {
    expect(fieldOf(path)).toBe(field);
  });

  it('groups the messages by field, each once', () => {
    expect(
      problemsByField([
        { path: 'steps.0.approvers.0', message: 'a' },
        { path: 'steps.0.approvers.1', message: 'a' },
        { path: 'steps.0.approvers', message: 'b' },
        { path: 'due_days', message: 'c' },
      ]),
    ).toEqual({ 'steps.0.approvers': ['a', 'b'], due_days: ['c'] });
  });
});
