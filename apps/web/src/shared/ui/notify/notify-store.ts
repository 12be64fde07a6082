import { LIMITS } from '@expertos/domain/limits';
import {
  type BadgePosition,
  DEFAULT_NOTIFICATION_TIMEOUT_MS,
  isBadgePosition,
  NOTIFY_CONSOLE_ERRORS,
  type NotificationType,
} from '@expertos/domain/ui';
import { createStore } from 'zustand/vanilla';

/**
 * Notifications with the behaviour of the original app (Quasar's Notify;
 * docs/product.md#notices-and-dialogs): duplicates are grouped into one notification whose
 * counter badge increments, each is dismissed `timeout + LIMITS.notificationExtraTimeoutMs`
 * after it was last shown, and a grouped one cannot be updated. Pure state and timers;
 * `NotificationsHost` renders it.
 */
export type { BadgePosition, NotificationType };

export interface NotifyOptions {
  type: NotificationType;
  message: string;
  /** Milliseconds before dismissal (plus the extra second); 0 keeps it until closed. */
  timeout?: number;
  /**
   * Grouping key. Omitted or true: grouped with the same type and message. A string: grouped
   * with every notification given that key. false: never grouped, and updatable.
   */
  group?: boolean | string;
  /** Corner of the counter badge; must be one of BADGE_POSITIONS. */
  badgePosition?: string;
}

export interface ActiveNotification {
  id: number;
  type: NotificationType;
  message: string;
  timeout: number;
  /** Null when not grouped (`group: false`). */
  groupKey: string | null;
  /** How many times it was shown; the badge appears from 2. */
  count: number;
  badgePosition: BadgePosition;
}

export type NotifyUpdateProps = Partial<Pick<NotifyOptions, 'type' | 'message' | 'timeout'>>;
/** With props: updates the notification (non-grouped only). Without: dismisses it. */
export type NotifyHandle = (props?: NotifyUpdateProps) => void;

interface NotificationsState {
  items: ActiveNotification[];
}

export const notificationsStore = createStore<NotificationsState>(() => ({ items: [] }));

const DEFAULT_BADGE_POSITION: BadgePosition = 'top-right';
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

function groupKeyOf(options: NotifyOptions): string | null {
  if (options.group === false) return null;
  if (typeof options.group === 'string') return `key:${options.group}`;
  return `auto:${options.type}:${options.message}`;
}

function patch(id: number, change: Partial<ActiveNotification>): void {
  notificationsStore.setState((state) => ({
    items: state.items.map((item) => (item.id === id ? { ...item, ...change } : item)),
  }));
}

/**
 * Whether the stack is on screen. Its code loads with the first notification; on a slow or busy
 * page that can take longer than a toast lasts, so a toast's time starts once it can be seen.
 */
let stackShown = false;
const waiting = new Map<number, number>();

/** Called by the stack as it mounts and unmounts: starts the clocks of the toasts raised meanwhile. */
export function setNotificationStackShown(shown: boolean): void {
  stackShown = shown;
  if (!shown) return;
  const pending = [...waiting];
  waiting.clear();
  for (const [id, timeout] of pending) startTimer(id, timeout);
}

function startTimer(id: number, timeout: number): void {
  clearTimer(id);
  if (timeout <= 0) return;
  if (!stackShown) {
    waiting.set(id, timeout);
    return;
  }
  timers.set(
    id,
    setTimeout(() => dismissNotification(id), timeout + LIMITS.notificationExtraTimeoutMs),
  );
}

function clearTimer(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  waiting.delete(id);
}

export function dismissNotification(id: number): void {
  clearTimer(id);
  notificationsStore.setState((state) => ({ items: state.items.filter((item) => item.id !== id) }));
}

/** Removes every notification and timer (sign-out, tests). */
export function clearNotifications(): void {
  for (const id of [...timers.keys()]) clearTimer(id);
  waiting.clear();
  notificationsStore.setState({ items: [] });
}

const rejected: NotifyHandle = () => {};

export function notify(options: NotifyOptions): NotifyHandle {
  const badgePosition = options.badgePosition ?? DEFAULT_BADGE_POSITION;
  if (!isBadgePosition(badgePosition)) {
    console.error(NOTIFY_CONSOLE_ERRORS.wrongBadgePosition);
    return rejected;
  }
  const timeout = options.timeout ?? DEFAULT_NOTIFICATION_TIMEOUT_MS;
  const groupKey = groupKeyOf(options);
  const original =
    groupKey === null
      ? undefined
      : notificationsStore.getState().items.find((item) => item.groupKey === groupKey);

  let id: number;
  if (original) {
    // A regrouped duplicate takes the newest content, bumps the badge and restarts the timer.
    id = original.id;
    patch(id, {
      type: options.type,
      message: options.message,
      timeout,
      badgePosition,
      count: original.count + 1,
    });
  } else {
    id = nextId++;
    const item: ActiveNotification = {
      id,
      type: options.type,
      message: options.message,
      timeout,
      groupKey,
      count: 1,
      badgePosition,
    };
    notificationsStore.setState((state) => ({ items: [...state.items, item] }));
  }
  startTimer(id, timeout);

  if (groupKey !== null) {
    return (props) => {
      if (props === undefined) return dismissNotification(id);
      console.error(NOTIFY_CONSOLE_ERRORS.updateGrouped);
    };
  }
  return (props) => {
    if (props === undefined) return dismissNotification(id);
    if (!notificationsStore.getState().items.some((item) => item.id === id)) return;
    const change: Partial<ActiveNotification> = {};
    if (props.type !== undefined) change.type = props.type;
    if (props.message !== undefined) change.message = props.message;
    if (props.timeout !== undefined) change.timeout = props.timeout;
    patch(id, change);
    if (props.timeout !== undefined) startTimer(id, props.timeout);
  };
}
