/** English texts of the tickets feature: list (t('ui.tickets.list.…')). */
export const list = {} as const;
