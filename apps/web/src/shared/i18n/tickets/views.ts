/** English texts of the tickets feature: views (t('ui.tickets.views.…')). */
export const views = {} as const;
