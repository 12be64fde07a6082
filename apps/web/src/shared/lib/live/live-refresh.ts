import type { Query, QueryClient, QueryFilters } from '@tanstack/react-query';

/**
 * How long live events are gathered before what they made stale is refetched. The events of one
 * change (a bulk edit's hundred tickets) arrive together, within a few milliseconds; 100 ms
 * gathers them and still leaves a board (counts, then the new column's list) in place well
 * within the second a change should take to reach another tab (measured: about 200 ms).
 */
export const LIVE_REFRESH_WINDOW_MS = 100;

export interface LiveRefresher {
  /**
   * Marks what the filters match stale at the end of the current window (active queries
   * refetch then, the others when next shown). However many events name a query in one
   * window, it is refetched once.
   */
  refresh: (...filters: QueryFilters[]) => void;
  /** Ends the window now. */
  flush: () => void;
}

const refreshers = new WeakMap<QueryClient, LiveRefresher>();

/** The one refresher of `queryClient`, so every feature's events share its window. */
export function liveRefresher(queryClient: QueryClient): LiveRefresher {
  let refresher = refreshers.get(queryClient);
  if (!refresher) {
    refresher = createLiveRefresher(queryClient);
    refreshers.set(queryClient, refresher);
  }
  return refresher;
}

function createLiveRefresher(queryClient: QueryClient): LiveRefresher {
  let pending: QueryFilters[] = [];
  // Filters already asked for in this window: a burst of events adds each only once.
  const asked = new Set<QueryFilters | string>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const filters = pending;
    pending = [];
    asked.clear();
    const cache = queryClient.getQueryCache();
    const chosen = new Set<Query>();
    for (const filter of filters) for (const query of cache.findAll(filter)) chosen.add(query);
    if (chosen.size === 0) return;
    // One invalidation over the union: filters that overlap still refetch a query once.
    void queryClient.invalidateQueries({ predicate: (query) => chosen.has(query), refetchType: 'active' });
  }

  return {
    refresh(...filters) {
      for (const filter of filters) {
        const key = filter.predicate ? filter : JSON.stringify(filter);
        if (asked.has(key)) continue;
        asked.add(key);
        pending.push(filter);
      }
      timer ??= setTimeout(flush, LIVE_REFRESH_WINDOW_MS);
    },
    flush,
  };
}
