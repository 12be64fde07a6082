import { z } from 'zod';

/**
 * Background jobs as a workspace sees them (docs/product.md#background-work): long work such
 * as an import reports its progress, and a workspace admin can list the jobs that gave up
 * (`dead`) and send them again. The payload never leaves the server: it may carry secrets.
 */
export const JOB_STATUSES = ['pending', 'running', 'done', 'dead'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_PAGE_DEFAULT = 30;
export const JOB_PAGE_MAX = 100;
/** Longest progress message a handler may store (longer ones are cut). */
export const JOB_PROGRESS_MESSAGE_MAX = 500;

export const jobProgressSchema = z.object({
  done: z.number().int().nonnegative(),
  /** Null while the handler does not know the total yet. */
  total: z.number().int().nonnegative().nullable(),
  message: z.string().nullable(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

export const jobSchema = z.object({
  id: z.string(),
  type: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number().int(),
  /** Null: the job type's (or the worker's) maximum applies. */
  max_attempts: z.number().int().nullable(),
  /** When it runs next (pending), or when its claim runs out (running). */
  run_at: z.string(),
  /** The last failure's message, for the admin deciding whether to retry. */
  last_error: z.string().nullable(),
  progress: jobProgressSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobListQuerySchema = z.object({
  status: z.enum(JOB_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(JOB_PAGE_MAX).default(JOB_PAGE_DEFAULT),
  cursor: z.string().max(200).optional(),
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;

export const jobPageSchema = z.object({
  items: z.array(jobSchema),
  nextCursor: z.string().nullable(),
});
export type JobPage = z.infer<typeof jobPageSchema>;
