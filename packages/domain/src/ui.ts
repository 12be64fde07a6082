import { LIMITS } from './limits';

/** Notifications appear at the top of the screen (docs/product.md#notices-and-dialogs). */
export const NOTIFICATION_POSITION = 'top';

/** positive shows a check icon, negative an error icon. */
export const NOTIFICATION_TYPES = ['positive', 'negative'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Where a grouped notification's counter badge may sit (docs/product.md#notices-and-dialogs). */
export const BADGE_POSITIONS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type BadgePosition = (typeof BADGE_POSITIONS)[number];

export function isBadgePosition(value: unknown): value is BadgePosition {
  return typeof value === 'string' && (BADGE_POSITIONS as readonly string[]).includes(value);
}

export const DEFAULT_NOTIFICATION_TIMEOUT_MS = 5000;

/** A notification is dismissed its timeout plus 1 second after it shows. */
export function notificationDismissAfterMs(timeoutMs: number = DEFAULT_NOTIFICATION_TIMEOUT_MS): number {
  return timeoutMs + LIMITS.notificationExtraTimeoutMs;
}

/** Console errors of the notification helper, fixed texts (docs/product.md#notices-and-dialogs). */
export const NOTIFY_CONSOLE_ERRORS = {
  wrongBadgePosition: 'wrong badgePosition',
  updateGrouped: 'trying to update a grouped one which is forbidden',
} as const;

/** Confirm dialog defaults. */
export const CONFIRM_DEFAULTS = {
  title: 'Are you sure?',
  message: 'This action cannot be undone.',
  ok: 'Ok',
  cancel: 'Cancel',
} as const;

/** Loading overlay: shown at once, spinner size 80. */
export const LOADING_OVERLAY = { delay: 0, spinnerSize: 80 } as const;

export const TASK_DIALOG = { maxWidthPx: LIMITS.dialogMaxWidthPx } as const;

/** Class added to <body> at start (docs/product.md#screens-and-routes). */
export const BODY_CLASS = 'expertos';

/**
 * Local-storage key of the beta-user flag, stored as the text 'true'
 * (docs/product.md#screens-and-routes).
 */
export const BETA_USER_STORAGE_KEY = 'betauser';

/** The error of a failed external script load. */
export function scriptLoadError(url: string): string {
  return `Failed to load script with src ${url}`;
}
