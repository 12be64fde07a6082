import type { repeat as en } from '../../../tickets/repeat';
import type { Translated } from '../../../translated';

/** A ticket a recurring series made (ui.tickets.repeat), beside its summary on the table and the board. */
export const repeat: Translated<typeof en> = {
  label: 'Ticket recurrente, número {position} de su serie',
};
