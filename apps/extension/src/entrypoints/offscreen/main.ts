import { browser } from 'wxt/browser';
import type { InternalMessage, RecorderStatus } from '@/lib/messages';
import { startRecording, stopRecording } from './recorder';
import { currentStatus, onStatus } from './status';
import { uploadRecording } from './uploader';

/*
 * The offscreen document (docs/product.md#recordings): it holds the recorder and the uploads, so
 * both go on when the popup or the record page closes. It has only the runtime API: the worker
 * forwards the pages' requests, and hands over the token.
 */
browser.runtime.onMessage.addListener((raw, _sender, sendResponse) => {
  const message = raw as InternalMessage;
  if (message?.to !== 'offscreen') return;
  const answer = (work: Promise<unknown>) => {
    void work.then(
      () => sendResponse(currentStatus()),
      (error) =>
        sendResponse({ ...currentStatus(), error: error instanceof Error ? error.message : String(error) }),
    );
    return true;
  };
  switch (message.type) {
    case 'start':
      return answer(startRecording(message.settings));
    case 'stop':
      return answer(stopRecording());
    case 'upload':
      // Answered at once: the upload reports its progress through status messages.
      void uploadRecording(message.id);
      return answer(Promise.resolve());
    case 'status':
      return answer(Promise.resolve());
  }
});

onStatus((status: RecorderStatus) => {
  browser.runtime.sendMessage({ to: 'pages', type: 'status', status }).catch(() => {
    // No page is open to hear it: nothing to do.
  });
});
