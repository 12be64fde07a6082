/**
 * What an approval approves (docs/product.md#approvals): a post's content as one canonical text,
 * whose hash the round keeps with each decision. The same content always gives the same text
 * (keys in a fixed order, media in the post's order); dates count only where the brand locks
 * them with the content. Assignee, tags and status are never part of it.
 */
export interface ApprovalContent {
  summary: string;
  caption: string | null;
  hooks: readonly (string | null)[];
  platform: string | null;
  format: string | null;
  /** The post's files, by id, in its order. */
  media: readonly string[];
  /** Only when the brand locks dates with the content. */
  dueDate?: string | null;
}

export function canonicalContent(content: ApprovalContent, lockDates: boolean): string {
  return JSON.stringify([
    content.summary,
    content.caption ?? null,
    content.hooks.map((hook) => hook ?? null),
    content.platform ?? null,
    content.format ?? null,
    [...content.media],
    lockDates ? (content.dueDate ?? null) : null,
  ]);
}
