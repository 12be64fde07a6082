import { variantMediaSchema, variantSchema } from '@expertos/domain/publishing/variant.schema';
import { z } from 'zod';

/**
 * A variant as the publication keeps it: what the person chose, plus where each file is stored
 * (looked up on the ticket when it was scheduled). The storage keys stay on the server.
 */
export const storedVariantSchema = variantSchema.extend({
  /** YouTube: the custom thumbnail's file, found on the ticket when it was scheduled. */
  thumbnail: z
    .object({
      storage_key: z.string().min(1),
      mime_type: z.string(),
      file_name: z.string(),
      bytes: z.number().int().nonnegative(),
    })
    .optional(),
  media: z.array(
    variantMediaSchema.extend({
      storage_key: z.string().min(1),
      /** A library asset's version, kept as it was when scheduled. */
      asset_version_uid: z.string().min(1).optional(),
      /** A recording's length, for the networks' duration rules. */
      duration_ms: z.number().int().nonnegative().nullable().optional(),
      /** Its picture's size, for the networks' aspect and resolution rules. */
      width: z.number().int().positive().nullable().optional(),
      height: z.number().int().positive().nullable().optional(),
      /** A recording's frames a second, for the networks' frame-rate rules. */
      frame_rate: z.number().positive().nullable().optional(),
    }),
  ),
});
export type StoredVariant = z.infer<typeof storedVariantSchema>;
export type StoredMedia = StoredVariant['media'][number];
