import { DRIVE_EXPORT_MIME, DRIVE_FOLDER_MIME } from '@expertos/domain/asset-drive';
import { ASSET_UPLOAD_MAX_BYTES } from '@expertos/domain/assets';
import { drive as googleDriveApi } from '@googleapis/drive';
import { EgressError, EgressTooLargeError } from '../../platform/http/egress-errors.js';
import type { GuardedFetch } from '../../platform/http/guarded-fetch.js';
import { parseRetryAfter } from '../../platform/http/retry-after.js';
import { googleFetch } from '../calendar/google/google-calendar-client.js';

/**
 * The few Drive API v3 calls the library's import makes, through `@googleapis/drive` 22 with
 * the egress guard as its fetch (like the Calendar client) and the person's access token. It
 * never retries: a failure says whether another try may work, and the job queue retries.
 */

export interface DriveFileFacts {
  id: string;
  name: string;
  mimeType: string;
  size: number | null;
  md5: string | null;
  modifiedTime: string | null;
  version: string | null;
}

export class DriveError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly reason: string | null,
    /** 429, 5xx, a rate limit, the network: another try may work. */
    readonly transient: boolean,
    /** The token was refused (401) or lacks the Drive scope (403 insufficientPermissions). */
    readonly access: boolean,
    options?: { cause?: unknown; retryAfterMs?: number | undefined },
  ) {
    super(message, options);
    this.name = 'DriveError';
    this.retryAfterMs = options?.retryAfterMs;
  }
  /** How long Google asked us to wait (its `Retry-After` on a 429 or 503). */
  readonly retryAfterMs: number | undefined;
}

const FIELDS = 'id,name,mimeType,size,md5Checksum,modifiedTime,version';
const TIMEOUT_MS = 120_000;
/** A download streams to disk; the library's largest file (a 2 GB video) at ~2 MB/s. */
const DOWNLOAD_TIMEOUT_MS = 20 * 60_000;
/** Metadata and listing pages are small. */
const MAX_META_BYTES = 2 * 1024 * 1024;
/** Larger than any file the library takes: refused before its download. */
export const DRIVE_DOWNLOAD_MAX_BYTES = ASSET_UPLOAD_MAX_BYTES;
const RATE_LIMITS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded']);

function toDriveError(caught: unknown): DriveError {
  if (caught instanceof DriveError) return caught;
  let current: unknown = caught;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (current instanceof EgressTooLargeError)
      return new DriveError('the file is too large to import', null, 'tooLarge', false, false, {
        cause: caught,
      });
    if (current instanceof EgressError)
      return new DriveError(current.message, null, null, current.code !== 'refused', false, {
        cause: caught,
      });
    current = (current as { cause?: unknown }).cause;
  }
  const response = (caught as { response?: { status?: unknown; data?: unknown; headers?: unknown } })
    ?.response;
  if (!response || typeof response.status !== 'number')
    return new DriveError('Google Drive did not answer as expected', null, null, true, false, {
      cause: caught,
    });
  return answerError(response.status, response.data, headerOf(response.headers, 'retry-after'), caught);
}

