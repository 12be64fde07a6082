import {
  type DeliveryEventType,
  type EmailRule,
  emailRuleMatches,
  INTEGRATION_TEST_EVENT_TYPE,
  TICKET_SENT_EVENT_TYPE,
} from '@expertos/domain/integration.schema';
import type { TicketStatus } from '@expertos/domain/tickets';

/** An e-mail integration's settings: where it writes and when it writes on its own. */
export interface EmailConfig {
  addresses: string[];
  rules: EmailRule[];
}

/**
 * Whether an e-mail integration is sent `event` (docs/product.md#integrations--e-mail). A
 * person's send from the ticket dialog and the page's test always are; a domain event only
 * when one of the integration's rules matches it (a ticket created; a ticket entering a
 * status, judged by `ticketStatusAfter`). With no rules the integration writes only when
 * someone sends a ticket by hand: mailboxes are not a feed of every change.
 */
export function emailIntegrationWants(
  config: Pick<EmailConfig, 'rules'>,
  event: DeliveryEventType,
  ticketStatusAfter: TicketStatus | null,
): boolean {
  if (event === TICKET_SENT_EVENT_TYPE || event === INTEGRATION_TEST_EVENT_TYPE) return true;
  return config.rules.some((rule) => emailRuleMatches(rule, event, ticketStatusAfter));
}
