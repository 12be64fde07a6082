import { type RefCallback, useCallback, useEffect, useRef, useState } from 'react';
import { fetchAttachment } from '../api/attachments';

/**
 * True once the element has come near the viewport (and from then on), so files are fetched
 * only for comments someone scrolls to. Without IntersectionObserver it is true at once.
 */
export function useSeen<T extends Element>(): [RefCallback<T>, boolean] {
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
        { rootMargin: '200px' },
      );
      observer.current.observe(element);
    },
    [seen],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, seen];
}

export interface AttachmentUrl {
  /** An object URL of the fetched file; null until it has arrived. */
  src: string | null;
  failed: boolean;
  retry: () => void;
}

/**
 * An attachment as an object URL for `<img>` or `<audio>`: the file is fetched with the
 * bearer token (a plain `src` would not send it), once `enabled`; the URL is revoked when
 * the element goes away or the file changes.
 */
export function useAttachmentUrl(url: string, enabled: boolean): AttachmentUrl {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` fetches again after a failure.
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setFailed(false);
    fetchAttachment(url, controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setSrc(null);
    };
  }, [url, enabled, attempt]);

  return { src, failed, retry: () => setAttempt((value) => value + 1) };
}

/** Fetches a file with the bearer token and hands it to the browser as a download named `name`. */
export async function downloadAttachment(url: string, name: string): Promise<void> {
  const blob = await fetchAttachment(url);
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the URL after click() returns; give them time before letting it go.
  window.setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
