const MAX_DELAY_MS = 60 * 60 * 1000;

/**
 * Delay before retrying after failed attempt `attempt` (1-based): 2^attempt seconds, capped at
 * an hour, with "equal jitter" (between half and all of it) so jobs that failed together (an
 * SMTP outage) do not all come back in the same second.
 */
export function defaultBackoff(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.max(1, attempt));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * A job type's own retry schedule: after failed attempt n, `delaysMs[n - 1]`, the last delay
 * repeating once the list runs out.
 */
export function scheduledBackoff(delaysMs: readonly number[]): (attempt: number) => number {
  if (delaysMs.length === 0) throw new Error('A retry schedule needs at least one delay');
  return (attempt) => delaysMs[Math.min(Math.max(1, attempt), delaysMs.length) - 1]!;
}
