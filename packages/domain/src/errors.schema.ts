import { z } from 'zod';
import type { ApiErrorBody, FieldError } from './errors';

/** One invalid field of a request, as the server reports it. */
export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
}) satisfies z.ZodType<FieldError>;

/** The body of every error reply: the routes' error answers and the contracts that extend it. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.array(fieldErrorSchema).optional(),
}) satisfies z.ZodType<ApiErrorBody>;
