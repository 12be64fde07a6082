import { z } from 'zod';

/** `GET /api/health`: the process is alive. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptime_seconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** `GET /api/ready`: the process can serve (its database answers). */
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: z.enum(['ok', 'failing']) }),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
