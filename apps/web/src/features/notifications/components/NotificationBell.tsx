/** STUB (issue 6 in progress): the header's bell with the unread count and the notification centre. */
export function NotificationBell() {
  return null;
}
