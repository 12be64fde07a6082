import type { Job } from '../job.schema';
import { AT } from './people';

/** A mail job waiting for its first run. */
export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 'j1',
    type: 'mail.send',
    status: 'pending',
    attempts: 0,
    max_attempts: null,
    run_at: AT,
    last_error: null,
    progress: null,
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}
