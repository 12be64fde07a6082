import { isApiError } from '@expertos/api-client/client';

/** The codes of a rule the server cannot take (recurring tickets' rules, a cadence's too). */
const RULE_CODES = new Set(['invalid_recurrence', 'recurrence_limit']);

/**
 * Whether a refusal is of the cadence, to be said under its field: `details[0].path`
 * `cadence.rule.BYDAY` or `cadence.start` (a validation error's may start `body.`), or a rule's
 * own code when no part is named.
 */
export function isCadenceRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const path = (error.details?.[0]?.path ?? '').replace(/^body\./, '');
  if (path) return path === 'cadence' || path.startsWith('cadence.');
  return RULE_CODES.has(error.code);
}

/**
 * The cadence part of a save: `{rule}` for a new or changed rule, null to remove the one the
 * series had, nothing when it stays as it was (sent again, the server would count it from today).
 */
export function cadenceChange(
  had: string | null,
  on: boolean,
  rule: string | null,
): { cadence?: { rule: string } | null } {
  if (on) return rule && rule !== had ? { cadence: { rule } } : {};
  return had !== null ? { cadence: null } : {};
}
