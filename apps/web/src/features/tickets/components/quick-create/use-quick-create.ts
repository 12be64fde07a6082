import type { CreateTicketInput, Ticket } from '@expertos/domain/ticket.schema';
import type { TicketStatus } from '@expertos/domain/tickets';
import { useQueryClient } from '@tanstack/react-query';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { useSettingsStore } from '@/shared/stores/settings-store';
import { createTicket } from '../../api/ticket';
import type { TicketScope } from '../ticket-scope';

export interface QuickCreateInput {
  projectUid: string;
  summary: string;
  /** The board column's status; the task default (To Do) otherwise. */
  status?: TicketStatus;
  /** The calendar day's date; the task default otherwise. */
  dueDate?: string;
}

/**
 * Creates a ticket from just a summary (docs/product.md#tickets): a task with the user's task
 * defaults, in the column's status or on the calendar day, through the same endpoint as the
 * full form; every list and count of the workspace refreshes afterwards.
 */
export function useQuickCreate(scope: TicketScope) {
  const queryClient = useQueryClient();
  const defaults = useSettingsStore((state) => state.taskDefaults);
  return async ({ projectUid, summary, status, dueDate }: QuickCreateInput): Promise<Ticket> => {
    const input: CreateTicketInput = {
      summary: summary.trim(),
      ticket_type: 'task',
      status: status ?? 'todo',
      priority: defaults.priority,
    };
    const due = dueDate ?? defaults.dueDate;
    if (due) input.due_date = due;
    const ticket = await createTicket(projectUid, input);
    await queryClient.invalidateQueries({ queryKey: ticketKeys.workspace(scope.workspaceUid) });
    return ticket;
  };
}
