import { catalogueError } from '@expertos/api-client/api-error';
import { createApiClient } from '@expertos/api-client/client';
import { createTicket } from '@expertos/api-client/tickets';
import {
  RECORDING_CONTENT_TYPE,
  RECORDING_UPLOAD_CHUNK_BYTES,
  RECORDING_UPLOAD_RETRY_DELAYS_MS,
  recordingUploadMetadata,
  videoUidOfUploadUrl,
} from '@expertos/domain/extension';
import type { Language } from '@expertos/domain/languages';
import { recordedBytes } from '@expertos/domain/recording';
import { Upload } from 'tus-js-client';
import { fetchIn } from '@/lib/fetch-in';
import { send } from '@/lib/messages';
import {
  dropChunks,
  finishRecording,
  getRecording,
  type RecordingEntry,
  recordingBlob,
  updateRecording,
} from '@/lib/recordings-db';
import { en } from '@/locales/en';
import { setUpload } from './status';

type Session = { token: string; origin: string; language: Language };
type TokenReply = Session | { error: string };

/** The token, the app and the language to ask in, from the worker; a signed-out extension cannot upload. */
async function session(): Promise<Session> {
  const reply = await send<TokenReply>({ to: 'background', type: 'token' });
  if ('error' in reply)
    throw reply.error === 'signed-out' ? catalogueError('unauthorized', 401) : new Error(reply.error);
  return reply;
}

const running = new Set<string>();

/**
 * Uploads a stored recording with tus (docs/product.md#recordings): a new ticket is made first
 * when the recording is for one (kept, so a second try does not make another), the upload's
 * address is stored the moment the server gives it, and a dropped connection or a stopped
 * server is retried from the server's offset. After the retries, the upload shows as paused and
 * the record page offers to go on (from the same address, also after a browser restart).
 */
export async function uploadRecording(id: string): Promise<void> {
  if (running.has(id)) return;
  running.add(id);
  try {
    let entry = await getRecording(id);
    if (!entry || entry.uploaded) return;
    // A recording cut by a crash is uploaded as far as it got.
    if (!entry.ledger.finished) entry = await finishRecording(id);
    const total = recordedBytes(entry.ledger);
    setUpload(id, { sent: entry.uploadedBytes, total, paused: false, error: null });
    entry = await ensureTicket(entry);
    const url = await tusUpload(entry, total);
    // The address is written again with the end: its first write (when the server gave it) is
    // not awaited by the tus client, and an entry must never show as uploaded without its video.
    await updateRecording(id, (e) => ({
      ...e,
      uploadUrl: url,
      videoUid: videoUidOfUploadUrl(url),
      uploaded: true,
      uploadedBytes: total,
    }));
    await dropChunks(id);
    setUpload(id, null);
  } catch (error) {
    const entry = await getRecording(id);
    setUpload(id, {
      sent: entry?.uploadedBytes ?? 0,
      total: entry ? recordedBytes(entry.ledger) : 0,
      paused: true,
      error: error instanceof Error ? error.message : String(error),
    });
  } finally {
    running.delete(id);
  }
}

async function ensureTicket(entry: RecordingEntry): Promise<RecordingEntry> {
  if (entry.target.ticketUid) return entry;
  const { origin, language } = await session();
  const api = createApiClient({
    baseUrl: `${origin}/api`,
    fetch: fetchIn(language),
    tokens: { getToken: async () => (await session()).token },
  });
  const ticket = await createTicket(api, entry.target.projectUid, {
    summary: entry.target.summary,
    ticket_type: 'task',
  });
  return updateRecording(entry.id, (e) => ({ ...e, target: { ...e.target, ticketUid: ticket.uid } }));
}

/** Sends the recording's bytes; resolves with the upload's address once the server has them all. */
async function tusUpload(entry: RecordingEntry, total: number): Promise<string> {
  const { origin } = await session();
  const blob = await recordingBlob(entry.id, RECORDING_CONTENT_TYPE);
  return new Promise<string>((resolve, reject) => {
    const upload: Upload = new Upload(blob, {
      endpoint: `${origin}/api/projects/${encodeURIComponent(entry.target.projectUid)}/videos`,
      ...(entry.uploadUrl ? { uploadUrl: entry.uploadUrl } : {}),
      chunkSize: RECORDING_UPLOAD_CHUNK_BYTES,
      retryDelays: RECORDING_UPLOAD_RETRY_DELAYS_MS,
      metadata: recordingUploadMetadata(entry.target.ticketUid),
      // Our own address book (IndexedDB, beside the chunks) rather than the client's localStorage.
      storeFingerprintForResuming: false,
      async onBeforeRequest(request) {
        const { token, language } = await session();
        request.setHeader('Authorization', `Bearer ${token}`);
        // A refusal is written in the person's language.
        request.setHeader('Accept-Language', language);
      },
      onUploadUrlAvailable() {
        const url = upload.url;
        if (!url) return;
        return updateRecording(entry.id, (e) => ({
          ...e,
          uploadUrl: url,
          videoUid: videoUidOfUploadUrl(url),
        })).then(() => undefined);
      },
      onProgress(sent) {
        setUpload(entry.id, { sent, total, paused: false, error: null });
      },
      onChunkComplete(_size, accepted) {
        void updateRecording(entry.id, (e) => ({ ...e, uploadedBytes: accepted }));
      },
      onSuccess: () =>
        // In English: the record page shows it in the person's language (shownText).
        upload.url ? resolve(upload.url) : reject(new Error(en.offscreen.noUploadAddress)),
      onError: reject,
    });
    upload.start();
  });
}
