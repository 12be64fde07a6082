import '@/shared/i18n/parts/integrations';
import type { DeliveryEventType, DeliveryStatus } from '@expertos/domain/integration.schema';

type EventTextKey<E extends string> = E extends `${infer A}.${infer B}` ? `${A}_${B}` : never;

/** The i18n key of an event type ('.' is i18next's nesting, so the texts use '_'). */
export const eventKey = <E extends DeliveryEventType>(event: E) =>
  `ui.integrations.events.${event.replace('.', '_') as EventTextKey<E>}` as const;

export const DELIVERY_STATUS_COLORS: Record<DeliveryStatus, string> = {
  pending: 'gray',
  retrying: 'yellow',
  succeeded: 'teal',
  failed: 'red',
};
