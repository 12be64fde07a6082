/** English texts of the tickets feature: details (t('ui.tickets.details.…')). */
export const details = {} as const;
