import { describe, expect, it } from 'vitest';
import {
  canMove,
  isTooLate,
  PUBLICATION_STATES,
  PUBLISH_LATE_WINDOW_MINUTES,
  type PublicationState,
} from './publication';

describe('publication states', () => {
  const allowed: [PublicationState, PublicationState][] = [
    ['scheduled', 'publishing'],
    ['scheduled', 'needs_attention'],
    ['publishing', 'published'],
    ['publishing', 'failed'],
    ['publishing', 'scheduled'],
    ['publishing', 'needs_attention'],
    ['failed', 'scheduled'],
    ['failed', 'publishing'],
    ['needs_attention', 'scheduled'],
    ['needs_attention', 'publishing'],
    ['publishing', 'handed_off'],
    ['handed_off', 'published'],
    ['handed_off', 'scheduled'],
  ];

  it('allows exactly the documented moves', () => {
    for (const from of PUBLICATION_STATES)
      for (const to of PUBLICATION_STATES)
        expect([from, to, canMove(from, to)]).toEqual([
          from,
          to,
          allowed.some(([a, b]) => a === from && b === to),
        ]);
  });

  it('never leaves published, and publishes only from the network call or a person after a hand-off', () => {
    expect(PUBLICATION_STATES.filter((to) => canMove('published', to))).toEqual([]);
    expect(PUBLICATION_STATES.filter((from) => canMove(from, 'published'))).toEqual([
      'publishing',
      'handed_off',
    ]);
  });
});

describe('the late window', () => {
  const due = new Date('2026-05-01T09:00:00Z');

  it('lets a post go out up to 60 minutes late by default, not a minute more', () => {
    expect(PUBLISH_LATE_WINDOW_MINUTES).toBe(60);
    expect(isTooLate(due, new Date('2026-05-01T10:00:00Z'))).toBe(false);
    expect(isTooLate(due, new Date('2026-05-01T10:00:01Z'))).toBe(true);
    expect(isTooLate(due, new Date('2026-05-01T08:00:00Z'))).toBe(false);
  });

  it('takes the deployment window', () => {
    expect(isTooLate(due, new Date('2026-05-01T09:06:00Z'), 5)).toBe(true);
    expect(isTooLate(due, new Date('2026-05-01T09:04:00Z'), 5)).toBe(false);
  });
});
