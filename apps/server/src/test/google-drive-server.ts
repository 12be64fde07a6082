import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FakeGoogle, googleErrorBody } from './google-calendar-server.js';

/**
 * A local stand-in for Google Drive API v3's files resource (the asset library's Drive import),
 * in front of the Google stand-in (test/google-calendar-server.ts): OAuth and Calendar requests
 * pass through to it unchanged, and the access tokens its token endpoint hands out are noted
 * with their scopes, so Drive calls are authorised by the same tokens as on Google.
 *
 * Answers as Drive documents them (developers.google.com/drive/api/reference/rest/v3/files):
 * - `GET /drive/v3/files/{id}?fields=…`: the file's metadata (`id, name, mimeType, size` (a
 *   string), `md5Checksum` (blobs only), `modifiedTime, version, parents, trashed`), only the
 *   fields asked for (default `kind, id, name, mimeType`).
 * - `GET /drive/v3/files/{id}?alt=media`: the bytes; a Google Docs file answers `403
 *   fileNotDownloadable`.
 * - `GET /drive/v3/files/{id}/export?mimeType=application/pdf`: a Google Docs file as a PDF
 *   (a small one made here); a blob answers `403 fileNotExportable`.
 * - `GET /drive/v3/files?q='ID' in parents and trashed=false&pageSize&pageToken&fields`: one
 *   page (`files`, `nextPageToken` while more are left, `incompleteSearch`).
 * Errors are Google's JSON (`404 notFound`, `401 authError`, `403 insufficientPermissions`
 * without a Drive scope, `400 invalid` for a query this stand-in does not know).
 */

export const DRIVE_SCOPES = [
  'https://www.googleapis.com/auth/drive.readonly',
  'https://www.googleapis.com/auth/drive',
];

interface DriveFile {
  id: string;
  name: string;
  mimeType: string;
  parents: string[];
  content: Buffer | null;
  modifiedTime: string;
  version: number;
  trashed: boolean;
}

export interface FakeDrive {
  origin: string;
  /** For the server's env: OAuth through here, and the API root (`<root>drive/v3/…`). */
  oauth: FakeGoogle['oauth'];
  apiRootUrl: string;
  /** Every Drive API request, in order (`path`, `query`). */
  requests: { method: string; path: string; query: URLSearchParams }[];
  addFolder(name: string, parent?: string): string;
  addFile(file: { name: string; mimeType: string; content?: Buffer; parent?: string }): string;
  /** New bytes: a new version, md5 and modified time, as an upload of a new revision would. */
  changeFile(id: string, content: Buffer): void;
  /**
   * The next request for this file's bytes (`alt=media` or export) answers this error instead,
   * with a `Retry-After` of so many seconds when given.
   */
  failNext(fileId: string, status: number, reason: string, retryAfterSeconds?: number): void;
  reset(): void;
  close(): Promise<void>;
}

const id = () => randomBytes(21).toString('base64url').replace(/^[-_]/, 'A');
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** A one-page PDF with the document's name, as an export would give. */
export function tinyPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]/Contents 4 0 R>>endobj\n4 0 obj<</Length ${text.length + 30}>>stream\nBT /F1 12 Tf 10 50 Td (${text}) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** The top-level names of a `fields` mask, and what a `files(…)` part asks of each file. */
function parseFields(mask: string | null): { top: Set<string>; files: Set<string> | null } {
  const top = new Set<string>();
  let files: Set<string> | null = null;
  for (const part of (mask ?? '').match(/[A-Za-z*]+(\([^)]*\))?/g) ?? []) {
    const inner = part.match(/^files\(([^)]*)\)$/);
    if (inner) files = new Set((inner[1] ?? '').split(',').map((s) => s.trim()));
    else top.add(part);
  }
  return { top, files };
}

