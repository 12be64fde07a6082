import {
  DELIVERY_MAX_ATTEMPTS,
  type DeliveryEventType,
  type DeliveryFailureCode,
  type DeliveryStatus,
  type IntegrationDelivery,
  type IntegrationType,
  integrationState,
  type ProjectIntegration,
} from '@expertos/domain/integration.schema';
import type { DeliveryRow, LastDelivery } from './integrations.repository.js';
import type { IntegrationKind, StoredIntegration } from './kinds/kind.js';

/**
 * An integration as the API answers it: what every kind shares, then the kind's own `config`
 * (never a secret). `admin`: the caller administers the brand, so a secret URL's mask is shown.
 */
export function toReply(
  stored: StoredIntegration,
  kind: IntegrationKind,
  last: Pick<LastDelivery, 'status' | 'created_at'> | undefined,
  view: { admin: boolean; publicUrl: string },
): ProjectIntegration {
  const { row } = stored;
  const enabled = row.enabled === 1;
  const common = {
    uid: row.id,
    project_uid: row.project_id,
    description: row.description,
    enabled,
    disabled_reason: (row.disabled_reason as 'admin' | 'gone' | null) ?? null,
    state: integrationState(enabled, (last?.status as DeliveryStatus | undefined) ?? null),
    last_delivery_at: last?.created_at ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
  return kind.reply(stored, { common, ...view });
}

/** How many deliveries the page and the ticket dialog show. */
export const DELIVERY_LOG_LIMIT = 50;

/** One entry of the delivery log. */
export function toDelivery(row: DeliveryRow, type: IntegrationType): IntegrationDelivery {
  return {
    uid: row.id,
    project_integration_uid: row.integration_id,
    type,
    event_type: row.event as DeliveryEventType,
    message_id: row.id,
    ticket_uid: row.ticket_id,
    status: row.status as DeliveryStatus,
    attempts: row.attempts,
    max_attempts: DELIVERY_MAX_ATTEMPTS,
    next_attempt_at: row.next_retry_at,
    last_attempt_at: row.last_attempt_at,
    response_status: row.response_status,
    response_excerpt: row.response_excerpt,
    failure_reason: row.error
      ? { code: (row.error_code as DeliveryFailureCode | null) ?? 'other', message: row.error }
      : null,
    created_at: row.created_at,
  };
}
