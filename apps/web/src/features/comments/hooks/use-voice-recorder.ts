import { COMMENT_ATTACHMENT_MAX_BYTES } from '@expertos/domain/comment.schema';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A voice note stops by itself after five minutes… */
export const VOICE_NOTE_MAX_MS = 5 * 60_000;
/** …or once it nears the 5 MB file limit, whichever comes first (room kept for the last chunk). */
const VOICE_NOTE_MAX_BYTES = COMMENT_ATTACHMENT_MAX_BYTES - 256 * 1024;
const PREFERRED_TYPE = 'audio/webm;codecs=opus';
/** 64 kbit/s: clear speech, and five minutes make about 2.4 MB. */
const BITS_PER_SECOND = 64_000;
/** Chunks every second, so the size is known while recording. */
const TIMESLICE_MS = 1000;
const TICK_MS = 250;

export type RecorderProblem = 'unsupported' | 'denied' | 'noAudio' | 'failed';

export interface VoiceNote {
  blob: Blob;
  /** The file name it is sent under (`voice-note.webm`; `.ogg`/`.m4a` where the browser records those). */
  name: string;
  /** An object URL for the preview player; revoked on discard and unmount. */
  url: string;
  durationMs: number;
}

export interface VoiceRecorder {
  status: 'idle' | 'starting' | 'recording';
  elapsedMs: number;
  note: VoiceNote | null;
  problem: RecorderProblem | null;
  /** The last recording was stopped by the time or size cap, not by the user. */
  stoppedAtLimit: boolean;
  start: () => Promise<void>;
  stop: () => void;
  discard: () => void;
}

/** MediaRecorder and microphone access are both there (not in old browsers, nor in jsdom). */
export function voiceRecordingSupported(): boolean {
  return (
    typeof globalThis.MediaRecorder === 'function' &&
    typeof globalThis.navigator?.mediaDevices?.getUserMedia === 'function'
  );
}

function extensionFor(type: string): string {
  if (type.includes('ogg')) return 'ogg';
  if (type.includes('mp4') || type.includes('aac')) return 'm4a';
  return 'webm';
}

function problemOf(error: unknown): RecorderProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') {
    return 'noAudio';
  }
  return 'failed';
}

function createRecorder(stream: MediaStream): MediaRecorder {
  const preferred = MediaRecorder.isTypeSupported?.(PREFERRED_TYPE) ? PREFERRED_TYPE : undefined;
  const options: MediaRecorderOptions = { audioBitsPerSecond: BITS_PER_SECOND };
  if (preferred) options.mimeType = preferred;
  return new MediaRecorder(stream, options);
}

/**
 * Records one voice note from the microphone. The microphone is released as soon as the
 * recording stops (or the composer goes away), so the browser's recording indicator goes off.
 */
export function useVoiceRecorder(): VoiceRecorder {
  const [status, setStatus] = useState<VoiceRecorder['status']>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [note, setNote] = useState<VoiceNote | null>(null);
  const [problem, setProblem] = useState<RecorderProblem | null>(null);
  const [stoppedAtLimit, setStoppedAtLimit] = useState(false);

  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<number | undefined>(undefined);
  const noteRef = useRef<VoiceNote | null>(null);
  const mountedRef = useRef(true);

  const release = useCallback(() => {
    window.clearInterval(timerRef.current);
    timerRef.current = undefined;
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  }, []);

  const keepNote = useCallback((next: VoiceNote | null) => {
    if (noteRef.current) URL.revokeObjectURL(noteRef.current.url);
    noteRef.current = next;
    setNote(next);
  }, []);

  const halt = useCallback((atLimit: boolean) => {
    const recorder = recorderRef.current;
    if (!recorder || recorder.state === 'inactive') return;
    setStoppedAtLimit(atLimit);
    recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (recorderRef.current || noteRef.current) return;
    setProblem(null);
    setStoppedAtLimit(false);
    if (!voiceRecordingSupported()) {
      setProblem('unsupported');
      return;
    }
    setStatus('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      if (mountedRef.current) {
        setProblem(problemOf(error));
        setStatus('idle');
      }
      return;
    }
    if (!mountedRef.current) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    streamRef.current = stream;
    let recorder: MediaRecorder;
    try {
      recorder = createRecorder(stream);
    } catch {
      release();
      setProblem('failed');
      setStatus('idle');
      return;
    }
    const chunks: Blob[] = [];
    let bytes = 0;
    const startedAt = Date.now();
    recorder.ondataavailable = (event: BlobEvent) => {
      if (event.data.size === 0) return;
      chunks.push(event.data);
      bytes += event.data.size;
      if (bytes >= VOICE_NOTE_MAX_BYTES) halt(true);
    };
    recorder.onstop = () => {
      release();
      recorderRef.current = null;
      if (!mountedRef.current) return;
      setStatus('idle');
      const type = recorder.mimeType || chunks[0]?.type || 'audio/webm';
      const blob = new Blob(chunks, { type });
      if (blob.size === 0) {
        setProblem('noAudio');
        return;
      }
      const durationMs = Math.min(Date.now() - startedAt, VOICE_NOTE_MAX_MS);
      setElapsedMs(durationMs);
      keepNote({
        blob,
        name: `voice-note.${extensionFor(type)}`,
        url: URL.createObjectURL(blob),
        durationMs,
      });
    };
    recorderRef.current = recorder;
    try {
      recorder.start(TIMESLICE_MS);
    } catch {
      recorderRef.current = null;
      release();
      setProblem('failed');
      setStatus('idle');
      return;
    }
    setElapsedMs(0);
    setStatus('recording');
    timerRef.current = window.setInterval(() => {
      const elapsed = Date.now() - startedAt;
      setElapsedMs(Math.min(elapsed, VOICE_NOTE_MAX_MS));
      if (elapsed >= VOICE_NOTE_MAX_MS) halt(true);
    }, TICK_MS);
  }, [halt, keepNote, release]);

  const stop = useCallback(() => halt(false), [halt]);

  const discard = useCallback(() => {
    keepNote(null);
    setElapsedMs(0);
    setStoppedAtLimit(false);
  }, [keepNote]);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') recorder.stop();
      recorderRef.current = null;
      release();
      if (noteRef.current) URL.revokeObjectURL(noteRef.current.url);
      noteRef.current = null;
    };
  }, [release]);

  return { status, elapsedMs, note, problem, stoppedAtLimit, start, stop, discard };
}
