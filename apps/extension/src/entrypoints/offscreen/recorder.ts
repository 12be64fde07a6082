import { MESSAGES } from '@expertos/domain/messages';
import { RECORDING_CHUNK_MS } from '@expertos/domain/recording';
import type { RecordSettings } from '@/lib/messages';
import { createRecording, finishRecording, storeChunk } from '@/lib/recordings-db';
import { en } from '@/locales/en';
import { cameraStream, displayStream, hearsAudio, microphoneStream, withCameraBubble } from './media';
import { setStatus } from './status';
import { uploadRecording } from './uploader';

interface Session {
  id: string;
  recorder: MediaRecorder;
  /** Chunks are stored one after the other, in order, whatever the speed of the disk. */
  writes: Promise<unknown>;
  stopped: Promise<void>;
  release: () => void;
}

let session: Session | null = null;

const MIME = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm'].find((type) =>
  MediaRecorder.isTypeSupported(type),
);

/**
 * Records the chosen surface (with the microphone and the camera bubble when asked) into
 * IndexedDB, one chunk every RECORDING_CHUNK_MS. Stopping (or the person ending the share)
 * finishes the ledger and starts the upload.
 */
export async function startRecording(settings: RecordSettings): Promise<void> {
  // In English: the pages show it in the person's language (shownText).
  if (session) throw new Error(en.offscreen.alreadyRecording);
  setStatus((s) => ({ ...s, error: null, warning: null }));
  const display = await displayStream(settings.source);
  const streams = [display];
  try {
    const mic = settings.microphone ? await microphoneStream() : null;
    if (mic) streams.push(mic);
    const camera = settings.camera ? await cameraStream(settings.cameraId) : null;
    if (camera) streams.push(camera);
    const bubble = camera ? withCameraBubble(display, camera) : null;
    const video = bubble ? bubble.stream : display;
    const tracks = [...video.getVideoTracks(), ...(mic?.getAudioTracks() ?? [])];
    const recorder = new MediaRecorder(new MediaStream(tracks), MIME ? { mimeType: MIME } : undefined);
    const id = crypto.randomUUID();
    const startedAt = new Date();
    await createRecording(id, settings.target, startedAt);

    let index = 0;
    let resolveStopped!: () => void;
    const current: Session = {
      id,
      recorder,
      writes: Promise.resolve(),
      stopped: new Promise((resolve) => {
        resolveStopped = resolve;
      }),
      release: () => {
        bubble?.stop();
        for (const stream of streams) for (const track of stream.getTracks()) track.stop();
      },
    };
    recorder.ondataavailable = (event) => {
      if (event.data.size === 0) return;
      const chunk = index++;
      current.writes = current.writes.then(() => storeChunk(id, chunk, event.data));
    };
    recorder.onstop = () => {
      current.release();
      void current.writes
        .then(() => finishRecording(id))
        .then(() => {
          session = null;
          setStatus((s) => ({ ...s, recordingId: null, startedAt: null }));
          resolveStopped();
          return uploadRecording(id);
        });
    };
    // The person pressed the browser's own "Stop sharing".
    display.getVideoTracks()[0]?.addEventListener('ended', () => void stopRecording());
    recorder.start(RECORDING_CHUNK_MS);
    session = current;
    setStatus((s) => ({ ...s, recordingId: id, startedAt: startedAt.toISOString() }));
    if (mic)
      void hearsAudio(mic, 3000).then((heard) => {
        if (!heard && session?.id === id) setStatus((s) => ({ ...s, warning: MESSAGES.noAudioDetected }));
      });
  } catch (error) {
    for (const stream of streams) for (const track of stream.getTracks()) track.stop();
    throw error;
  }
}

/** Stops the recording; resolves once its last chunk is stored and the ledger finished. */
export async function stopRecording(): Promise<void> {
  const current = session;
  if (!current) return;
  if (current.recorder.state !== 'inactive') current.recorder.stop();
  await current.stopped;
}
