/** STUB (issue 6 in progress): the profile's e-mail settings for mentions and reminders. */
export function NotificationEmailSettings() {
  return null;
}
