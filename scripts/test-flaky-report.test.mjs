import { describe, expect, it } from 'vitest';
import { journeysOf, summarise, tally } from './test-flaky-report.mjs';

/** A Playwright JSON report in the shape its json reporter writes (files → specs → tests → results). */
const report = (outcomes) => ({
  suites: [
    {
      title: 'board.spec.ts',
      file: 'board.spec.ts',
      specs: [
        {
          title: 'a card is dragged',
          file: 'board.spec.ts',
          line: 3,
          tests: [{ results: outcomes.drag }],
        },
      ],
      suites: [
        {
          title: 'on a phone',
          specs: [
            {
              title: 'one column at a time',
              file: 'board.spec.ts',
              line: 20,
              tests: [{ results: outcomes.phone }],
            },
          ],
        },
      ],
    },
  ],
});
const passed = (duration) => ({ status: 'passed', duration });
const failed = (message) => ({ status: 'failed', duration: 1000, error: { message } });

describe('test:flaky report', () => {
  it('names each journey by file, line and its describe titles', () => {
    const found = journeysOf(report({ drag: [passed(1000)], phone: [passed(2000)] }));
    expect(found.map((journey) => journey.id)).toEqual([
      'board.spec.ts:3 › a card is dragged',
      'board.spec.ts:20 › on a phone › one column at a time',
    ]);
  });

  it('counts a journey that passed only on its retry as failed in that run', () => {
    const outcomes = new Map();
    const run = tally(report({ drag: [failed('Timeout'), passed(900)], phone: [passed(2000)] }), outcomes);
    expect(run).toEqual({ failed: 1, total: 2 });
    expect(outcomes.get('board.spec.ts:3 › a card is dragged')).toMatchObject({ runs: 1, failed: 1 });
  });

  it('prints the failure rate over the runs, failing journeys first, with their first error line', () => {
    const outcomes = new Map();
    tally(
      report({
        drag: [passed(3000)],
        phone: [failed('\u001b[31mexpect(locator).toBeVisible()\u001b[39m\n  at x')],
      }),
      outcomes,
    );
    tally(report({ drag: [passed(5000)], phone: [passed(2000)] }), outcomes);
    tally(
      report({
        drag: [passed(4000)],
        phone: [{ status: 'timedOut', duration: 30000, error: { message: 'Test timeout' } }],
      }),
      outcomes,
    );
    tally(report({ drag: [passed(4000)], phone: [passed(2000)] }), outcomes);
    const { lines, failing } = summarise(outcomes, 4);
    expect(failing).toBe(1);
    expect(lines[0]).toBe('2 journeys, 4 run(s): 1 failed at least once');
    expect(lines[2]).toMatch(
      /^2\/4\s+50%\s+2\.0s {2}board\.spec\.ts:20 › on a phone › one column at a time$/,
    );
    expect(lines[3].trim()).toBe('failed: expect(locator).toBeVisible()');
    expect(lines[4].trim()).toBe('timedOut: Test timeout');
    expect(lines[5]).toMatch(/^0\/4\s+0%\s+4\.0s {2}board\.spec\.ts:3 › a card is dragged$/);
  });

  it('leaves skipped journeys out of the rate', () => {
    const outcomes = new Map();
    const run = tally(report({ drag: [{ status: 'skipped', duration: 0 }], phone: [passed(1)] }), outcomes);
    expect(run).toEqual({ failed: 0, total: 1 });
    expect(outcomes.has('board.spec.ts:3 › a card is dragged')).toBe(false);
  });
});
