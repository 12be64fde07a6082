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
} as const;
