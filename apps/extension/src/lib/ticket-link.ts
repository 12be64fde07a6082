const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The ticket's uid in a pasted ticket address (`…/tasks/{uid}`) or a bare uid; null otherwise. */
export function ticketUidOf(text: string): string | null {
  const trimmed = text.trim();
  const inPath = /\/tasks\/([^/?#\s]+)/.exec(trimmed)?.[1];
  const candidate = inPath ? decodeURIComponent(inPath) : trimmed;
  return UUID.test(candidate) && UUID.exec(candidate)![0].length === candidate.length
    ? candidate.toLowerCase()
    : null;
}
