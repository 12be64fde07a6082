import { z } from 'zod';
import { CHANNEL_NETWORKS } from './handoff';
import { variantSchema } from './variant.schema';

/**
 * A post's saved variants (docs/product.md#approvals): each network's words, link, first comment
 * and files, kept on the post before it is scheduled so that reviewers approve them with it. The
 * composer starts from them; scheduling an approved post carries them as they were approved.
 */

/** As many as a schedule takes at once. */
export const SAVED_VARIANTS_MAX = 20;

/** `PUT /tickets/{ticketId}/publishing/variants`: the post's saved variants, all of them (replaces). */
export const savedVariantsInputSchema = z.object({
  variants: z
    .array(z.object({ channel_uid: z.string().min(1).max(64), variant: variantSchema }))
    .max(SAVED_VARIANTS_MAX)
    .refine((list) => new Set(list.map((v) => v.channel_uid)).size === list.length, {
      message: 'Each channel once.',
    }),
});
export type SavedVariantsInput = z.infer<typeof savedVariantsInputSchema>;

export const savedVariantSchema = z.object({
  channel_uid: z.string(),
  network: z.enum(CHANNEL_NETWORKS),
  variant: variantSchema,
  updated_at: z.string(),
});
export type SavedVariant = z.infer<typeof savedVariantSchema>;
export const savedVariantListSchema = z.object({ variants: z.array(savedVariantSchema) });

/**
 * The words a new variant starts with: the hook, a blank line, then the caption — the hook alone
 * or the caption alone when the other is empty, and the caption alone when it already opens with
 * the hook (it was written into it). Approvals count a variant with these words as approved with
 * the post (its own words need saving for review).
 */
export function prefillText({ hook, caption }: { hook: string | null; caption: string | null }): string {
  const h = hook?.trim() ?? '';
  const c = caption?.trim() ?? '';
  if (!h) return c;
  if (!c || c.startsWith(h)) return c || h;
  return `${h}\n\n${c}`;
}
