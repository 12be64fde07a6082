import type { CaptureSource } from '@expertos/domain/extension';
import { browser } from 'wxt/browser';
import type { RecordingTarget } from './recordings-db';

/** What the parts of the extension say to each other (never to a web page). */
export type InternalMessage =
  /** Any part → worker: a valid ID token (the offscreen document has no storage API of its own). */
  | { to: 'background'; type: 'token' }
  /** Any page → worker → offscreen document (the worker opens it first). */
  | { to: 'background'; type: 'offscreen'; message: OffscreenMessage }
  /** Content script → worker: make a ticket of the selection. */
  | { to: 'background'; type: 'capture-selection'; text: string; url: string; title: string }
  /**
   * Content script → worker: the selection button's words in the extension's language, answered
   * with a string (the catalogues stay out of the script every page loads).
   */
  | { to: 'background'; type: 'selection-label' }
  /**
   * Any page → worker: what the image's "Save image to the asset library" does, answered with the
   * outcome as shown (`{ ok, text }`, in the extension's language; the journeys send it, as a
   * headless browser opens no context menu).
   */
  | { to: 'background'; type: 'save-image'; src: string }
  | OffscreenMessage
  /** Offscreen document → everyone: what the recorder and the uploads are doing. */
  | { to: 'pages'; type: 'status'; status: RecorderStatus };

/** What the offscreen document does; each is answered with its RecorderStatus. */
export type OffscreenMessage =
  | { to: 'offscreen'; type: 'start'; settings: RecordSettings }
  | { to: 'offscreen'; type: 'stop' }
  | { to: 'offscreen'; type: 'upload'; id: string }
  | { to: 'offscreen'; type: 'status' };

export interface RecordSettings {
  source: CaptureSource;
  microphone: boolean;
  camera: boolean;
  cameraId: string | null;
  target: RecordingTarget;
}

export interface RecorderStatus {
  /** The recording under way, if any. */
  recordingId: string | null;
  startedAt: string | null;
  /** A message of the spec's catalogue (denied, not supported, no audio) or another failure. */
  error: string | null;
  warning: string | null;
  /** Uploads running now, by recording id: bytes sent of total. */
  uploads: Record<string, { sent: number; total: number; paused: boolean; error: string | null }>;
}

export const IDLE_STATUS: RecorderStatus = {
  recordingId: null,
  startedAt: null,
  error: null,
  warning: null,
  uploads: {},
};

export function send<T = unknown>(message: InternalMessage): Promise<T> {
  return browser.runtime.sendMessage(message) as Promise<T>;
}

/** Asks the offscreen document (opened first if need be) and answers its status. */
export async function toOffscreen(message: OffscreenMessage): Promise<RecorderStatus> {
  const reply = await send<RecorderStatus | { error: string }>({
    to: 'background',
    type: 'offscreen',
    message,
  });
  if ('error' in reply && !('uploads' in reply)) throw new Error(reply.error);
  return reply as RecorderStatus;
}
