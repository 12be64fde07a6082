/**
 * Wraps an async function so that every call made while one is pending shares that
 * pending promise (the first caller's arguments win). Once it settles, either way, the
 * next call starts afresh: a failed token refresh is retried by the next request rather
 * than remembered.
 */
export function singleFlight<A extends unknown[], T>(
  fn: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  let pending: Promise<T> | null = null;
  return (...args) => {
    if (pending) return pending;
    // Started through an async function so a synchronous throw becomes a rejection too.
    const current = (async () => fn(...args))();
    pending = current;
    const release = () => {
      if (pending === current) pending = null;
    };
    // Both handlers given, so this side chain never raises an unhandled rejection.
    current.then(release, release);
    return current;
  };
}
