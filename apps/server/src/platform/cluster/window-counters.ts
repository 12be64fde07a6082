/** One hit on a fixed-window counter: the count so far and when the window ends (epoch ms). */
export interface WindowHit {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters: the request limits and the failed sign-in counts are kept in them.
 * In memory for one process; the cluster's primary holds one set for all its API processes
 * (cluster-counters.ts); Redis holds them when REDIS_URL is set (rate-limit.ts).
 */
export interface WindowCounters {
  /** Adds one to `key` (its window starts at the first hit) and answers the count and its end. */
  hit(key: string, windowMs: number): Promise<WindowHit>;
  /** The counter of `key` in its current window, null when there is none. */
  peek(key: string): Promise<WindowHit | null>;
  /** Forgets `key` (e.g. a successful sign-in clears its failures). */
  clear(key: string): Promise<void>;
}

/** Past this many keys, expired ones are dropped at the next hit so the map stays bounded. */
const SWEEP_ABOVE = 10_000;

export function memoryWindowCounters(now: () => number = Date.now): WindowCounters {
  const counts = new Map<string, WindowHit>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= now()) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowMs) {
      if (counts.size > SWEEP_ABOVE) for (const k of [...counts.keys()]) live(k);
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      counts.set(key, entry);
      return { ...entry };
    },
    async peek(key) {
      const entry = live(key);
      return entry ? { ...entry } : null;
    },
    async clear(key) {
      counts.delete(key);
    },
  };
}
