import { z } from 'zod';
import { nameSchema } from './auth.schema';
import { timeZoneSchema } from './dates';
import { industryNameSchema } from './industries';
import { LANGUAGES } from './languages';
import { languageInputSchema } from './languages.schema';
import { LIMITS } from './limits';

/** Avatar uploads: images only, at most the attachment limit. */
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const AVATAR_MAX_BYTES = LIMITS.attachmentMaxBytes;

/** `GET /api/me`: the signed-in user's own profile. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  job_title: z.string().nullable(),
  industry: z.string().nullable(),
  skills: z.array(z.string()),
  /** The language the person chose; null: the app follows their browser (docs/product.md#languages). */
  language: z.enum(LANGUAGES).nullable(),
  /**
   * The person's IANA zone (docs/product.md#time-zones): their days and times are counted in it;
   * null until the app has learnt their browser's.
   */
  time_zone: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** `PUT /api/me`: every field optional; skills must belong to the chosen industry, a language be ours. */
export const updateProfileSchema = z
  .object({
    name: nameSchema,
    job_title: z.string().trim().max(120).nullable(),
    industry: industryNameSchema.nullable(),
    skills: z.array(z.string().trim().min(1).max(60)).max(20),
    /** One of LANGUAGES (else 400 `unsupported_language`); null: follow the browser. */
    language: languageInputSchema.nullable(),
    /** An IANA zone (else 400 `invalid_time_zone`); null: not known. */
    time_zone: timeZoneSchema.nullable(),
  })
  .partial();
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
