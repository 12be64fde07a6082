import type { calendar as en } from '../../calendar';
import type { Translated } from '../../translated';

/** The calendar feeds' texts (ui.calendar; docs/product.md#calendar-feeds). */
export const calendar: Translated<typeof en> = {
  personTitle: 'Kalender-Feed',
  personIntro:
    'Fälligkeits-, Dreh- und Veröffentlichungstermine Ihrer Tickets und Ihre Erinnerungen in jeder Kalender-App (Google Calendar, Apple Calendar, Outlook). Die Adresse ist privat: Wer sie hat, sieht diese Tickets.',
  brandTitle: 'Kalender-Feed dieser Marke',
  brandIntro:
    'Fälligkeits-, Dreh- und Veröffentlichungstermine der Marke in jeder Kalender-App, ohne ein Google-Konto zu verbinden. Die Adresse ist privat: Wer sie hat, sieht diese Tickets.',
  create: 'Kalenderadresse abrufen',
  address: 'Kalenderadresse',
  copy: 'Kopieren',
  copied: 'Kopiert',
  howTo:
    'Wählen Sie in Ihrer Kalender-App „Kalender abonnieren“ (oder „Aus URL“) und fügen Sie diese Adresse ein. Änderungen erscheinen innerhalb einer Stunde.',
  revoke: 'Adresse deaktivieren',
  revokeTitle: 'Diese Kalenderadresse deaktivieren?',
  revokeMessage:
    'Kalender, die sie abonniert haben, werden sofort nicht mehr aktualisiert. Sie können danach eine neue Adresse erstellen.',
  revoked: 'Die Kalenderadresse funktioniert nicht mehr.',
  /** Google Calendar, connected per person (docs/product.md#integrations). */
  google: {
    title: 'Google Calendar',
    intro:
      'Ihnen zugewiesene Tickets erscheinen in Ihrem eigenen Google Calendar als ganztägige Termine an ihrem Fälligkeitsdatum (Beiträge an ihrem Veröffentlichungs- oder Drehtermin) und folgen jeder Änderung.',
    unavailable:
      'Dieser Server hat keine Google-App, daher kann Google Calendar hier nicht verbunden werden. Bitten Sie die Person, die ihn betreibt, eine einzurichten.',
    connect: 'Google Calendar verbinden',
    reconnect: 'Neu verbinden',
    connectedAs: 'Verbunden als {email}',
    connectedAccount: 'Mit Google verbunden',
    calendar: 'Kalender für Ihre Tickets',
    calendarHelp: 'Nur Kalender, in die Sie Termine eintragen dürfen, werden aufgeführt.',
    primary: '{name} (Hauptkalender)',
    chosen: 'Ihre Tickets landen jetzt in {name}.',
    connected: 'Google Calendar ist verbunden.',
    broken:
      'Google akzeptiert diese Verbindung nicht mehr (der Zugriff wurde entzogen oder ist abgelaufen). Verbinden Sie neu, damit Ihr Kalender aktuell bleibt.',
    lastError: 'Die letzte Aktualisierung ist fehlgeschlagen ({at}): {message}',
    disconnect: 'Trennen',
    disconnectTitle: 'Google Calendar trennen?',
    disconnectMessage:
      'Neue Änderungen erreichen Ihren Kalender nicht mehr, und der Zugriff der App auf Ihr Google-Konto endet. Bereits eingetragene Termine bleiben.',
    disconnected: 'Google Calendar ist getrennt.',
    ticketTitle: 'Google Calendar',
    ticketIn: 'Im Google Calendar von {email}.',
    ticketInSomeone: 'Im Google Calendar der zugewiesenen Person.',
    ticketHint:
      'Solange es dort steht, behält das Ticket seine zugewiesene Person. Entfernen Sie es, um das Ticket jemand anderem zu geben.',
    open: 'In Google Calendar öffnen',
    remove: 'Aus dem Kalender entfernen',
    removed: 'Der Termin wird aus dem Kalender entfernt. Sie können die zugewiesene Person jetzt ändern.',
  },
};
