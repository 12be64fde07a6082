import type { CaptureSource } from '@expertos/domain/extension';
import { MESSAGES } from '@expertos/domain/messages';

/** A failure the person can act on, with the spec's text (§8). */
export class RecordingError extends Error {}

// The picker opens on the kind of surface chosen; the person may still pick another.
const SURFACE: Record<CaptureSource, string> = { screen: 'monitor', tab: 'browser', window: 'window' };

/** The picture: the screen, a tab or a window, as the person picks it. */
export async function displayStream(source: CaptureSource): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getDisplayMedia || typeof MediaRecorder === 'undefined')
    throw new RecordingError(MESSAGES.screenShareNotSupported);
  try {
    return await navigator.mediaDevices.getDisplayMedia({
      video: { displaySurface: SURFACE[source], frameRate: 30 } as MediaTrackConstraints,
      audio: false,
    });
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
      throw new RecordingError(MESSAGES.screenShareDenied);
    if (error instanceof DOMException && error.name === 'NotSupportedError')
      throw new RecordingError(MESSAGES.screenShareNotSupported);
    throw error;
  }
}

export async function microphoneStream(): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true }, video: false });
  } catch {
    throw new RecordingError(MESSAGES.noAudioDetected);
  }
}

export function cameraStream(deviceId: string | null): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    video: deviceId
      ? { deviceId: { exact: deviceId }, width: 320, height: 320 }
      : { width: 320, height: 320 },
    audio: false,
  });
}

/**
 * Whether the microphone carries any sound within `ms`: a muted or dead microphone gives pure
 * silence, which the person should hear about before recording minutes of it.
 */
export async function hearsAudio(stream: MediaStream, ms: number): Promise<boolean> {
  const context = new AudioContext();
  try {
    const analyser = context.createAnalyser();
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const until = Date.now() + ms;
    while (Date.now() < until) {
      analyser.getByteTimeDomainData(samples);
      // 128 is silence in this encoding.
      if (samples.some((v) => Math.abs(v - 128) > 2)) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  } finally {
    void context.close();
  }
}

/**
 * The screen with the camera as a round bubble in its lower left corner, drawn on a canvas.
 * A timer, not animation frames: an offscreen document is never painted, so it gets none.
 */
export function withCameraBubble(
  display: MediaStream,
  camera: MediaStream,
): { stream: MediaStream; stop: () => void } {
  const screen = videoOf(display);
  const face = videoOf(camera);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d')!;
  const timer = setInterval(() => {
    if (!screen.videoWidth) return;
    if (canvas.width !== screen.videoWidth) canvas.width = screen.videoWidth;
    if (canvas.height !== screen.videoHeight) canvas.height = screen.videoHeight;
    context.drawImage(screen, 0, 0);
    const size = Math.round(Math.min(canvas.width, canvas.height) / 4);
    const x = 24;
    const y = canvas.height - size - 24;
    context.save();
    context.beginPath();
    context.arc(x + size / 2, y + size / 2, size / 2, 0, Math.PI * 2);
    context.clip();
    const side = Math.min(face.videoWidth, face.videoHeight) || 1;
    context.drawImage(
      face,
      (face.videoWidth - side) / 2,
      (face.videoHeight - side) / 2,
      side,
      side,
      x,
      y,
      size,
      size,
    );
    context.restore();
    // A white ring sets the bubble apart from whatever the screen shows behind it.
    context.beginPath();
    context.arc(x + size / 2, y + size / 2, size / 2, 0, Math.PI * 2);
    context.lineWidth = Math.max(2, Math.round(size / 40));
    context.strokeStyle = '#fff';
    context.stroke();
  }, 1000 / 30);
  return {
    stream: canvas.captureStream(30),
    stop: () => clearInterval(timer),
  };
}

function videoOf(stream: MediaStream): HTMLVideoElement {
  const video = document.createElement('video');
  video.muted = true;
  video.srcObject = stream;
  void video.play();
  return video;
}
