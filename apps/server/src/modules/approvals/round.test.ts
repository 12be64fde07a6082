import { type RoundDecisionRow, type RoundStep, roundState } from '@expertos/domain/approvals/round';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/**
 * The approval round's rule (packages/domain/src/approvals/round.ts) over random workflows,
 * decisions and edits: a post is approved only if each step approved the content as it is now.
 */

const PEOPLE = ['ana', 'ben', 'cy', 'dee', 'eve'];
const HASHES = ['v1', 'v2'];

const stepArb: fc.Arbitrary<RoundStep> = fc.record({
  rule: fc.constantFrom('any' as const, 'all' as const),
  approvers: fc.uniqueArray(fc.constantFrom(...PEOPLE), { minLength: 1, maxLength: 3 }),
});
const decisionArb = (steps: number): fc.Arbitrary<RoundDecisionRow> =>
  fc.record({
    step: fc.integer({ min: 0, max: steps - 1 }),
    by: fc.constantFrom(...PEOPLE, 'outsider'),
    decision: fc.constantFrom(
      'approved' as const,
      'approved' as const,
      'changes_requested' as const,
      'rejected' as const,
    ),
    hash: fc.constantFrom(...HASHES),
  });
const roundArb = fc.array(stepArb, { minLength: 1, maxLength: 5 }).chain((steps) =>
  fc.record({
    steps: fc.constant(steps),
    decisions: fc.array(decisionArb(steps.length), { maxLength: 20 }),
    hash: fc.constantFrom(...HASHES),
  }),
);

const approvalsOf = (decisions: readonly RoundDecisionRow[], step: number, hash: string) =>
  new Set(
    decisions.filter((d) => d.step === step && d.decision === 'approved' && d.hash === hash).map((d) => d.by),
  );

describe('an approval round', () => {
  it('is approved only if each step approved the current content: any one of its approvers, or all of them', () => {
    fc.assert(
      fc.property(roundArb, ({ steps, decisions, hash }) => {
        const state = roundState(steps, decisions, hash);
        if (state.status !== 'approved') return;
        steps.forEach((step, index) => {
          const approved = approvalsOf(decisions, index, hash);
          const counted = step.approvers.filter((uid) => approved.has(uid));
          if (step.rule === 'any') expect(counted.length).toBeGreaterThan(0);
          else expect(counted).toEqual(step.approvers);
          // Nobody of the step asked for changes or rejected it.
          expect(
            decisions.some(
              (d) => d.step === index && d.decision !== 'approved' && step.approvers.includes(d.by),
            ),
          ).toBe(false);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('is moved by no decision of someone outside the open step, nor by an approval of other content', () => {
    fc.assert(
      fc.property(roundArb, fc.constantFrom(...PEOPLE), ({ steps, decisions, hash }, person) => {
        const before = roundState(steps, decisions, hash);
        const other = HASHES.find((h) => h !== hash)!;
        expect(
          roundState(
            steps,
            [...decisions, { step: before.step, by: 'outsider', decision: 'rejected', hash }],
            hash,
          ),
        ).toEqual(before);
        expect(
          roundState(
            steps,
            [...decisions, { step: before.step, by: person, decision: 'approved', hash: other }],
            hash,
          ),
        ).toEqual(before);
      }),
      { numRuns: 500 },
    );
  });

  it('moves past the open step once everyone it waits on approves, and ends at once on a request for changes', () => {
    fc.assert(
      fc.property(roundArb, ({ steps, decisions, hash }) => {
        const state = roundState(steps, decisions, hash);
        if (state.status !== 'open') return;
        const approvals = state.waitingOn.map((by) => ({
          step: state.step,
          by,
          decision: 'approved' as const,
          hash,
        }));
        const after = roundState(steps, [...decisions, ...approvals], hash);
        expect(after.status === 'approved' || after.step > state.step).toBe(true);
        const [first] = state.waitingOn;
        if (first === undefined) return;
        const sentBack = roundState(
          steps,
          [...decisions, { step: state.step, by: first, decision: 'changes_requested', hash }],
          hash,
        );
        expect(sentBack).toMatchObject({ status: 'changes_requested', step: state.step, waitingOn: [] });
      }),
      { numRuns: 500 },
    );
  });

  it('passes the open step on a brand admin’s override of the current content, never of other content', () => {
    fc.assert(
      fc.property(roundArb, ({ steps, decisions, hash }) => {
        const state = roundState(steps, decisions, hash);
        if (state.status !== 'open') return;
        const pass = (on: string) =>
          roundState(
            steps,
            [...decisions, { step: state.step, by: 'admin', decision: 'approved', hash: on, override: true }],
            hash,
          );
        const after = pass(hash);
        expect(after.status === 'approved' || after.step > state.step).toBe(true);
        expect(pass(HASHES.find((h) => h !== hash)!)).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });
});