/** A header from gaxios's answer (a Headers object, or a plain record in older versions). */
function headerOf(headers: unknown, name: string): string | null {
  if (headers instanceof Headers) return headers.get(name);
  const value = (headers as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : null;
}

/** A DriveError from an answer that was not a success, with Drive's JSON error body. */
function answerError(status: number, body: unknown, retryAfter: string | null, caught: unknown): DriveError {
  let data = body;
  // A download's error body is still JSON, in bytes.
  if (data instanceof ArrayBuffer || data instanceof Uint8Array) {
    try {
      data = JSON.parse(Buffer.from(data as Uint8Array).toString('utf8'));
    } catch {
      data = null;
    }
  }
  const error = (data as { error?: { message?: unknown; errors?: { reason?: unknown }[] } } | null)?.error;
  const first = error?.errors?.[0]?.reason;
  const reason = typeof first === 'string' ? first : null;
  const message = typeof error?.message === 'string' ? error.message.slice(0, 300) : `HTTP ${status}`;
  const transient =
    status === 408 || status === 429 || status >= 500 || (status === 403 && RATE_LIMITS.has(reason ?? ''));
  const access = status === 401 || (status === 403 && reason === 'insufficientPermissions');
  return new DriveError(message, status, reason, transient, access, {
    cause: caught,
    retryAfterMs: transient ? parseRetryAfter(retryAfter, new Date()) : undefined,
  });
}

const facts = (file: {
  id?: string | null;
  name?: string | null;
  mimeType?: string | null;
  size?: string | null;
  md5Checksum?: string | null;
  modifiedTime?: string | null;
  version?: string | null;
}): DriveFileFacts => ({
  id: file.id ?? '',
  name: file.name ?? 'file',
  mimeType: file.mimeType ?? 'application/octet-stream',
  size: file.size ? Number(file.size) : null,
  md5: file.md5Checksum ?? null,
  modifiedTime: file.modifiedTime ?? null,
  version: file.version ?? null,
});

export function createDriveClient({
  fetch,
  token,
  apiRootUrl,
}: {
  fetch: GuardedFetch;
  token: string;
  /** `https://www.googleapis.com/` by default (GOOGLE_API_URL: tests' stand-in). */
  apiRootUrl: string | undefined;
}) {
  const api = (maxBytes: number) =>
    googleDriveApi({
      version: 'v3',
      ...(apiRootUrl ? { rootUrl: apiRootUrl } : {}),
      fetchImplementation: googleFetch(fetch, { timeoutMs: TIMEOUT_MS, maxBytes }),
      retry: false,
    });
  const meta = api(MAX_META_BYTES);
  const auth = { headers: { authorization: `Bearer ${token}` } };

  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (caught) {
      throw toDriveError(caught);
    }
  }

  return {
    async file(fileId: string): Promise<DriveFileFacts> {
      const { data } = await call(() =>
        meta.files.get({ fileId, fields: FIELDS, supportsAllDrives: true }, auth),
      );
      return facts(data);
    },

    /** A folder's files and folders, every page (trashed ones left out). */
    async children(folderId: string, stopAt: number): Promise<DriveFileFacts[]> {
      const found: DriveFileFacts[] = [];
      let pageToken: string | undefined;
      do {
        const { data } = await call(() =>
          meta.files.list(
            {
              q: `'${folderId.replace(/['\\]/g, '')}' in parents and trashed=false`,
              fields: `nextPageToken,files(${FIELDS})`,
              pageSize: 1000,
              supportsAllDrives: true,
              includeItemsFromAllDrives: true,
              ...(pageToken ? { pageToken } : {}),
            },
            auth,
          ),
        );
        for (const file of data.files ?? []) found.push(facts(file));
        pageToken = data.nextPageToken ?? undefined;
      } while (pageToken && found.length < stopAt);
      return found;
    },

    /**
     * The file's bytes written to `into` as they arrive (a blob as it is; a Google Doc, Sheet or
     * Slides exported as PDF), never held in memory: its size. The same two Drive v3 calls the
     * client library would make, sent through the guard directly because the library reads a
     * body whole.
     */
    async download(file: Pick<DriveFileFacts, 'id' | 'mimeType'>, into: string): Promise<number> {
      const exportAs = DRIVE_EXPORT_MIME[file.mimeType];
      const root = apiRootUrl ?? 'https://www.googleapis.com/';
      const url = new URL(`drive/v3/files/${encodeURIComponent(file.id)}${exportAs ? '/export' : ''}`, root);
      if (exportAs) url.searchParams.set('mimeType', exportAs);
      else {
        url.searchParams.set('alt', 'media');
        url.searchParams.set('supportsAllDrives', 'true');
      }
      let answer: Awaited<ReturnType<GuardedFetch>>;
      try {
        answer = await fetch(
          url,
          { headers: auth.headers },
          { timeoutMs: DOWNLOAD_TIMEOUT_MS, maxBytes: DRIVE_DOWNLOAD_MAX_BYTES, saveTo: into },
        );
      } catch (caught) {
        throw toDriveError(caught);
      }
      if (answer.status < 200 || answer.status >= 300 || answer.saved === null)
        throw answerError(answer.status, answer.body, answer.headers.get('retry-after'), null);
      return answer.saved;
    },
  };
}
export type DriveClient = ReturnType<typeof createDriveClient>;
export const isDriveFolder = (file: Pick<DriveFileFacts, 'mimeType'>) => file.mimeType === DRIVE_FOLDER_MIME;
