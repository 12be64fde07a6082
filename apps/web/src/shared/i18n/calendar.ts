/** The calendar feeds' texts (ui.calendar; docs/product.md#calendar-feeds). */
export const calendar = {
  personTitle: 'Calendar feed',
  personIntro:
    'Your tickets’ due, film and publish dates and your reminders, in any calendar app (Google Calendar, Apple Calendar, Outlook). The address is private: whoever has it sees these tickets.',
  brandTitle: 'Calendar feed of this brand',
  brandIntro:
    'The brand’s due, film and publish dates, in any calendar app, without connecting a Google account. The address is private: whoever has it sees these tickets.',
  create: 'Get the calendar address',
  address: 'Calendar address',
  copy: 'Copy',
  copied: 'Copied',
  howTo:
    'In your calendar app, choose “Subscribe to calendar” (or “From URL”) and paste this address. Changes show up within an hour.',
  revoke: 'Stop this address',
  revokeTitle: 'Stop this calendar address?',
  revokeMessage: 'Calendars subscribed to it stop updating at once. You can make a new address afterwards.',
  revoked: 'The calendar address no longer works.',
  /** Google Calendar, connected per person (docs/product.md#integrations). */
  google: {
    title: 'Google Calendar',
    intro:
      'Tickets assigned to you appear in your own Google Calendar as all-day events on their due date (posts on their publish or film date), and follow every change.',
    unavailable:
      'This server has no Google app, so Google Calendar cannot be connected here. Ask the person who runs it to set one up.',
    connect: 'Connect Google Calendar',
    reconnect: 'Reconnect',
    connectedAs: 'Connected as {email}',
    connectedAccount: 'Connected to Google',
    calendar: 'Calendar for your tickets',
    calendarHelp: 'Only calendars you may add events to are listed.',
    primary: '{name} (main calendar)',
    chosen: 'Your tickets now go to {name}.',
    connected: 'Google Calendar is connected.',
    broken:
      'Google no longer accepts this connection (access was removed or ran out). Reconnect to keep your calendar up to date.',
    lastError: 'The last update failed ({at}): {message}',
    disconnect: 'Disconnect',
    disconnectTitle: 'Disconnect Google Calendar?',
    disconnectMessage:
      'New changes stop reaching your calendar and the app’s access to your Google account ends. Events already there stay.',
    disconnected: 'Google Calendar is disconnected.',
    ticketTitle: 'Google Calendar',
    ticketIn: 'In {email}’s Google Calendar.',
    ticketInSomeone: 'In the assignee’s Google Calendar.',
    ticketHint:
      'While it is there, the ticket keeps its assignee. Remove it to give the ticket to someone else.',
    open: 'Open in Google Calendar',
    remove: 'Remove from calendar',
    removed: 'The event is being removed from the calendar. You can change the assignee now.',
  },
} as const;
