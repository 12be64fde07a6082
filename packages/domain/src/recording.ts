/**
 * A recording's chunks as the extension keeps them (docs/product.md#recordings): written to the
 * extension's storage as MediaRecorder hands them over, so a crash or a browser restart loses
 * at most the chunk being recorded; and uploaded from wherever the server says it has got to,
 * so a dropped connection resumes instead of starting over. Pure bookkeeping: the extension
 * stores the bytes, this says which ones exist and which to send next.
 */

/** How often MediaRecorder hands over a chunk: the most a crash can lose. */
export const RECORDING_CHUNK_MS = 2_000;

export interface RecordingLedger {
  id: string;
  startedAt: string;
  /** Byte sizes of the stored chunks, in order: chunk i is `sizes[i]` bytes. */
  sizes: number[];
  /** The recorder stopped on purpose: no chunk will follow. */
  finished: boolean;
}

export function newLedger(id: string, startedAt: string): RecordingLedger {
  return { id, startedAt, sizes: [], finished: false };
}

/**
 * Records that chunk `index` was stored. A chunk written again after a crash (same index and
 * size) changes nothing; a gap or a different size for a stored index is refused, since the
 * bytes on disk would no longer match the ledger.
 */
export function appendChunk(ledger: RecordingLedger, index: number, size: number): RecordingLedger {
  if (!Number.isInteger(size) || size < 0) throw new Error(`chunk ${index}: bad size ${size}`);
  if (index < ledger.sizes.length) {
    if (ledger.sizes[index] === size) return ledger;
    throw new Error(`chunk ${index} was stored with ${ledger.sizes[index]} bytes, not ${size}`);
  }
  if (index !== ledger.sizes.length) throw new Error(`chunk ${index} after ${ledger.sizes.length} chunks`);
  if (ledger.finished) throw new Error('the recording is finished');
  return { ...ledger, sizes: [...ledger.sizes, size] };
}

export function finishLedger(ledger: RecordingLedger): RecordingLedger {
  return ledger.finished ? ledger : { ...ledger, finished: true };
}

/** Bytes stored so far. */
export const recordedBytes = (ledger: RecordingLedger): number =>
  ledger.sizes.reduce((sum, size) => sum + size, 0);

/** Roughly how long the stored part lasts (chunks are cut at a steady pace). */
export const recordedMs = (ledger: RecordingLedger): number => ledger.sizes.length * RECORDING_CHUNK_MS;

/**
 * Where to go on from when the server has `serverOffset` bytes (tus `Upload-Offset`): the chunk
 * to read first and how many of its bytes the server already has; null when there is nothing
 * left to send yet. An offset past what is stored means the ledger and the server disagree.
 */
export function resumePoint(
  ledger: RecordingLedger,
  serverOffset: number,
): { chunk: number; skip: number } | null {
  const total = recordedBytes(ledger);
  if (serverOffset > total) throw new Error(`the server has ${serverOffset} bytes of ${total}`);
  let start = 0;
  for (let chunk = 0; chunk < ledger.sizes.length; chunk++) {
    const size = ledger.sizes[chunk]!;
    if (serverOffset < start + size) return { chunk, skip: serverOffset - start };
    start += size;
  }
  return null;
}

/** What a recording found in storage at start-up can do: go on uploading, or it is done. */
export type RecoveredState = 'empty' | 'recording-cut' | 'upload-pending' | 'uploaded';

/**
 * A ledger found at start-up (after a crash or restart): nothing stored; cut mid-recording
 * (not finished: its stored part can still be uploaded or discarded); finished but not all
 * uploaded; or all uploaded (safe to delete from storage).
 */
export function recoveredState(ledger: RecordingLedger, serverOffset: number): RecoveredState {
  if (ledger.sizes.length === 0) return 'empty';
  if (!ledger.finished) return 'recording-cut';
  return serverOffset >= recordedBytes(ledger) ? 'uploaded' : 'upload-pending';
}
