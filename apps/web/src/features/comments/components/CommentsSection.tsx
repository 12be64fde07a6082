import type { TicketSlotProps } from '@/shared/ui/slots';

/** STUB (issue 6 in progress): a ticket's comments, composer, files and voice notes. */
export function CommentsSection(_props: TicketSlotProps) {
  return null;
}
