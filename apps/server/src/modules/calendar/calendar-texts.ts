import type { Language } from '@expertos/domain/languages';
import { PRODUCT_NAME } from '@expertos/domain/product';

interface CalendarTexts {
  /** The name of a person's feed. */
  myTickets: (workspace: string) => string;
  /** The last line of a Google Calendar event: the way back to the ticket. */
  openIn: (url: string) => string;
}

/**
 * The calendars' own words, in the reader's language (docs/product.md#calendar-feeds): a feed's
 * owner, a Google Calendar's person. The event titles and statuses are the domain's labels
 * (label-texts).
 */
export const CALENDAR_TEXTS: Record<Language, CalendarTexts> = {
  en: {
    myTickets: (workspace) => `My tickets · ${workspace}`,
    openIn: (url) => `Open in ${PRODUCT_NAME}: ${url}`,
  },
  es: {
    myTickets: (workspace) => `Mis tareas · ${workspace}`,
    openIn: (url) => `Abrir en ${PRODUCT_NAME}: ${url}`,
  },
  de: {
    myTickets: (workspace) => `Meine Aufgaben · ${workspace}`,
    openIn: (url) => `In ${PRODUCT_NAME} öffnen: ${url}`,
  },
  fr: {
    myTickets: (workspace) => `Mes tâches · ${workspace}`,
    // French sets a no-break space before a colon.
    openIn: (url) => `Ouvrir dans ${PRODUCT_NAME}\u00a0: ${url}`,
  },
  'pt-BR': {
    myTickets: (workspace) => `Minhas tarefas · ${workspace}`,
    openIn: (url) => `Abrir no ${PRODUCT_NAME}: ${url}`,
  },
};
