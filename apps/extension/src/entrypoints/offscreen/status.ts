import { IDLE_STATUS, type RecorderStatus } from '@/lib/messages';

/** What the recorder and uploads are doing, told to every open page when it changes. */
let status: RecorderStatus = IDLE_STATUS;
const listeners = new Set<(status: RecorderStatus) => void>();

export const currentStatus = () => status;

export function setStatus(change: (status: RecorderStatus) => RecorderStatus): void {
  status = change(status);
  for (const listener of listeners) listener(status);
}

export function setUpload(id: string, upload: RecorderStatus['uploads'][string] | null): void {
  setStatus((s) => {
    const uploads = { ...s.uploads };
    if (upload) uploads[id] = upload;
    else delete uploads[id];
    return { ...s, uploads };
  });
}

export function onStatus(listener: (status: RecorderStatus) => void): void {
  listeners.add(listener);
}