function metadata(file: DriveFile, fields: Set<string> | null): Record<string, unknown> {
  const blob = file.content !== null && !file.mimeType.startsWith('application/vnd.google-apps.');
  const all: Record<string, unknown> = {
    kind: 'drive#file',
    id: file.id,
    name: file.name,
    mimeType: file.mimeType,
    parents: file.parents,
    trashed: file.trashed,
    modifiedTime: file.modifiedTime,
    version: String(file.version),
    ...(blob && file.content ? { size: String(file.content.length), md5Checksum: md5(file.content) } : {}),
  };
  const wanted = fields ?? new Set(['kind', 'id', 'name', 'mimeType']);
  if (wanted.has('*')) return all;
  return Object.fromEntries(Object.entries(all).filter(([key]) => wanted.has(key)));
}

const notFound = (fileId: string) =>
  googleErrorBody(404, 'notFound', `File not found: ${fileId}.`, {
    location: 'fileId',
    locationType: 'parameter',
  });

export async function startFakeDrive(google: FakeGoogle): Promise<FakeDrive> {
  const files = new Map<string, DriveFile>();
  const tokens = new Map<string, string[]>();
  const requests: FakeDrive['requests'] = [];
  const failures = new Map<string, { status: number; reason: string; retryAfterSeconds?: number }>();
  const tokenPath = new URL(google.oauth.tokenUrl).pathname;

  async function pass(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k, v]) => typeof v === 'string' && k !== 'host'),
    ) as Record<string, string>;
    const answer = await fetch(`${google.origin}${req.url}`, {
      method: req.method ?? 'GET',
      headers,
      redirect: 'manual',
      ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
    });
    const text = Buffer.from(await answer.arrayBuffer());
    if (new URL(req.url ?? '/', 'http://x').pathname === tokenPath && answer.status === 200) {
      const json = JSON.parse(text.toString('utf8')) as { access_token?: string; scope?: string };
      if (json.access_token) tokens.set(json.access_token, (json.scope ?? '').split(' '));
    }
    const out: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!['content-length', 'transfer-encoding', 'connection', 'content-encoding'].includes(name))
        out[name] = value;
    });
    res.writeHead(answer.status, out).end(text);
  }

  function drive(method: string, path: string, query: URLSearchParams, bearer: string | null) {
    requests.push({ method, path, query });
    const scopes = bearer ? tokens.get(bearer) : undefined;
    if (!scopes)
      return {
        status: 401,
        body: googleErrorBody(401, 'authError', 'Request had invalid authentication credentials.', {
          location: 'Authorization',
          locationType: 'header',
          status: 'UNAUTHENTICATED',
        }),
      };
    if (!scopes.some((s) => DRIVE_SCOPES.includes(s)))
      return {
        status: 403,
        body: googleErrorBody(
          403,
          'insufficientPermissions',
          'Request had insufficient authentication scopes.',
          {
            status: 'PERMISSION_DENIED',
          },
        ),
      };
    if (method !== 'GET') return { status: 405, body: googleErrorBody(405, 'methodNotAllowed', 'Not here.') };
    if (path === '/drive/v3/files') return list(query);
    const match = path.match(/^\/drive\/v3\/files\/([^/]+)(\/export)?$/);
    const file = match ? files.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match) return { status: 404, body: googleErrorBody(404, 'notFound', 'Not Found') };
    if (!file || file.trashed) return { status: 404, body: notFound(decodeURIComponent(match[1] ?? '')) };
    const scripted = failures.get(file.id);
    if (scripted && (match[2] || query.get('alt') === 'media')) {
      failures.delete(file.id);
      return {
        status: scripted.status,
        body: googleErrorBody(scripted.status, scripted.reason, scripted.reason),
        ...(scripted.retryAfterSeconds === undefined
          ? {}
          : { headers: { 'retry-after': String(scripted.retryAfterSeconds) } }),
      };
    }
    const google = file.mimeType.startsWith('application/vnd.google-apps.');
    if (match[2]) {
      if (!google)
        return {
          status: 403,
          body: googleErrorBody(403, 'fileNotExportable', 'Export only supports Docs Editors files.'),
        };
      if (query.get('mimeType') !== 'application/pdf')
        return {
          status: 400,
          body: googleErrorBody(400, 'badRequest', 'The requested conversion is not supported.', {
            location: 'convertTo',
            locationType: 'parameter',
          }),
        };
      return { status: 200, bytes: tinyPdf(`${file.name} v${file.version}`), type: 'application/pdf' };
    }
    if (query.get('alt') === 'media') {
      if (google || !file.content)
        return {
          status: 403,
          body: googleErrorBody(
            403,
            'fileNotDownloadable',
            'Only files with binary content can be downloaded. Use Export with Docs Editors files.',
            { location: 'alt', locationType: 'parameter' },
          ),
        };
      return { status: 200, bytes: file.content, type: file.mimeType };
    }
    return { status: 200, body: metadata(file, parseFields(query.get('fields')).top) };
  }

  function list(query: URLSearchParams) {
    const q = (query.get('q') ?? '').match(/^\s*'([^']+)'\s+in\s+parents\s+and\s+trashed\s*=\s*false\s*$/);
    if (!q)
      return {
        status: 400,
        body: googleErrorBody(400, 'invalid', 'Invalid Value', { location: 'q', locationType: 'parameter' }),
      };
    const children = [...files.values()].filter((f) => f.parents.includes(q[1] ?? '') && !f.trashed);
    const size = Math.min(Math.max(Number(query.get('pageSize') ?? 100) || 100, 1), 1000);
    const start = Number(query.get('pageToken') ?? 0) || 0;
    const { top, files: each } = parseFields(query.get('fields'));
    const next = start + size < children.length ? String(start + size) : undefined;
    const body: Record<string, unknown> = {
      kind: 'drive#fileList',
      incompleteSearch: false,
      files: children.slice(start, start + size).map((f) => metadata(f, each)),
      ...(next ? { nextPageToken: next } : {}),
    };
    if (top.size === 0 && !each) return { status: 200, body };
    return {
      status: 200,
      body: Object.fromEntries(Object.entries(body).filter(([k]) => top.has(k) || (k === 'files' && each))),
    };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://drive.local');
      if (!url.pathname.startsWith('/drive/')) {
        pass(req, res, Buffer.concat(chunks)).catch(() => res.writeHead(502).end());
        return;
      }
      const auth = req.headers.authorization;
      const answer = drive(
        req.method ?? 'GET',
        url.pathname,
        url.searchParams,
        auth?.startsWith('Bearer ') ? auth.slice(7) : null,
      );
      if ('bytes' in answer && answer.bytes)
        res.writeHead(answer.status, { 'content-type': answer.type }).end(answer.bytes);
      else
        res
          .writeHead(answer.status, {
            'content-type': 'application/json; charset=UTF-8',
            ...('headers' in answer ? answer.headers : {}),
          })
          .end(JSON.stringify('body' in answer ? answer.body : {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const here = (url: string) => `${origin}${new URL(url).pathname}`;
  const stamp = () => new Date().toISOString();

  return {
    origin,
    oauth: {
      ...google.oauth,
      authorizeUrl: here(google.oauth.authorizeUrl),
      tokenUrl: here(google.oauth.tokenUrl),
      revokeUrl: here(google.oauth.revokeUrl),
    },
    apiRootUrl: `${origin}/`,
    requests,
    addFolder(name, parent) {
      const folder = id();
      files.set(folder, {
        id: folder,
        name,
        mimeType: 'application/vnd.google-apps.folder',
        parents: parent ? [parent] : ['root'],
        content: null,
        modifiedTime: stamp(),
        version: 1,
        trashed: false,
      });
      return folder;
    },
    addFile({ name, mimeType, content, parent }) {
      const file = id();
      files.set(file, {
        id: file,
        name,
        mimeType,
        parents: parent ? [parent] : ['root'],
        content: content ?? null,
        modifiedTime: stamp(),
        version: 1,
        trashed: false,
      });
      return file;
    },
    changeFile(fileId, content) {
      const file = files.get(fileId);
      if (!file) throw new Error(`no file ${fileId}`);
      file.content = content;
      file.version += 1;
      file.modifiedTime = stamp();
    },
    failNext(fileId, status, reason, retryAfterSeconds) {
      failures.set(fileId, { status, reason, retryAfterSeconds });
    },
    reset() {
      failures.clear();
      files.clear();
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
