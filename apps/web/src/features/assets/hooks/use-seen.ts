import { type RefCallback, useCallback, useEffect, useRef, useState } from 'react';

/**
 * True once the element has come near the viewport (and from then on): previews are fetched
 * only for the cards someone scrolls to. Without IntersectionObserver it is true at once.
 */
export function useSeen<T extends Element>(margin = '200px'): [RefCallback<T>, boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback<RefCallback<T>>(
    (element) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || seen) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setSeen(true);
            observer.current?.disconnect();
          }
        },
        { rootMargin: margin },
      );
      observer.current.observe(element);
    },
    [seen, margin],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, seen];
}
