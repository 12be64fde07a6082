/**
 * English texts of a ticket a recurring series made, where lists show it
 * (t('ui.tickets.repeat.…'); docs/product.md#recurring-tickets): a repeat icon beside its summary
 * on the table and the board.
 */
export const repeat = {
  label: 'Recurring ticket, number {position} of its series',
} as const;
