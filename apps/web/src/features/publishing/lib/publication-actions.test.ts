import { PUBLICATION_STATES } from '@expertos/domain/publishing/publication';
import { describe, expect, it } from 'vitest';
import { actionsFor } from './publication-actions';

describe('what a person may do with a publication', () => {
  it.each(PUBLICATION_STATES)('%s', (state) => {
    const actions = actionsFor(state);
    // Going out or out already: nothing to move, take off or retry.
    if (state === 'publishing' || state === 'published')
      expect(actions).toEqual({ reschedule: false, unschedule: false, retry: false });
    // Only one that failed or waits for a person is published now by hand.
    expect(actions.retry).toBe(state === 'failed' || state === 'needs_attention');
    // One on a phone can move (the notice goes again then) but is not taken off.
    if (state === 'handed_off')
      expect(actions).toEqual({ reschedule: true, unschedule: false, retry: false });
    if (state === 'scheduled') expect(actions).toEqual({ reschedule: true, unschedule: true, retry: false });
  });
});
