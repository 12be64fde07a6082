import type { TicketSlotProps } from '@/shared/ui/slots';

/** STUB (issue 6 in progress): the ticket's timer, total spent and entries. */
export function TicketTimeSection(_props: TicketSlotProps) {
  return null;
}
