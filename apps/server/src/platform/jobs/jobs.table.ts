/** A job's life: pending → running → done, or back to pending after a failure, or dead. */
export const JOB_STATUSES = ['pending', 'running', 'done', 'dead'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The `jobs` table (migration 0002-jobs). Timestamps are ISO-8601 UTC text. */
export interface JobsTable {
  id: string;
  type: string;
  /** JSON text. */
  payload: string;
  status: JobStatus;
  /** Claims so far: a worker killed mid-job has used up an attempt too. */
  attempts: number;
  /** Null: the worker's configured maximum applies. */
  max_attempts: number | null;
  /** When a worker may next pick it up: scheduled time when pending, lease expiry when running. */
  run_at: string;
  locked_until: string | null;
  locked_by: string | null;
  /** The last failure's message (no stack), truncated. */
  last_error: string | null;
  dedupe_key: string | null;
  created_at: string;
  updated_at: string;
}
