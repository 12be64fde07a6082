import userEvent, { type Options } from '@testing-library/user-event';

/**
 * A user for a test: user-event without its pause between keys and clicks (`delay: null`).
 * The pause is a timer per key, so typing a sentence cost as many turns of the event loop, and
 * the component tier most of its time on a shared CI core (a typing test 9.8 s → 5.1 s). Each
 * event still runs inside React's act(), so what a test reads after an action is up to date.
 */
export function setupUser(options: Options = {}) {
  return userEvent.setup({ delay: null, ...options });
}
