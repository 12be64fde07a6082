import { useEffect, useRef } from 'react';
import { registerShortcut, type ShortcutId } from './shortcuts';

/**
 * What a shortcut does while the calling component is mounted (docs/product.md#keyboard-shortcuts).
 * `priority` puts a page's handler before the app's (e.g. the list page's own "New ticket");
 * a handler that returns false passes the key on.
 */
export function useShortcut(
  id: ShortcutId,
  handler: (event: KeyboardEvent) => boolean | undefined,
  { enabled = true, priority = 0 }: { enabled?: boolean; priority?: number } = {},
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return;
    return registerShortcut(id, (event) => latest.current(event), priority);
  }, [id, enabled, priority]);
}
