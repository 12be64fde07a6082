/**
 * Counts sign-outs. Work that started before a sign-out (a token refresh, a session load)
 * compares the epoch it started in with the current one and drops its result when they
 * differ, so a reply that arrives late cannot sign the user back in.
 */
let epoch = 0;

export function currentSessionEpoch(): number {
  return epoch;
}

export function endSessionEpoch(): void {
  epoch += 1;
}
