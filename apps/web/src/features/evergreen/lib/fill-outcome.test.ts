import { describe, expect, it } from 'vitest';
import { aPage, aPost, someSettings } from '../test/fixtures';
import { fillOutcome } from './fill-outcome';

describe('what a fill says it did', () => {
  it('counts the copies it made', () => {
    expect(fillOutcome(2, aPage(), '2030-06-01')).toEqual({ kind: 'made', count: 2 });
  });

  it('says the brand is paused', () => {
    expect(fillOutcome(0, aPage({ settings: someSettings({ paused: true }) }), '2030-06-01')).toEqual({
      kind: 'paused',
    });
  });

  it('says no post may come back yet, and from when', () => {
    const page = aPage({
      items: [
        aPost({ next_eligible: '2030-07-01' }),
        aPost({ next_eligible: '2030-06-10' }),
        aPost({ next_eligible: '2030-05-01', paused: true }),
        aPost({ next_eligible: null }),
      ],
    });
    expect(fillOutcome(0, page, '2030-06-01')).toEqual({ kind: 'noneEligible', from: '2030-06-10' });
    expect(fillOutcome(0, aPage({ items: [aPost({ next_eligible: null })] }), '2030-06-01')).toEqual({
      kind: 'noneEligible',
      from: null,
    });
  });

  it('else no slot was free', () => {
    expect(fillOutcome(0, aPage(), '2030-06-01')).toEqual({ kind: 'noSlot' });
  });
});
