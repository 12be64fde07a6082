import { z } from 'zod';
import { POST_PLATFORMS, POST_PURPOSES } from './tickets';

/** `GET /tickets/{id}/brand-check` (docs/product.md#brand-check): the post's findings. */
const platform = z.enum(POST_PLATFORMS);
const purpose = z.enum(POST_PURPOSES);
const span = { start: z.number().int(), end: z.number().int() };

export const brandFindingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('off_brand'), rule: z.string(), phrase: z.string(), ...span }),
  z.object({
    kind: z.literal('caption_length'),
    platform,
    limit: z.number().int(),
    length: z.number().int(),
    ...span,
  }),
  z.object({
    kind: z.literal('hashtags'),
    platform,
    limit: z.number().int(),
    count: z.number().int(),
    ...span,
  }),
  z.object({
    kind: z.literal('slate'),
    purpose,
    target: z.number().int(),
    planned: z.number().int(),
    short: z.array(purpose),
  }),
]);

export const brandCheckSchema = z.object({
  /** The caption the findings' offsets point into, as checked. */
  caption: z.string(),
  /** The Monday of the week the slate was checked against (the post's due date, else today's). */
  week_start: z.string(),
  findings: z.array(brandFindingSchema),
});
export type BrandCheck = z.infer<typeof brandCheckSchema>;
