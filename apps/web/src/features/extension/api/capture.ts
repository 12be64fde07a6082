import { createTicket } from '@expertos/api-client/tickets';
import type { CreateTicketInput } from '@expertos/domain/ticket.schema';
import { api } from '@/shared/api/client';

/** A ticket made from what the extension captured (`POST /projects/{id}/tickets`). */
export const createCapturedTicket = (projectUid: string, input: CreateTicketInput) =>
  createTicket(api, projectUid, input);
