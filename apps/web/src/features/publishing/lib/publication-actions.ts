import type { PublicationState } from '@expertos/domain/publishing/publication';

/** What a person may do with a publication in each state (the domain's moves, docs/product.md#publishing). */
export interface PublicationActions {
  /** Another time: a scheduled one keeps its state; one that failed, waits, or sits on a phone is scheduled again. */
  reschedule: boolean;
  /** Off the schedule: only before it goes out. */
  unschedule: boolean;
  /** Publish now: one that failed or waits for a person. */
  retry: boolean;
}

export function actionsFor(state: PublicationState): PublicationActions {
  return {
    reschedule: ['scheduled', 'failed', 'needs_attention', 'handed_off'].includes(state),
    unschedule: ['scheduled', 'failed', 'needs_attention'].includes(state),
    retry: state === 'failed' || state === 'needs_attention',
  };
}

/** The badge's colour per state: trouble stands out, the finished one is calm. */
export const STATE_COLOR: Record<PublicationState, string> = {
  scheduled: 'blue',
  publishing: 'cyan',
  published: 'teal',
  failed: 'red',
  needs_attention: 'orange',
  handed_off: 'grape',
};
