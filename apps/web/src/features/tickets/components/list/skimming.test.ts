import { describe, expect, it } from 'vitest';
import { nextSkimState } from './skimming';

describe('skimming the table', () => {
  const rest = { offset: 0, skimming: false };

  it('starts when one scroll moves more than the table is high, and lasts until scrolling stops', () => {
    const jumped = nextSkimState(rest, 2000, 600, true);
    expect(jumped.skimming).toBe(true);
    // A slow move while still scrolling keeps the light rows (no flicker between kinds).
    const slow = nextSkimState(jumped, 2050, 600, true);
    expect(slow.skimming).toBe(true);
    expect(nextSkimState(slow, 2050, 600, false)).toEqual({ offset: 2050, skimming: false });
  });

  it('never starts for wheel-sized steps or before the table has a height', () => {
    let state = rest;
    for (let offset = 100; offset <= 3000; offset += 100) {
      state = nextSkimState(state, offset, 600, true);
      expect(state.skimming).toBe(false);
    }
    expect(nextSkimState(rest, 5000, 0, true).skimming).toBe(false);
    // Up as well as down.
    expect(nextSkimState({ offset: 5000, skimming: false }, 1000, 600, true).skimming).toBe(true);
  });
});
