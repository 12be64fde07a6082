/**
 * Notifications' values the app's first screen reads (the bell's polling), apart from
 * notification.schema.ts so that they do not bring zod with them
 * (docs/architecture.md#the-first-screen).
 */

/** How often the web app looks for new notifications (no realtime channel yet). */
export const NOTIFICATION_POLL_MS = 15_000;
