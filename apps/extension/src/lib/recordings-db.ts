import {
  appendChunk,
  finishLedger,
  newLedger,
  type RecordingLedger,
  recordedBytes,
} from '@expertos/domain/recording';

/*
 * Recordings on disk (docs/product.md#recordings): each MediaRecorder chunk is written to
 * IndexedDB the moment it arrives, in one transaction with the ledger that counts it, so the
 * two never disagree and a crash loses at most the chunk being recorded. The upload address is
 * kept beside them, so an upload goes on after a dropped connection or a browser restart.
 * IndexedDB is shared by every part of the extension (offscreen document, pages, worker).
 */

/** Where a recording goes: a brand, and an existing ticket or the summary of a new one. */
export interface RecordingTarget {
  projectUid: string;
  ticketUid: string | null;
  summary: string;
}

export interface RecordingEntry {
  id: string;
  ledger: RecordingLedger;
  target: RecordingTarget;
  /** The tus upload's address once the server created it. */
  uploadUrl: string | null;
  videoUid: string | null;
  /** Bytes the server confirmed (the last progress seen). */
  uploadedBytes: number;
  /** The whole recording reached the server. */
  uploaded: boolean;
}

const DB = 'expertos-recordings';
const RECORDINGS = 'recordings';
const CHUNKS = 'chunks';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'));
  });
}

let opened: Promise<IDBDatabase> | null = null;

function db(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const open = indexedDB.open(DB, 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore(RECORDINGS, { keyPath: 'id' });
      open.result.createObjectStore(CHUNKS, { keyPath: ['id', 'index'] });
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  return opened;
}

// Strict: the chunk is on disk when the transaction completes, not merely handed to the OS.
const write = async (stores: string[]) =>
  (await db()).transaction(stores, 'readwrite', { durability: 'strict' });

export async function createRecording(
  id: string,
  target: RecordingTarget,
  now: Date,
): Promise<RecordingEntry> {
  const entry: RecordingEntry = {
    id,
    ledger: newLedger(id, now.toISOString()),
    target,
    uploadUrl: null,
    videoUid: null,
    uploadedBytes: 0,
    uploaded: false,
  };
  const tx = await write([RECORDINGS]);
  tx.objectStore(RECORDINGS).add(entry);
  await done(tx);
  return entry;
}

/** Stores chunk `index` and counts it in the ledger, both or neither. */
export async function storeChunk(id: string, index: number, blob: Blob): Promise<RecordingLedger> {
  const tx = await write([RECORDINGS, CHUNKS]);
  const recordings = tx.objectStore(RECORDINGS);
  const entry = (await request(recordings.get(id))) as RecordingEntry | undefined;
  if (!entry) throw new Error(`no recording ${id}`);
  const ledger = appendChunk(entry.ledger, index, blob.size);
  tx.objectStore(CHUNKS).put({ id, index, blob });
  recordings.put({ ...entry, ledger });
  await done(tx);
  return ledger;
}

export async function getRecording(id: string): Promise<RecordingEntry | null> {
  const tx = (await db()).transaction(RECORDINGS);
  return ((await request(tx.objectStore(RECORDINGS).get(id))) as RecordingEntry | undefined) ?? null;
}

export async function listRecordings(): Promise<RecordingEntry[]> {
  const tx = (await db()).transaction(RECORDINGS);
  const all = (await request(tx.objectStore(RECORDINGS).getAll())) as RecordingEntry[];
  return all.sort((a, b) => b.ledger.startedAt.localeCompare(a.ledger.startedAt));
}

/** Changes the bookkeeping of a recording (never its chunks). */
export async function updateRecording(
  id: string,
  change: (entry: RecordingEntry) => RecordingEntry,
): Promise<RecordingEntry> {
  const tx = await write([RECORDINGS]);
  const store = tx.objectStore(RECORDINGS);
  const entry = (await request(store.get(id))) as RecordingEntry | undefined;
  if (!entry) throw new Error(`no recording ${id}`);
  const next = change(entry);
  store.put(next);
  await done(tx);
  return next;
}

export const finishRecording = (id: string) =>
  updateRecording(id, (entry) => ({ ...entry, ledger: finishLedger(entry.ledger) }));

/** The stored bytes as one file, in order (IndexedDB keeps the chunks on disk; nothing is copied). */
export async function recordingBlob(id: string, type: string): Promise<Blob> {
  const tx = (await db()).transaction(CHUNKS);
  const range = IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]);
  const chunks = (await request(tx.objectStore(CHUNKS).getAll(range))) as { index: number; blob: Blob }[];
  chunks.sort((a, b) => a.index - b.index);
  const blob = new Blob(
    chunks.map((c) => c.blob),
    { type },
  );
  const entry = await getRecording(id);
  if (entry && blob.size !== recordedBytes(entry.ledger))
    throw new Error(
      `recording ${id}: ${blob.size} bytes stored, the ledger counts ${recordedBytes(entry.ledger)}`,
    );
  return blob;
}

/** Forgets a recording and its bytes (after upload, or when discarded). */
export async function deleteRecording(id: string): Promise<void> {
  const tx = await write([RECORDINGS, CHUNKS]);
  tx.objectStore(RECORDINGS).delete(id);
  tx.objectStore(CHUNKS).delete(IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]));
  await done(tx);
}

/** Only the chunks, once uploaded: the entry stays to show the link to the video. */
export async function dropChunks(id: string): Promise<void> {
  const tx = await write([CHUNKS]);
  tx.objectStore(CHUNKS).delete(IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]));
  await done(tx);
}
