import type { LiveStatus } from '@expertos/api-client/live-events';
import { useSyncExternalStore } from 'react';

export type { LiveStatus };

/*
 * Whether this tab's live stream is up (docs/product.md#live-updates). What polls (the bell, the
 * timer) reads it: while the stream is live the changes arrive by it, so the polls rest.
 */

let status: LiveStatus = 'offline';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getLiveStatus(): LiveStatus {
  return status;
}

/** The stream is up: a poll may rest. */
export function isLive(): boolean {
  return status === 'live';
}

/** Set by the live connection only (and tests). */
export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of [...listeners]) listener();
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, getLiveStatus, getLiveStatus);
}

export function useIsLive(): boolean {
  return useLiveStatus() === 'live';
}
