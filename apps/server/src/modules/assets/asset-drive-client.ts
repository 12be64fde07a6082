import { DRIVE_EXPORT_MIME, DRIVE_FOLDER_MIME } from '@expertos/domain/asset-drive';
import { drive as googleDriveApi } from '@googleapis/drive';
import { EgressError, EgressTooLargeError } from '../../platform/http/egress-errors.js';
import type { GuardedFetch } from '../../platform/http/guarded-fetch.js';
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
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DriveError';
  }
}

const FIELDS = 'id,name,mimeType,size,md5Checksum,modifiedTime,version';
const TIMEOUT_MS = 120_000;
/** Metadata and listing pages are small. */
const MAX_META_BYTES = 2 * 1024 * 1024;
/** The guard holds a body in memory: larger files are refused before their download. */
export const DRIVE_DOWNLOAD_MAX_BYTES = 200 * 1024 * 1024;
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
  const response = (caught as { response?: { status?: unknown; data?: unknown } })?.response;
  if (!response || typeof response.status !== 'number')
    return new DriveError('Google Drive did not answer as expected', null, null, true, false, {
      cause: caught,
    });
  const status = response.status;
  let data = response.data;
  // An arraybuffer answer's error body is still JSON.
  if (data instanceof ArrayBuffer) {
    try {
      data = JSON.parse(Buffer.from(data).toString('utf8'));
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
  return new DriveError(message, status, reason, transient, access, { cause: caught });
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

    /** The file's bytes: a blob as it is, a Google Doc, Sheet or Slides exported as PDF. */
    async bytes(file: Pick<DriveFileFacts, 'id' | 'mimeType'>): Promise<Buffer> {
      const bulk = api(DRIVE_DOWNLOAD_MAX_BYTES);
      const exportAs = DRIVE_EXPORT_MIME[file.mimeType];
      const { data } = await call(() =>
        exportAs
          ? bulk.files.export(
              { fileId: file.id, mimeType: exportAs },
              { ...auth, responseType: 'arraybuffer' },
            )
          : bulk.files.get(
              { fileId: file.id, alt: 'media', supportsAllDrives: true },
              { ...auth, responseType: 'arraybuffer' },
            ),
      );
      return Buffer.from(data as unknown as ArrayBuffer);
    },
  };
}
export type DriveClient = ReturnType<typeof createDriveClient>;
export const isDriveFolder = (file: Pick<DriveFileFacts, 'mimeType'>) => file.mimeType === DRIVE_FOLDER_MIME;
