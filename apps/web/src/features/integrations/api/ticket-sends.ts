import {
  type IntegrationDelivery,
  integrationDeliverySchema,
  type sendTicketByEmailSchema,
} from '@expertos/domain/integration.schema';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/shared/api/client';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { DELIVERIES_POLL_MS, deliveryInFlight } from './integrations';
// Through this module's own exports, so a test's `vi.spyOn` answers the query too.
import * as ticketSendsApi from './ticket-sends';

/**
 * A ticket's deliveries and its manual sends (docs/product.md#integrations). The typed client
 * (packages/api-client) has no call for these two routes yet, so they are made here with the
 * domain's schemas; they belong there once that file is free to change.
 */

const ticketPath = (ticketUid: string) => `/tickets/${encodeURIComponent(ticketUid)}`;
const deliveryListSchema = z.array(integrationDeliverySchema);
/** `POST /tickets/{id}/send` answers whether it arrived and the logged delivery. */
const sentSchema = z.object({ ok: z.boolean(), delivery: integrationDeliverySchema });
export type TicketSent = z.infer<typeof sentSchema>;
export type SendTicketInput = z.input<typeof sendTicketByEmailSchema>;

/** Starts with the ticket's own key, so a refresh of the ticket refreshes where it went too. */
export const ticketDeliveriesQueryKey = ticketKeys.deliveries;

/** `GET /tickets/{id}/deliveries`: newest first. */
export function fetchTicketDeliveries(
  ticketUid: string,
  signal?: AbortSignal,
): Promise<IntegrationDelivery[]> {
  return api.get(`${ticketPath(ticketUid)}/deliveries`, { schema: deliveryListSchema, signal });
}

/** Reloads every 2 s while a delivery is pending or retrying, like the integrations page. */
export function ticketDeliveriesQueryOptions(ticketUid: string) {
  return queryOptions<IntegrationDelivery[]>({
    queryKey: ticketDeliveriesQueryKey(ticketUid),
    queryFn: ({ signal }) => ticketSendsApi.fetchTicketDeliveries(ticketUid, signal),
    refetchInterval: (query) => (query.state.data?.some(deliveryInFlight) ? DELIVERIES_POLL_MS : false),
  });
}

/** `POST /tickets/{id}/send`: sent at once; `ok` false when the target refused or did not answer. */
export function sendTicket(ticketUid: string, input: SendTicketInput): Promise<TicketSent> {
  return api.post(`${ticketPath(ticketUid)}/send`, { body: input, schema: sentSchema });
}
