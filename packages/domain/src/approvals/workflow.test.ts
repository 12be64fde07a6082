import { describe, expect, it } from 'vitest';
import { approvalWorkflowInputSchema, APPROVAL_WORKFLOW_MESSAGES as M } from './workflow';

const issues = (input: unknown) => {
  const parsed = approvalWorkflowInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('an approval workflow as brand admins set it', () => {
  it('fills its defaults: any one approver, due in 3 days, expired 7 days after', () => {
    expect(
      approvalWorkflowInputSchema.parse({
        mode: 'required',
        steps: [{ kind: 'internal', brand_admins: true }],
      }),
    ).toEqual({
      mode: 'required',
      steps: [{ kind: 'internal', rule: 'any', brand_admins: true, approvers: [] }],
      due_days: 3,
      expire_days: 7,
      lock_dates: false,
      author_may_approve: false,
    });
  });

  it('refuses a multi-step workflow without steps or with more than 5, and a required one of other than one step', () => {
    const step = { kind: 'internal', approvers: ['m1'] };
    expect(issues({ mode: 'multi_step', steps: [] })).toEqual([['steps', M.stepsNeeded]]);
    expect(issues({ mode: 'multi_step', steps: Array(6).fill(step) })[0]?.[0]).toBe('steps');
    expect(issues({ mode: 'multi_step', steps: Array(5).fill(step) })).toEqual([]);
    expect(issues({ mode: 'required', steps: [step, step] })).toEqual([['steps', M.oneStep]]);
    expect(issues({ mode: 'optional', steps: [step] })).toEqual([['steps', M.noSteps]]);
    expect(issues({ mode: 'none' })).toEqual([]);
  });

  it('refuses a step without approvers, a client step of brand admins, and an approver twice', () => {
    expect(issues({ mode: 'required', steps: [{ kind: 'internal' }] })).toEqual([
      ['steps.0.approvers', M.noApprover],
    ]);
    expect(
      issues({ mode: 'required', steps: [{ kind: 'client', brand_admins: true, approvers: ['c1'] }] }),
    ).toEqual([['steps.0.brand_admins', M.clientAdmins]]);
    expect(issues({ mode: 'required', steps: [{ kind: 'client', approvers: ['c1', 'c1'] }] })).toEqual([
      ['steps.0.approvers', M.duplicate],
    ]);
  });

  it('keeps due and expiry within 1 to 90 days', () => {
    expect(issues({ mode: 'optional', due_days: 0 })[0]?.[0]).toBe('due_days');
    expect(issues({ mode: 'optional', due_days: 91 })[0]?.[0]).toBe('due_days');
    expect(issues({ mode: 'optional', expire_days: 90 })).toEqual([]);
  });
});
