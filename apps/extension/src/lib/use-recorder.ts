import { useCallback, useEffect, useRef, useState } from 'react';
import { browser } from 'wxt/browser';
import { IDLE_STATUS, type InternalMessage, type RecorderStatus, toOffscreen } from './messages';
import { listRecordings, type RecordingEntry } from './recordings-db';

/** The recorder's status and the stored recordings, kept current while a page is open. */
export function useRecorder(): {
  status: RecorderStatus;
  recordings: RecordingEntry[] | null;
  refresh: () => void;
} {
  const [status, setStatus] = useState<RecorderStatus>(IDLE_STATUS);
  const [recordings, setRecordings] = useState<RecordingEntry[] | null>(null);
  // Reads can finish out of order (one per status message): only the latest is shown, so an
  // older read never puts back a recording as it was before its upload finished.
  const latest = useRef(0);
  const refresh = useCallback(() => {
    const read = ++latest.current;
    void listRecordings().then((all) => {
      if (read !== latest.current) return;
      setRecordings(all);
      // The toolbar's count of recordings waiting to be uploaded, kept true as they go up.
      const waiting = all.filter((r) => !r.uploaded && r.ledger.sizes.length > 0).length;
      void browser.action.setBadgeText({ text: waiting > 0 ? String(waiting) : '' });
    });
  }, []);
  useEffect(() => {
    refresh();
    const listener = (raw: unknown) => {
      const message = raw as InternalMessage;
      if (message?.to === 'pages' && message.type === 'status') {
        setStatus(message.status);
        refresh();
      }
    };
    browser.runtime.onMessage.addListener(listener);
    // The offscreen document may already be recording or uploading (the page was reopened).
    void browser.runtime
      .getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT'] })
      .then((open) =>
        open.length > 0 ? toOffscreen({ to: 'offscreen', type: 'status' }).then(setStatus) : undefined,
      )
      .catch(() => undefined);
    return () => browser.runtime.onMessage.removeListener(listener);
  }, [refresh]);
  // While recording, the list shows the recording grow (its chunks land every 2 seconds).
  useEffect(() => {
    if (!status.recordingId) return;
    const timer = setInterval(refresh, 2000);
    return () => clearInterval(timer);
  }, [status.recordingId, refresh]);
  return { status, recordings, refresh };
}
