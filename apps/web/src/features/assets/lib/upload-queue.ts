import { catalogueError } from '@expertos/api-client/api-error';
import type { AssetBrand } from '@expertos/api-client/assets';
import { ApiError, isApiError } from '@expertos/api-client/client';
import {
  ASSET_RESUMABLE_FROM_BYTES,
  ASSET_UPLOAD_MAX_BYTES,
  ASSET_UPLOAD_PARALLEL,
  type AssetUploadResult,
} from '@expertos/domain/assets';

/** How a file travels: in one multipart request, or resumable by tus (files over 8 MB). */
export type UploadRoute = 'multipart' | 'tus';

/** The route a file of `size` bytes takes. */
export const routeOf = (size: number): UploadRoute =>
  size > ASSET_RESUMABLE_FROM_BYTES ? 'tus' : 'multipart';

export type UploadStatus = 'queued' | 'uploading' | 'stored' | 'duplicate' | 'failed' | 'cancelled';

/** A file to send: the file and the name it goes by (its path below a dropped folder). */
export interface PickedFile {
  file: File;
  name: string;
}

export interface UploadTarget {
  brand: AssetBrand;
  /** The folder the files go into (a dropped folder's own folders are made inside it). */
  folderUid: string | null;
  /** Upload as a new version of this asset rather than as a new asset. */
  assetUid: string | null;
}

export interface UploadItem extends UploadTarget {
  id: string;
  file: File;
  name: string;
  size: number;
  route: UploadRoute;
  status: UploadStatus;
  /** Bytes the server has taken so far. */
  sent: number;
  /** Why it failed (the server's refusal, the network, or the local size check). */
  error: ApiError | null;
  /** What it came to (stored, or a duplicate waiting on the person's choice). */
  result: AssetUploadResult | null;
}

export interface SendContext {
  onProgress: (sent: number) => void;
  /** Aborted when the person cancels the file. */
  signal: AbortSignal;
}

/** The two ways bytes travel; the app's are XHR and tus-js-client (upload-transport.ts). */
export interface UploadTransport {
  multipart(item: UploadItem, context: SendContext): Promise<AssetUploadResult>;
  tus(item: UploadItem, context: SendContext): Promise<AssetUploadResult>;
}

export interface UploadQueue {
  items(): readonly UploadItem[];
  subscribe(listener: () => void): () => void;
  /** Called with each result once a file is stored (or its duplicate is resolved). */
  onResult(listener: (item: UploadItem) => void): () => void;
  add(files: readonly PickedFile[], target: UploadTarget): UploadItem[];
  cancel(id: string): void;
  retry(id: string): void;
  /** Sets a duplicate's outcome once the person chose (the resolve call's result). */
  settle(id: string, result: AssetUploadResult): void;
  /** Takes finished, failed and cancelled rows off the list. */
  clearDone(): void;
  /** How many are in flight now. */
  inFlight(): number;
}

const FINISHED: readonly UploadStatus[] = ['stored', 'duplicate', 'failed', 'cancelled'];

let lastId = 0;
const nextId = () => `upload-${Date.now().toString(36)}-${(lastId++).toString(36)}`;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * One person's upload queue (docs/product.md#asset-library): files wait their turn and go
 * `parallel` at a time (ASSET_UPLOAD_PARALLEL), each by the route its size calls for. A file
 * larger than the largest kind's limit is refused before a byte is sent; everything else is
 * for the server to judge, and its refusal stays on the file's row. Cancel and retry per file.
 */
