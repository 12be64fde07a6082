/**
 * A comment or mention notification is kept once per comment and recipient: its dedupe key
 * names the comment, which is how the notification later knows the comment it is about
 * (docs/product.md#ticket-addresses) without a column of its own.
 */
export function commentNoticeKey(kind: 'mention' | 'comment', commentId: string, recipient: string): string {
  return `${kind}:${commentId}:${recipient}`;
}

/** The comment a notification's dedupe key names; null for any other notification. */
export function commentOfNoticeKey(key: string | null): string | null {
  const match = key ? /^(?:mention|comment):([^:]+):/.exec(key) : null;
  return match?.[1] ?? null;
}
