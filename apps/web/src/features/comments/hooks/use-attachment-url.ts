import { type RefCallback, useCallback, useEffect, useRef, useState } from 'react';
import { type FileUrl, useFileUrl } from '@/shared/lib/use-file-url';
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

export type AttachmentUrl = FileUrl;

/** An attachment as an object URL, fetched once `enabled` (the comment has come into view). */
export function useAttachmentUrl(url: string, enabled: boolean): AttachmentUrl {
  // Attachments are fetched through the comments feature's fetcher (the tests stub it there).
  return useFileUrl(url, (file, signal) => fetchAttachment(file, signal), enabled);
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
