import { INTEGRATION_TYPES, type IntegrationType } from '@expertos/domain/integrations';

/**
 * An `integration_disabled` notification names its integration (uid and type) in its dedupe
 * key, as a comment notification names its comment (comment-notice-key.ts), so the centre can
 * say which integration was switched off without a column of its own. One per switch-off and
 * recipient: the time it was switched off tells a second 410 (after an admin turned it on
 * again) from the same one heard twice.
 */
export function integrationNoticeKey(
  type: IntegrationType,
  integrationId: string,
  disabledAt: string,
  recipient: string,
): string {
  return `integration_disabled:${type}:${integrationId}:${disabledAt}:${recipient}`;
}

/** The integration a notification's dedupe key names; null for any other notification. */
export function integrationOfNoticeKey(key: string | null): { uid: string; type: IntegrationType } | null {
  const match = key ? /^integration_disabled:([a-z]+):([^:]+):/.exec(key) : null;
  const type = match?.[1] as IntegrationType | undefined;
  if (!match?.[2] || !type || !INTEGRATION_TYPES.includes(type)) return null;
  return { uid: match[2], type };
}
