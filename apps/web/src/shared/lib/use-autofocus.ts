import { type RefObject, useEffect, useRef } from 'react';

/**
 * Focuses the element once it is mounted (a form's first field). A ref rather than the
 * `autoFocus` attribute, which React applies only on first render and screen readers
 * announce poorly when the page moves under it.
 */
export function useAutofocus<T extends HTMLElement>(enabled = true): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}
