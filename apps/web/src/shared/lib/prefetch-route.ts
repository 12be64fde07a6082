/**
 * Fetches a route's code ahead of a click: in-app links call it on hover and focus, so the
 * page's chunk is usually there before the navigation asks for it. The app registers how a
 * path maps to its code (app/router.tsx); before that, or for an unknown path, nothing happens.
 */
type RoutePrefetcher = (path: string) => void;

let registered: RoutePrefetcher | null = null;
const done = new Set<string>();

export function registerRoutePrefetcher(prefetch: RoutePrefetcher | null): void {
  registered = prefetch;
}

/** Fetches the code of every route `to` (a path, maybe with a query) goes through. Once a path. */
export function prefetchRoute(to: string): void {
  const path = to.split(/[?#]/)[0] ?? to;
  if (!registered || done.has(path)) return;
  done.add(path);
  registered(path);
}

/** For a link: prefetches its route on hover and keyboard focus. */
export function prefetchOnIntent(to: string) {
  const prefetch = () => prefetchRoute(to);
  return { onPointerEnter: prefetch, onFocus: prefetch };
}
