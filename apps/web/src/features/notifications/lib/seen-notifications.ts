import type { Notification } from '@expertos/domain/notification.schema';

/**
 * Which notifications this browser session has already seen, so a poll toasts only the new
 * ones. Module state, not component state: the header (and the bell) unmounts on the task
 * page, and coming back must not toast what was seen before. Keyed by user, so another
 * user signing in on this tab starts afresh; the first poll of a user is the baseline and
 * toasts nothing.
 */
let owner: string | null = null;
let seen: Set<string> | null = null;

/** The items of `page` not seen before (none on the first call for `userUid`); all become seen. */
export function takeUnseen(userUid: string, page: readonly Notification[]): Notification[] {
  if (seen === null || owner !== userUid) {
    owner = userUid;
    seen = new Set(page.map((item) => item.uid));
    return [];
  }
  const known = seen;
  const fresh = page.filter((item) => !known.has(item.uid));
  for (const item of fresh) known.add(item.uid);
  return fresh;
}

/** Forgets everything (tests). */
export function resetSeenNotifications(): void {
  owner = null;
  seen = null;
}
