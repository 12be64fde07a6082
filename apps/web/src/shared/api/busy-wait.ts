import { useSyncExternalStore } from 'react';

/**
 * Waits on the server's rate limit in progress (the API client waiting out a 429, the start-up
 * check waiting to ask again). While one that takes long is under way the app shows a quiet
 * notice instead of an error: nothing failed, it only takes a moment longer.
 */

/** Shorter waits pass without a word. */
export const BUSY_NOTICE_AFTER_MS = 1_500;

let waiting = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Counts a wait of `waitMs`; answers the function that ends it (once, however often called). */
export function startBusyWait(waitMs: number): () => void {
  if (waitMs < BUSY_NOTICE_AFTER_MS) return () => {};
  waiting += 1;
  changed();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    waiting = Math.max(0, waiting - 1);
    changed();
  };
}

export function isBusyWaiting(): boolean {
  return waiting > 0;
}

/** Forgets every wait (tests, between runs). */
export function resetBusyWaits(): void {
  waiting = 0;
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a long wait on the rate limit is under way. */
export function useBusyWaiting(): boolean {
  return useSyncExternalStore(subscribe, isBusyWaiting, () => false);
}
