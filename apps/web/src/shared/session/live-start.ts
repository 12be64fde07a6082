/**
 * Where this session's first live stream resumes: the bootstrap's `live_event_id`, the newest
 * event when the page read its data. A teammate's change made between that read and the stream
 * opening (the live code loads after the first screen) is then replayed instead of missed
 * (docs/architecture.md#live-updates). Taken once, by the stream opened for the session.
 */
let start: string | null = null;

export function rememberLiveStart(id: number): void {
  start = String(id);
}

/** The id to resume from, once; null when no bootstrap has named one since. */
export function takeLiveStart(): string | null {
  const id = start;
  start = null;
  return id;
}
