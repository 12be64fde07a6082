/**
 * A publishing notification (a post that did not go out, a phone hand-off that is ready) is
 * kept once per publication, occasion and recipient; its dedupe key names the publication, which
 * is how its push opens the hand-off screen (`/handoff/{ticket}/{publication}`) without a column
 * of its own.
 */
export function postNoticeKey(
  kind: 'post_failed' | 'post_ready',
  publicationId: string,
  occasion: string,
  recipient: string,
): string {
  return `${kind}:${publicationId}:${occasion}:${recipient}`;
}

/** The publication a notification's dedupe key names; null for any other notification. */
export function publicationOfNoticeKey(key: string | null): string | null {
  const match = key ? /^post_(?:failed|ready):([^:]+):/.exec(key) : null;
  return match?.[1] ?? null;
}
