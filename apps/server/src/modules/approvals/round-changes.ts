import type { RoundDecision } from '@expertos/domain/approvals/round';
import type { RoundRow } from './rounds.repository.js';

/** Who decided: a member in the app, or a client contact in the portal. */
export interface RoundDecider {
  kind: 'member' | 'contact';
  id: string;
  name: string | null;
}

/**
 * What happened to a round, told after the change committed: the round's timers (reminders,
 * expiry) and notices follow it without the rounds service knowing them.
 * `openStep` is the step open after the change (null once the round ended); `ended` its end.
 */
export type RoundChange =
  | { type: 'requested'; round: RoundRow; openStep: number }
  /** People added to `step` (0-based) of the open round, `round` as it is with them. */
  | {
      type: 'approvers_added';
      round: RoundRow;
      step: number;
      added: string[];
      openStep: number;
      byName: string;
    }
  | {
      type: 'decided';
      round: RoundRow;
      step: number;
      decision: RoundDecision;
      comment: string | null;
      by: RoundDecider;
      openStep: number | null;
      ended: RoundDecision | null;
    };

export type RoundChangeListener = (change: RoundChange) => Promise<void>;
