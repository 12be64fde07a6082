import { z } from 'zod';

/**
 * A post's variant for one channel (docs/product.md#publishing): its text, files and the
 * network's options. Stored with the publication; the engine publishes exactly this.
 */
export const variantMediaSchema = z.object({
  /** Where the file is stored (a reference image, a recording, a Library file, an upload). */
  storage_key: z.string().min(1).max(500),
  mime_type: z.string().min(1).max(100),
  file_name: z.string().min(1).max(255),
  bytes: z.number().int().nonnegative(),
  alt: z.string().max(2000).nullable(),
});

export const MASTODON_VISIBILITIES = ['public', 'unlisted', 'private', 'direct'] as const;

export const variantSchema = z.object({
  text: z.string().max(10_000),
  media: z.array(variantMediaSchema).max(10),
  /** Mastodon. */
  visibility: z.enum(MASTODON_VISIBILITIES).optional(),
  /** Mastodon: the content warning. */
  content_warning: z.string().max(1000).optional(),
  /** ISO 639-1. */
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
});
export type Variant = z.infer<typeof variantSchema>;
export type VariantMedia = z.infer<typeof variantMediaSchema>;