export function createUploadQueue(
  transport: UploadTransport,
  { parallel = ASSET_UPLOAD_PARALLEL }: { parallel?: number } = {},
): UploadQueue {
  let items: UploadItem[] = [];
  const listeners = new Set<() => void>();
  const resultListeners = new Set<(item: UploadItem) => void>();
  const controllers = new Map<string, AbortController>();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const update = (id: string, change: Partial<UploadItem>) => {
    items = items.map((item) => (item.id === id ? { ...item, ...change } : item));
    emit();
  };
  const find = (id: string) => items.find((item) => item.id === id);

  function pump() {
    while (controllers.size < parallel) {
      const next = items.find((item) => item.status === 'queued');
      if (!next) return;
      start(next);
    }
  }

  function start(item: UploadItem) {
    const controller = new AbortController();
    controllers.set(item.id, controller);
    update(item.id, { status: 'uploading', error: null, sent: 0 });
    const running = find(item.id)!;
    const send = item.route === 'tus' ? transport.tus : transport.multipart;
    const context: SendContext = {
      signal: controller.signal,
      onProgress: (sent) => {
        if (!controller.signal.aborted) update(item.id, { sent: Math.min(sent, item.size) });
      },
    };
    // Called through a resolved promise: a transport that throws at once still fails only its file.
    Promise.resolve()
      .then(() => send.call(transport, running, context))
      .then(
        (result) => {
          if (controller.signal.aborted) return;
          update(item.id, {
            status: result.status === 'stored' ? 'stored' : 'duplicate',
            sent: item.size,
            result,
          });
          if (result.status === 'stored') notifyResult(item.id);
        },
        (error: unknown) => {
          if (controller.signal.aborted || isAbort(error)) {
            update(item.id, { status: 'cancelled' });
            return;
          }
          update(item.id, { status: 'failed', error: asApiError(error) });
        },
      )
      .finally(() => {
        if (controllers.get(item.id) === controller) controllers.delete(item.id);
        pump();
      });
  }

  function notifyResult(id: string) {
    const item = find(id);
    if (!item) return;
    for (const listener of resultListeners) listener(item);
  }

  return {
    items: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onResult(listener) {
      resultListeners.add(listener);
      return () => resultListeners.delete(listener);
    },
    add(files, target) {
      const added = files.map(({ file, name }): UploadItem => {
        const tooLarge = file.size > ASSET_UPLOAD_MAX_BYTES;
        return {
          ...target,
          id: nextId(),
          file,
          name,
          size: file.size,
          route: routeOf(file.size),
          status: tooLarge ? 'failed' : 'queued',
          sent: 0,
          error: tooLarge ? catalogueError('asset_too_large', 413) : null,
          result: null,
        };
      });
      items = [...items, ...added];
      emit();
      pump();
      return added;
    },
    cancel(id) {
      const item = find(id);
      if (!item) return;
      const controller = controllers.get(id);
      if (controller) {
        // The slot is freed at once: the next file need not wait for the abort to settle.
        controller.abort();
        controllers.delete(id);
        update(id, { status: 'cancelled' });
        pump();
      } else if (item.status === 'queued') update(id, { status: 'cancelled' });
    },
    retry(id) {
      const item = find(id);
      if (!item || (item.status !== 'failed' && item.status !== 'cancelled')) return;
      if (item.size > ASSET_UPLOAD_MAX_BYTES) return;
      update(id, { status: 'queued', error: null, sent: 0, result: null });
      pump();
    },
    settle(id, result) {
      update(id, { status: result.status === 'stored' ? 'stored' : 'duplicate', result });
      if (result.status === 'stored') notifyResult(id);
    },
    clearDone() {
      items = items.filter((item) => !FINISHED.includes(item.status) || item.status === 'duplicate');
      emit();
    },
    inFlight: () => controllers.size,
  };
}

function asApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  return new ApiError({
    status: 0,
    code: 'service_unavailable',
    message: error instanceof Error ? error.message : String(error),
    cause: error,
  });
}

/** Bytes sent and to send over the rows that still count (cancelled and refused ones do not). */
export function queueTotals(items: readonly UploadItem[]): { sent: number; size: number; active: number } {
  let sent = 0;
  let size = 0;
  let active = 0;
  for (const item of items) {
    if (item.status === 'cancelled' || item.status === 'failed') continue;
    sent += item.status === 'stored' || item.status === 'duplicate' ? item.size : item.sent;
    size += item.size;
    if (item.status === 'queued' || item.status === 'uploading') active += 1;
  }
  return { sent, size, active };
}
