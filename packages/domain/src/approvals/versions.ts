import { z } from 'zod';

/**
 * A post's versions (docs/product.md#approvals): each change of its content or media makes one;
 * one person's changes within a few minutes of each other (autosaves) are one version.
 */

/** One person's changes within this long of their version's last change update that version. */
export const VERSION_MERGE_MS = 10 * 60_000;

/** `GET /tickets/{id}/versions` pages: `limit` per page (default and most). */
export const VERSION_PAGE_DEFAULT = 50;
export const VERSION_PAGE_MAX = 100;

/**
 * Past this many word edits between two texts, their diff shows what is left changed as
 * replaced whole: a word diff costs time in the texts' length times its edits, and two long,
 * unrelated captions would otherwise take a second.
 */
export const VERSION_DIFF_MAX_EDITS = 300;

/**
 * The ticket fields (as `ticket.updated` names them) whose change may change a post's content;
 * `images` for its reference images. A change of another field makes no version.
 */
export const VERSION_FIELDS = [
  'summary',
  'caption',
  'hook',
  'hook_variation_1',
  'hook_variation_2',
  'hook_variation_3',
  'post_platform',
  'post_format',
  'ticket_type',
  'images',
] as const;

/** What a version was: asked for approval, approved, published. A marked version never changes. */
export const VERSION_MARKS = ['requested', 'approved', 'published'] as const;
export type VersionMark = (typeof VERSION_MARKS)[number];

/** How a version's author reads when they left the workspace, or no member made the change. */
export const VERSION_AUTHOR_GONE = 'Former member';
export const VERSION_AUTHOR_NONE = 'Automatic';

/** A version's content as kept: the post's texts, its files (named) and its variants. */
export const versionSnapshotSchema = z.object({
  summary: z.string(),
  caption: z.string().nullable(),
  hooks: z.array(z.string().nullable()),
  platform: z.string().nullable(),
  format: z.string().nullable(),
  media: z.array(z.object({ id: z.string(), name: z.string() })),
  variants: z.array(
    z.object({
      channel: z.string(),
      network: z.string(),
      text: z.string(),
      link: z.string().nullable(),
      firstComment: z.string().nullable(),
      media: z.array(z.string()),
    }),
  ),
});
export type VersionSnapshot = z.infer<typeof versionSnapshotSchema>;

/** Whether a change updates the newest version in place rather than making a new one. */
export function mergesInto(
  newest: { authorId: string | null; updatedAt: string; marked: boolean; sealed: boolean },
  change: { authorId: string | null; at: string },
): boolean {
  if (newest.marked || newest.sealed) return false;
  if (change.authorId === null || change.authorId !== newest.authorId) return false;
  const since = Date.parse(change.at) - Date.parse(newest.updatedAt);
  return since >= 0 && since <= VERSION_MERGE_MS;
}

/** A version number in a path or query: digits only (400 otherwise). */
const versionNumber = z.coerce.number().int().min(1).max(2_147_483_647);

export const versionParamsSchema = z.object({ number: versionNumber });

/** `GET /tickets/{id}/versions`: newest first; `cursor` from the previous page's `next_cursor`. */
export const versionListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(VERSION_PAGE_MAX).default(VERSION_PAGE_DEFAULT),
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'This page link is no longer valid. Start again from the first page.')
    .optional(),
});

export const postVersionSchema = z.object({
  number: z.number().int(),
  /** The author's display name ("Former member" once they left). */
  author: z.string(),
  author_uid: z.string().nullable(),
  created_at: z.string(),
  /** Later than `created_at` when the author's autosaves were folded into it. */
  updated_at: z.string(),
  marks: z.array(z.enum(VERSION_MARKS)),
  media_count: z.number().int(),
  /** The version a restore brought back. */
  restored_from: z.number().int().nullable(),
});
export type PostVersion = z.infer<typeof postVersionSchema>;

export const postVersionPageSchema = z.object({
  items: z.array(postVersionSchema),
  next_cursor: z.string().nullable(),
});
export type PostVersionPage = z.infer<typeof postVersionPageSchema>;

/** `GET /tickets/{id}/versions/diff?from=N&to=M`. */
export const versionDiffQuerySchema = z.object({ from: versionNumber, to: versionNumber });

export const DIFF_SEGMENT_KINDS = ['same', 'added', 'removed'] as const;
export const diffSegmentSchema = z.object({ kind: z.enum(DIFF_SEGMENT_KINDS), text: z.string() });

/** The texts a diff compares; `variant_*` are a network variant's, named by `channel`. */
export const VERSION_TEXT_FIELDS = [
  'summary',
  'caption',
  'hook',
  'hook_variation_1',
  'hook_variation_2',
  'hook_variation_3',
  'platform',
  'format',
  'variant_text',
  'variant_link',
  'variant_first_comment',
] as const;
export type VersionTextField = (typeof VERSION_TEXT_FIELDS)[number];

/** A file of a version; `url` is null when it was deleted since (its name is all that is left). */
const versionMediaSchema = z.object({ id: z.string(), name: z.string(), url: z.string().nullable() });

export const versionDiffSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  /** Each text either version has, in the post's order; `changed` false: the same in both. */
  fields: z.array(
    z.object({
      field: z.enum(VERSION_TEXT_FIELDS),
      channel: z.string().nullable(),
      network: z.string().nullable(),
      changed: z.boolean(),
      segments: z.array(diffSegmentSchema),
    }),
  ),
  media: z.object({
    added: z.array(versionMediaSchema),
    removed: z.array(versionMediaSchema),
    /** Files in both whose place in the order changed. */
    moved: z.array(versionMediaSchema),
    /** A file in the place of another. */
    replaced: z.array(z.object({ from: versionMediaSchema, to: versionMediaSchema })),
  }),
});
export type VersionDiff = z.infer<typeof versionDiffSchema>;

/**
 * Files a restore could not bring back as the version had them: `deleted` since (named, as the
 * file is gone), or `added_since` (kept: a restore does not delete files).
 */
export const RESTORE_SKIP_REASONS = ['deleted', 'added_since'] as const;

export const versionRestoreSchema = z.object({
  /** The post's newest version after the restore (the same as before when nothing changed). */
  version: z.number().int().nullable(),
  skipped: z.array(z.object({ id: z.string(), name: z.string(), reason: z.enum(RESTORE_SKIP_REASONS) })),
});
export type VersionRestore = z.infer<typeof versionRestoreSchema>;
