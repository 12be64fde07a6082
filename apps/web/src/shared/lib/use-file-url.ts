import { useEffect, useState } from 'react';

export interface FileUrl {
  /** An object URL of the fetched file; null until it has arrived. */
  src: string | null;
  failed: boolean;
  /** Fetches again after a failure. */
  retry: () => void;
}

/**
 * A stored file as an object URL for `<img>` or `<audio>`: fetched with the bearer token (a
 * plain `src` would not send it) once `enabled`, and revoked when the element goes away or
 * the file changes. `fetchFile` is the feature's fetcher (comment attachments, reference images).
 */
export function useFileUrl(
  url: string,
  fetchFile: (url: string, signal: AbortSignal) => Promise<Blob>,
  enabled = true,
): FileUrl {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` fetches again after a failure; the fetcher is a module function.
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setFailed(false);
    fetchFile(url, controller.signal)
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
