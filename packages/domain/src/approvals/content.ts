import { prefillText } from '../publishing/saved-variants';

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
  /** Each channel's variant as it will go out (publishing), by channel, in a fixed order. */
  variants?: readonly ApprovalVariant[];
}

/** One network's variant of the post: its text, link, first comment and files. */
export interface ApprovalVariant {
  channel: string;
  network: string;
  text: string;
  link: string | null;
  firstComment: string | null;
  /** Image or recording ids, in the variant's order. */
  media: readonly string[];
}

export function canonicalContent(content: ApprovalContent, lockDates: boolean): string {
  const variants = [...(content.variants ?? [])]
    .sort((a, b) => (a.channel < b.channel ? -1 : a.channel > b.channel ? 1 : 0))
    .map((v) => [v.channel, v.text, v.link ?? null, v.firstComment ?? null, [...v.media]]);
  return JSON.stringify([
    content.summary,
    content.caption ?? null,
    content.hooks.map((hook) => hook ?? null),
    content.platform ?? null,
    content.format ?? null,
    [...content.media],
    lockDates ? (content.dueDate ?? null) : null,
    // Left out while a post has no variant, so a post's hash is the same as before variants counted.
    ...(variants.length > 0 ? [variants] : []),
  ]);
}

/**
 * The ticket fields an approval locks (by their API names): what the post says and shows. The
 * assignee, tags, status and (unless the brand locks them too) dates stay free.
 */
export const LOCKED_CONTENT_FIELDS = [
  'summary',
  'description',
  'caption',
  'hook',
  'hook_variation_1',
  'hook_variation_2',
  'hook_variation_3',
  'post_platform',
  'post_format',
] as const;
/** Locked as well where the brand's workflow says `lock_dates`. */
export const LOCKED_DATE_FIELDS = ['due_date'] as const;
/** The post's files (its reference images): adding or removing one changes what was approved. */
export const LOCKED_FILE_FIELDS = ['reference_images'] as const;
/** The post's saved variants (publishing): changing one of an approved post reopens review too. */
export const LOCKED_VARIANT_FIELDS = ['variants'] as const;

const words = (text: string | null | undefined) => (text ?? '').replace(/\r\n/g, '\n').trim();

/**
 * Whether a variant about to go out is what was approved (docs/product.md#approvals): its
 * channel's saved variant, word for word, link, first comment and files in order; or, for a
 * channel with none saved, the post itself — the words a variant starts with (hook and caption),
 * no link or first comment, and only the post's own files.
 */
export function variantApproved(content: ApprovalContent, variant: ApprovalVariant): boolean {
  const saved = content.variants?.find((v) => v.channel === variant.channel);
  if (saved)
    return (
      words(saved.text) === words(variant.text) &&
      words(saved.link) === words(variant.link) &&
      words(saved.firstComment) === words(variant.firstComment) &&
      saved.media.length === variant.media.length &&
      saved.media.every((id, i) => variant.media[i] === id)
    );
  const own = new Set(content.media);
  return (
    words(variant.text) ===
      words(prefillText({ hook: content.hooks[0] ?? null, caption: content.caption })) &&
    !words(variant.link) &&
    !words(variant.firstComment) &&
    variant.media.every((id) => own.has(id))
  );
}
