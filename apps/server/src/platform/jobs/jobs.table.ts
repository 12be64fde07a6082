import type { JobStatus } from '@expertos/domain/job.schema';

export { JOB_STATUSES, type JobStatus } from '@expertos/domain/job.schema';

/**
 * The `jobs` table (migrations 0002-jobs, 0011-job-concurrency). A job's life: pending →
 * running → done, or back to pending after a failure, or dead. Timestamps are ISO-8601 UTC text.
 */
export interface JobsTable {
  id: string;
  type: string;
  /** JSON text. */
  payload: string;
  status: JobStatus;
  /** Claims so far: a worker killed mid-job has used up an attempt too. */
  attempts: number;
  /** Null: the job type's (or the worker's) maximum applies. */
  max_attempts: number | null;
  /** When a worker may next pick it up: scheduled time when pending, lease expiry when running. */
  run_at: string;
  locked_until: string | null;
  locked_by: string | null;
  /** The last failure's message (no stack), truncated. */
  last_error: string | null;
  dedupe_key: string | null;
  /** The target it talks to; a worker keeps few jobs of one key in flight. */
  concurrency_key: string | null;
  /** The workspace that caused it (its admins see it); null for the product's own work. */
  workspace_id: string | null;
  progress_done: number | null;
  progress_total: number | null;
  progress_message: string | null;
  created_at: string;
  updated_at: string;
}
