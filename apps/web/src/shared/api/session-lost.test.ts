import { describe, expect, it, vi } from 'vitest';
import { announceSessionLost, onSessionLost } from './session-lost';

describe('session lost', () => {
  it('tells every listener and settles once they all have', async () => {
    let finished = false;
    const quick = vi.fn();
    const slow = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      finished = true;
    });
    const stopQuick = onSessionLost(quick);
    const stopSlow = onSessionLost(slow);

    await announceSessionLost();

    expect(quick).toHaveBeenCalledTimes(1);
    expect(slow).toHaveBeenCalledTimes(1);
    expect(finished).toBe(true);
    stopQuick();
    stopSlow();
  });

  it('no longer tells a listener that stopped listening', async () => {
    const listener = vi.fn();
    onSessionLost(listener)();

    await announceSessionLost();

    expect(listener).not.toHaveBeenCalled();
  });
});
