import type { TaskView } from '@/features/tickets/components/details/merge-ticket';

export interface TicketTimeSectionProps {
  task: TaskView;
}

/** STUB (issue 6 in progress): the ticket's timer, total spent and entries. */
export function TicketTimeSection(_props: TicketTimeSectionProps) {
  return null;
}
