import { useEffect, useState } from 'react';
import { fetchMediaFile } from './handoff-api';

export interface MediaFile {
  /** The file as the phone's share sheet takes it; null until it has arrived. */
  file: File | null;
  /** An object URL of it, for the preview and the download link. */
  url: string | null;
  failed: boolean;
  retry: () => void;
}

/**
 * A post's file fetched ahead (with the bearer token its route needs), so a tap shares it at
 * once: a share sheet opened after a download would have lost the tap that allowed it.
 */
export function useMediaFile(address: string, fileName: string, mimeType: string): MediaFile {
  const [state, setState] = useState<{ file: File; url: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` fetches again after a failure.
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setFailed(false);
    fetchMediaFile(address, controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        const file = new File([blob], fileName, { type: mimeType || blob.type });
        url = URL.createObjectURL(file);
        setState({ file, url });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
      setState(null);
    };
  }, [address, fileName, mimeType, attempt]);

  return {
    file: state?.file ?? null,
    url: state?.url ?? null,
    failed,
    retry: () => setAttempt((value) => value + 1),
  };
}

/** Whether this browser's share sheet takes the file (phones mostly do; desktops mostly not). */
export function canShareFile(file: File): boolean {
  return typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
}
