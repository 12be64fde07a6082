import { isApiError } from '@expertos/api-client/client';

/** What went wrong loading a task, as the user is told it. */
export type TaskLoadFailure = 'no_access' | 'not_found' | 'signed_out' | 'failed';

/**
 * 403 is "no access" (external users among them: they cannot open tasks), 404 "no longer
 * exists", 401 a missing or lost session; anything else a plain failure.
 */
export function taskLoadFailure(error: unknown): TaskLoadFailure {
  if (!isApiError(error)) return 'failed';
  if (error.status === 403) return 'no_access';
  if (error.status === 404) return 'not_found';
  if (error.status === 401) return 'signed_out';
  return 'failed';
}
