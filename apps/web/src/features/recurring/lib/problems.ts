import { isApiError } from '@expertos/api-client/client';
import { errorText } from '@/shared/api/error-text';
import { type ProblemPart, problemPart } from './builder-state';

/**
 * A refusal as the builder shows it: the translated reason under the control its
 * `details[].path` names (`rule.BYDAY` under the weekdays), else above the dates.
 */
export function problemsOf(error: unknown): Partial<Record<ProblemPart, string>> {
  if (!error) return {};
  const text = errorText(error);
  const paths = isApiError(error) ? (error.details ?? []).map((detail) => detail.path) : [];
  if (paths.length === 0) return { RRULE: text };
  return Object.fromEntries(paths.map((path) => [problemPart(path), text]));
}

/** Today in the browser's calendar, `YYYY-MM-DD`: where a new series starts unless moved. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
