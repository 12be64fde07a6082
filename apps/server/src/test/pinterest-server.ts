import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Pinterest's OAuth and API v5 (providers/publishing.md §8), answering in
 * Pinterest's documented wire format (its OpenAPI description, 5.23) so the Pinterest adapter
 * is tested against a network, not a mock:
 *
 * - OAuth: `GET /oauth/` stands in for the person approving and redirects to
 *   `redirect_uri?code=…&state=…` (or `?error=access_denied&…` after `deny()`);
 *   `POST /v5/oauth/token` (HTTP Basic `app id:secret`, a form) trades a code once for
 *   `{access_token, token_type, expires_in, refresh_token, refresh_token_expires_in,
 *   refresh_token_expires_at, scope, response_type}`, and a refresh token for a new pair: the
 *   refresh token is renewed on use, the old one spent.
 * - `GET /v5/user_account` (with the account's `follower_count`, null when set so); `GET /v5/boards` (paged with `bookmark`, `page_size` ≤ 250, or
 *   fewer after `boardsPageSize()`); `GET /v5/boards/{id}/pins` (newest first; "Board not
 *   found." for a board not the account's).
 * - `POST /v5/pins` → 201 with the Pin: `image_url` and `multiple_image_urls` (2–5) fetched from
 *   their links ("Unable to reach the URL" when one cannot be), `video_id` of a processed video
 *   with a cover; the fields' `maxLength`s held.
 * - `POST /v5/media {media_type: "video"}` → `{media_id, upload_url, upload_parameters}`; the
 *   upload_url is an S3-like form target (`POST /upload/`: every parameter, then `file`, 204);
 *   `GET /v5/media/{id}` → `registered` until the upload, `processing` `setProcessingPolls()`
 *   reads, then `succeeded`, or `failed` after `failProcessing()`.
 * - `GET /v5/pins/{id}/analytics?start_date&end_date&metric_types=…` (scopes `boards:read`,
 *   `pins:read`): `{all: {daily_metrics: [{date, data_status, metrics}], summary_metrics,
 *   lifetime_metrics}}`, one day for each date asked: `BEFORE_PIN_CREATED` before the Pin was
 *   made, `READY` with what `countPin()` put on it (0 for none), and today `PROCESSING` (with 0s,
 *   as a count not made yet must not be read as one); `summary_metrics` sums the ready days,
 *   `lifetime_metrics` every day ever counted but today, and is left out for a Pin made today and
 *   for an image Pin made before 2023-03-20, as Pinterest documents. Dates are UTC `YYYY-MM-DD`: a start more than 90 days
 *   back, an end before it or more than 90 days past it, or no known `metric_types` is `400
 *   Invalid pins analytics parameters.`; a Pin deleted (`deletePin()`) or never made is `404 Pin
 *   not found.`. `analyticsProcessing()` answers every day `PROCESSING` and no lifetime figures
 *   (Pinterest still counting); `countsAsStrings()` sends every count as a string of digits.
 *
 * Refusals answer `{code, message}`. Switches: `revoke()`, `expireAccessTokens()`, `deny()`,
 * `grantOnly()`, `rateLimit()` (429 for the next call to a path, with `Retry-After` when given),
 * `refuseNext()`, `loseNextAnswer()` (handled, but the answer never arrives). A token granted
 * without a scope a route needs is `403` naming the scope missing.
 */

export const PINTEREST_FAKE_SCOPES = 'boards:read,boards:write,pins:read,pins:write,user_accounts:read';

export interface FakePinterestUser {
  id: string;
  username: string;
  businessName: string | null;
  accountType: 'PINNER' | 'BUSINESS';
  profileImage: string;
  /** `follower_count` in `GET /v5/user_account` (nullable in Pinterest's description). */
  followerCount: number | null;
}

export interface FakePinterestBoard {
  id: string;
  userId: string;
  name: string;
  privacy: 'PUBLIC' | 'PROTECTED' | 'SECRET';
}

export interface FakePin {
  id: string;
  userId: string;
  boardId: string;
  title: string | null;
  description: string | null;
  link: string | null;
  altText: string | null;
  mediaSource: Record<string, unknown>;
  createdAt: string;
}

export interface FakePinterestMedia {
  id: string;
  userId: string;
  status: 'registered' | 'processing' | 'succeeded' | 'failed';
  parameters: Record<string, string>;
  /** The form's fields in the order they came, the file last. */
  fields: string[];
  bytes: number;
  fileType: string;
  pollsLeft: number;
  fail: boolean;
}

export interface PinterestRecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

export interface FakePinterest {
  /** `http://127.0.0.1:<port>`: PINTEREST_API_URL. */
  origin: string;
  /** The approval page (PINTEREST_AUTH_URL). */
  authorizeUrl: string;
  appId: string;
  appSecret: string;
  requests: PinterestRecordedRequest[];
  pins: FakePin[];
  media: FakePinterestMedia[];
  addUser(
    username: string,
    options?: Partial<Omit<FakePinterestUser, 'id' | 'username'>> & {
      accessToken?: string;
      refreshToken?: string;
      /** What the tokens given are granted (comma-separated); every scope unless set. */
      scopes?: string;
    },
  ): FakePinterestUser;
  addBoard(
    user: FakePinterestUser,
    name: string,
    privacy?: FakePinterestBoard['privacy'],
  ): FakePinterestBoard;
  /** The person refuses on the approval page. */
  deny(value?: boolean): void;
  /** Only these scopes are granted at the next approval (the person unticked the others). */
  grantOnly(scopes: string[] | null): void;
  revoke(userId: string): void;
  expireAccessTokens(): void;
  boardsPageSize(size: number): void;
  setProcessingPolls(polls: number): void;
  /** The next video's processing fails. */
  failProcessing(): void;
  /** The next call to `path` is answered 429, with `Retry-After` when given (seconds). */
  rateLimit(path: string, retryAfter?: string): void;
  /** The next call to `path` is answered Pinterest's error. */
  refuseNext(path: string, status: number, message: string, code?: number): void;
  /** The next call to `path` is handled, but its answer is lost (the connection drops). */
  loseNextAnswer(path: string): void;
  /** A Pin made on the board earlier (in the Pinterest app), at `createdAt` (default now). */
  addPin(board: FakePinterestBoard, options?: { createdAt?: Date; video?: boolean }): FakePin;
  /** Adds to what Pinterest counted for the Pin on that UTC day (`YYYY-MM-DD`). */
  countPin(pinId: string, date: string, metrics: Record<string, number>): void;
  /** The Pin is deleted, as in the Pinterest app. */
  deletePin(pinId: string): void;
  /** Every day of a Pin's analytics is `PROCESSING`, and no lifetime figures (until called with false). */
  analyticsProcessing(value?: boolean): void;
  /** Analytics counts are sent as strings of digits (until called with false). */
  countsAsStrings(value?: boolean): void;
  reset(): void;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  location?: string;
  text?: string;
}

const DAY_S = 86_400;
const refused = (status: number, message: string, code = status): Answer => ({
  status,
  body: { code, message },
});
/** Pinterest's times, as its examples write them: UTC, no zone. */
const pinterestTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '');
/** A UTC day as Pinterest's analytics name it: `YYYY-MM-DD`. */
const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
/** The metric types a Pin's analytics answer (its OpenAPI's standard and video Pin types). */
const PIN_METRIC_TYPES = new Set([
  'IMPRESSION',
  'OUTBOUND_CLICK',
  'PIN_CLICK',
  'SAVE',
  'SAVE_RATE',
  'TOTAL_COMMENTS',
  'TOTAL_REACTIONS',
  'USER_FOLLOW',
  'PROFILE_VISIT',
  'VIDEO_MRC_VIEW',
  'VIDEO_10S_VIEW',
  'QUARTILE_95_PERCENT_VIEW',
  'VIDEO_V50_WATCH_TIME',
  'VIDEO_START',
  'VIDEO_AVG_WATCH_TIME',
]);
/** Before this day, Pinterest keeps lifetime figures only for video (and Idea) Pins. */
const LIFETIME_SINCE = '2023-03-20';

export async function startFakePinterest(): Promise<FakePinterest> {
  const appId = '1500000';
  const appSecret = 'pinterest-app-secret';
  const users = new Map<string, FakePinterestUser>();
  const boards: FakePinterestBoard[] = [];
  const access = new Map<string, { userId: string; valid: boolean; scope: string }>();
  const refresh = new Map<string, { userId: string; valid: boolean; scope: string }>();
  const codes = new Map<string, { userId: string; redirectUri: string; scope: string }>();
  const pins: FakePin[] = [];
  const media: FakePinterestMedia[] = [];
  /** What Pinterest counted for each Pin each day: Pin id → UTC `YYYY-MM-DD` → metric type → count. */
  const counts = new Map<string, Map<string, Record<string, number>>>();
  const requests: PinterestRecordedRequest[] = [];
  const refusals: { path: string; answer: Answer }[] = [];
  const lost: string[] = [];
  let denied = false;
  let granted: string[] | null = null;
  let pageSize = 250;
  let processingPolls = 1;
  let nextFailure = false;
  let processingAnalytics = false;
  let stringCounts = false;
  let serial = 1_125_899_906_842_624;
  let origin = '';
  const nextId = () => {
    serial += 1 + Math.floor(Math.random() * 1000);
    return String(serial);
  };

  function issue(userId: string, scope: string, responseType: string) {
    const accessToken = `pina_${randomBytes(12).toString('hex')}`;
    const refreshToken = `pinr_${randomBytes(12).toString('hex')}`;
    access.set(accessToken, { userId, valid: true, scope });
    refresh.set(refreshToken, { userId, valid: true, scope });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: 30 * DAY_S,
      refresh_token: refreshToken,
      refresh_token_expires_in: 60 * DAY_S,
      refresh_token_expires_at: Math.floor(Date.now() / 1000) + 60 * DAY_S,
      scope,
      response_type: responseType,
    };
  }

  function authorize(url: URL): Answer {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri') ?? '';
    if (q.get('client_id') !== appId || q.get('response_type') !== 'code' || !redirectUri || !q.get('scope'))
      return { status: 400, text: 'Invalid client_id, redirect_uri or scope.' };
    const back = new URL(redirectUri);
    const userId = [...users.keys()][0];
    if (denied || !userId)
      back.search = new URLSearchParams({ error: 'access_denied', state: q.get('state') ?? '' }).toString();
    else {
      const code = randomBytes(16).toString('hex');
      const asked = (q.get('scope') ?? '').split(',');
      const scope = (granted ? asked.filter((s) => granted?.includes(s)) : asked).join(',');
      codes.set(code, { userId, redirectUri, scope });
      back.search = new URLSearchParams({ code, state: q.get('state') ?? '' }).toString();
    }
    return { status: 302, location: back.toString() };
  }

  function token(record: PinterestRecordedRequest): Answer {
    const basic = `Basic ${Buffer.from(`${appId}:${appSecret}`).toString('base64')}`;
    if (record.headers.authorization !== basic) return refused(401, 'Authentication failed.', 2);
    const form = record.body ?? {};
    if (form.grant_type === 'authorization_code') {
      const code = codes.get(String(form.code ?? ''));
      if (!code || code.redirectUri !== form.redirect_uri)
        return refused(400, 'Invalid authorization code or redirect_uri.', 1);
      codes.delete(String(form.code));
      return { status: 200, body: issue(code.userId, code.scope, 'authorization_code') };
    }
    if (form.grant_type === 'refresh_token') {
      const entry = refresh.get(String(form.refresh_token ?? ''));
      if (!entry?.valid) return refused(400, 'Invalid refresh token.', 1);
      entry.valid = false;
      return { status: 200, body: issue(entry.userId, entry.scope, 'refresh_token') };
    }
    return refused(400, 'Unsupported grant_type.', 1);
  }

  function userAccount(user: FakePinterestUser): Answer {
    return {
      status: 200,
      body: {
        account_type: user.accountType,
        id: user.id,
        profile_image: user.profileImage,
        website_url: '',
        username: user.username,
        about: '',
        business_name: user.businessName,
        board_count: boards.filter((b) => b.userId === user.id).length,
        follower_count: user.followerCount,
        following_count: 12,
        pin_count: pins.filter((p) => p.userId === user.id).length,
      },
    };
  }

  function listBoards(user: FakePinterestUser, query: URLSearchParams): Answer {
    const asked = Number(query.get('page_size') ?? 25);
    if (!Number.isInteger(asked) || asked < 1 || asked > 250)
      return refused(400, 'page_size must be 1 to 250.', 1);
    const size = Math.min(asked, pageSize);
    const own = boards.filter((b) => b.userId === user.id);
    const start = Number(query.get('bookmark') ?? 0);
    const items = own.slice(start, start + size).map((b) => ({
      id: b.id,
      name: b.name,
      privacy: b.privacy,
      description: '',
      owner: { username: user.username },
    }));
    const next = start + size < own.length ? String(start + size) : null;
    return { status: 200, body: { items, bookmark: next } };
  }

  const pinBody = (pin: FakePin) => ({
    id: pin.id,
    created_at: pin.createdAt,
    board_id: pin.boardId,
    title: pin.title,
    description: pin.description,
    link: pin.link,
    alt_text: pin.altText,
    is_owner: true,
    media: { media_type: pin.mediaSource.source_type === 'video_id' ? 'video' : 'image' },
  });

  function boardPins(user: FakePinterestUser, boardId: string, query: URLSearchParams): Answer {
    const board = boards.find((b) => b.id === boardId && b.userId === user.id);
    if (!board) return refused(404, 'Board not found.');
    const size = Number(query.get('page_size') ?? 25);
    const items = pins
      .filter((p) => p.boardId === boardId)
      .reverse()
      .slice(0, size)
      .map(pinBody);
    return { status: 200, body: { items, bookmark: null } };
  }

  /** An image Pinterest fetches from its link, as it does before it makes the Pin. */
  async function reachable(url: unknown): Promise<boolean> {
    if (typeof url !== 'string') return false;
    const answer = await fetch(url).catch(() => null);
    if (!answer?.ok) return false;
    await answer.arrayBuffer();
    return true;
  }

  async function createPin(user: FakePinterestUser, body: Record<string, unknown>): Promise<Answer> {
    const board = boards.find((b) => b.id === body.board_id && b.userId === user.id);
    if (!board) return refused(404, 'Board not found.');
    const over = (field: string, max: number) =>
      typeof body[field] === 'string' && Array.from(body[field] as string).length > max;
    for (const [field, max] of [
      ['title', 100],
      ['description', 800],
      ['link', 2048],
      ['alt_text', 500],
    ] as const)
      if (over(field, max)) return refused(400, `Invalid parameters: ${field} is longer than ${max}.`, 1);
    const source = (body.media_source ?? {}) as Record<string, unknown>;
    if (source.source_type === 'image_url') {
      if (!(await reachable(source.url)))
        return refused(400, `Unable to reach the URL: ${String(source.url)}`, 1);
    } else if (source.source_type === 'multiple_image_urls') {
      const items = Array.isArray(source.items) ? (source.items as Record<string, unknown>[]) : [];
      if (items.length < 2 || items.length > 5)
        return refused(400, 'Invalid parameters: media_source.items takes 2 to 5 images.', 1);
      for (const item of items)
        if (!(await reachable(item.url)))
          return refused(400, `Unable to reach the URL: ${String(item.url)}`, 1);
    } else if (source.source_type === 'video_id') {
      const video = media.find((m) => m.id === source.media_id && m.userId === user.id);
      if (!video) return refused(404, 'Media not found.');
      if (video.status !== 'succeeded') return refused(400, 'The video is not processed yet.', 1);
      if (source.cover_image_url === undefined && typeof source.cover_image_key_frame_time !== 'number')
        return refused(
          400,
          'A video Pin needs a cover image: cover_image_url or cover_image_key_frame_time.',
          1,
        );
    } else return refused(400, 'Invalid parameters: media_source.source_type.', 1);
    const text = (field: string) => (typeof body[field] === 'string' ? (body[field] as string) : null);
    const pin: FakePin = {
      id: nextId(),
      userId: user.id,
      boardId: board.id,
      title: text('title'),
      description: text('description'),
      link: text('link'),
      altText: text('alt_text'),
      mediaSource: source,
      createdAt: pinterestTime(new Date()),
    };
    pins.push(pin);
    return { status: 201, body: pinBody(pin) };
  }

  function registerMedia(user: FakePinterestUser, body: Record<string, unknown>): Answer {
    if (body.media_type !== 'video') return refused(400, 'Invalid parameters: media_type must be video.', 1);
    const id = nextId();
    const parameters: Record<string, string> = {
      'x-amz-date': '20260302T100000Z',
      'x-amz-signature': randomBytes(32).toString('hex'),
      'x-amz-security-token': randomBytes(24).toString('base64'),
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      key: `uploads/${id.slice(0, 2)}/${id.slice(2, 4)}/video:${id}`,
      policy: Buffer.from(JSON.stringify({ expiration: '2026-03-03T10:00:00Z' })).toString('base64'),
      'x-amz-credential': 'ASIA000000/20260302/us-east-1/s3/aws4_request',
      'Content-Type': 'multipart/form-data',
    };
    media.push({
      id,
      userId: user.id,
      status: 'registered',
      parameters,
      fields: [],
      bytes: 0,
      fileType: '',
      pollsLeft: processingPolls,
      fail: nextFailure,
    });
    nextFailure = false;
    return {
      status: 201,
      body: {
        media_id: id,
        media_type: 'video',
        upload_url: `${origin}/upload/`,
        upload_parameters: parameters,
      },
    };
  }

  /** The S3-like form target: every parameter of one registration, then the file, last. */
  async function upload(raw: Buffer, contentType: string): Promise<Answer> {
    const s3Error = (status: number, code: string, message: string): Answer => ({
      status,
      text: `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    });
    if (!contentType.startsWith('multipart/form-data'))
      return s3Error(
        412,
        'PreconditionFailed',
        'Bucket POST must be of the enclosure-type multipart/form-data',
      );
    const form = await new Response(new Uint8Array(raw), {
      headers: { 'content-type': contentType },
    }).formData();
    const entries = [...form.entries()];
    const video = media.find((m) => m.parameters.key === form.get('key'));
    if (!video)
      return s3Error(403, 'AccessDenied', 'Invalid according to Policy: Policy Condition failed: key');
    for (const [name, value] of Object.entries(video.parameters))
      if (form.get(name) !== value)
        return s3Error(403, 'AccessDenied', `Invalid according to Policy: Policy Condition failed: ${name}`);
    const [lastName, file] = entries[entries.length - 1] ?? [];
    if (lastName !== 'file' || file === undefined || typeof file === 'string')
      return s3Error(400, 'InvalidArgument', 'POST requires exactly one file upload per request, last.');
    video.fields = entries.map(([name]) => name);
    video.bytes = file.size;
    video.fileType = file.type;
    video.status = 'processing';
    return { status: 204 };
  }

  function mediaStatus(user: FakePinterestUser, id: string): Answer {
    const video = media.find((m) => m.id === id && m.userId === user.id);
    if (!video) return refused(404, 'Media not found.');
    if (video.status === 'processing') {
      if (video.pollsLeft > 0) video.pollsLeft -= 1;
      else video.status = video.fail ? 'failed' : 'succeeded';
    }
    return { status: 200, body: { media_id: video.id, media_type: 'video', status: video.status } };
  }

  /** `GET /v5/pins/{id}/analytics`: the Pin's days from `start_date` to `end_date`, as Pinterest answers them. */
  function pinAnalytics(user: FakePinterestUser, pinId: string, query: URLSearchParams): Answer {
    const invalid = refused(400, 'Invalid pins analytics parameters.');
    const day = (name: string) => {
      const value = query.get(name) ?? '';
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
        ? Date.parse(`${value}T00:00:00Z`)
        : null;
    };
    const start = day('start_date');
    const end = day('end_date');
    const today = Date.parse(`${utcDay(new Date())}T00:00:00Z`);
    const types = (query.get('metric_types') ?? '').split(',').filter(Boolean);
    if (
      start === null ||
      end === null ||
      start < today - 90 * DAY_MS ||
      end < start ||
      end > start + 90 * DAY_MS
    )
      return invalid;
    if (types.length === 0 || types.some((type) => !PIN_METRIC_TYPES.has(type))) return invalid;
    const pin = pins.find((p) => p.id === pinId);
    if (!pin) return refused(404, 'Pin not found.');
    if (pin.userId !== user.id) return refused(403, 'Not authorized to access board or Pin.');
    const count = (value: number) => (stringCounts ? String(value) : value);
    const figures = (counted: Record<string, number> | undefined) =>
      Object.fromEntries(types.map((type) => [type, count(counted?.[type] ?? 0)]));
    const created = pin.createdAt.slice(0, 10);
    const days = counts.get(pin.id) ?? new Map<string, Record<string, number>>();
    const video = pin.mediaSource.source_type === 'video_id';
    const summary: Record<string, number> = {};
    const daily: Record<string, unknown>[] = [];
    for (let at = start; at <= end; at += DAY_MS) {
      const date = utcDay(new Date(at));
      if (date < created) daily.push({ date, data_status: 'BEFORE_PIN_CREATED', metrics: {} });
      else if (processingAnalytics || at >= today)
        daily.push({ date, data_status: 'PROCESSING', metrics: figures(undefined) });
      else {
        const counted = days.get(date);
        for (const type of types) summary[type] = (summary[type] ?? 0) + (counted?.[type] ?? 0);
        daily.push({ date, data_status: 'READY', metrics: figures(counted) });
      }
    }
    const lifetime: Record<string, number> = {};
    for (const [date, counted] of days)
      if (Date.parse(`${date}T00:00:00Z`) < today)
        for (const type of types) lifetime[type] = (lifetime[type] ?? 0) + (counted[type] ?? 0);
    // None before a first day is counted, nor for an image Pin older than Pinterest's lifetime figures.
    const keepsLifetime =
      !processingAnalytics && created < utcDay(new Date(today)) && (video || created >= LIFETIME_SINCE);
    return {
      status: 200,
      body: {
        all: {
          daily_metrics: daily,
          summary_metrics: Object.fromEntries(types.map((type) => [type, count(summary[type] ?? 0)])),
          ...(keepsLifetime
            ? {
                lifetime_metrics: Object.fromEntries(types.map((type) => [type, count(lifetime[type] ?? 0)])),
              }
            : {}),
        },
      },
    };
  }

  async function route(record: PinterestRecordedRequest, url: URL, raw: Buffer): Promise<Answer> {
    const { method, path } = record;
    if (method === 'GET' && path === '/oauth/') return authorize(url);
    if (method === 'POST' && path === '/v5/oauth/token') return token(record);
    if (method === 'POST' && path === '/upload/') return upload(raw, record.headers['content-type'] ?? '');
    const bearer = /^Bearer (.+)$/.exec(record.headers.authorization ?? '')?.[1] ?? '';
    const entry = access.get(bearer);
    const user = entry ? users.get(entry.userId) : undefined;
    if (!entry?.valid || !user) return refused(401, 'Authentication failed.', 2);
    const refusalIndex = refusals.findIndex((r) => r.path === path);
    if (refusalIndex >= 0) return refusals.splice(refusalIndex, 1)[0]?.answer as Answer;
    const scope = entry.scope.split(',');
    const needs = (...wanted: string[]) => {
      const missing = wanted.filter((s) => !scope.includes(s));
      return missing.length === 0
        ? null
        : refused(403, `Not authorized to access the resource: missing scope ${missing.join(', ')}.`, 3);
    };
    const body = record.body ?? {};
    if (method === 'GET' && path === '/v5/user_account')
      return needs('user_accounts:read') ?? userAccount(user);
    if (method === 'GET' && path === '/v5/boards')
      return needs('boards:read') ?? listBoards(user, record.query);
    const boardPinsPath = /^\/v5\/boards\/([^/]+)\/pins$/.exec(path);
    if (method === 'GET' && boardPinsPath)
      return (
        needs('boards:read', 'pins:read') ??
        boardPins(user, decodeURIComponent(boardPinsPath[1] ?? ''), record.query)
      );
    if (method === 'POST' && path === '/v5/pins')
      return needs('boards:read', 'boards:write', 'pins:read', 'pins:write') ?? createPin(user, body);
    if (method === 'POST' && path === '/v5/media')
      return needs('pins:read', 'pins:write') ?? registerMedia(user, body);
    const analyticsPath = /^\/v5\/pins\/([^/]+)\/analytics$/.exec(path);
    if (method === 'GET' && analyticsPath)
      return (
        needs('boards:read', 'pins:read') ??
        pinAnalytics(user, decodeURIComponent(analyticsPath[1] ?? ''), record.query)
      );
    const mediaPath = /^\/v5\/media\/([^/]+)$/.exec(path);
    if (method === 'GET' && mediaPath)
      return needs('pins:read') ?? mediaStatus(user, decodeURIComponent(mediaPath[1] ?? ''));
    return refused(404, `No route for ${method} ${path}`);
  }

  function readBody(raw: Buffer, contentType: string): Record<string, unknown> | null {
    try {
      if (contentType.startsWith('application/json'))
        return JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      if (contentType.startsWith('application/x-www-form-urlencoded'))
        return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
    } catch {
      return null;
    }
    return null;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', origin);
      const raw = Buffer.concat(chunks);
      const record: PinterestRecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: readBody(raw, req.headers['content-type'] ?? ''),
      };
      requests.push(record);
      const answer = await route(record, url, raw);
      const lostIndex = lost.indexOf(record.path);
      if (lostIndex >= 0) {
        lost.splice(lostIndex, 1);
        res.destroy();
        return;
      }
      if (answer.location) return void res.writeHead(answer.status, { location: answer.location }).end();
      if (answer.text !== undefined)
        return void res
          .writeHead(answer.status, {
            'content-type': answer.text.startsWith('<?xml') ? 'application/xml' : 'text/html',
          })
          .end(answer.text);
      res.writeHead(answer.status, {
        ...(answer.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...answer.headers,
      });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    authorizeUrl: `${origin}/oauth/`,
    appId,
    appSecret,
    requests,
    pins,
    media,
    addUser(username, options = {}) {
      const { accessToken, refreshToken, scopes = PINTEREST_FAKE_SCOPES, ...rest } = options;
      const user: FakePinterestUser = {
        id: nextId(),
        username,
        businessName: null,
        accountType: 'BUSINESS',
        profileImage: `https://i.pinimg.com/75x75_RS/${username}.jpg`,
        followerCount: 0,
        ...rest,
      };
      users.set(user.id, user);
      if (accessToken) access.set(accessToken, { userId: user.id, valid: true, scope: scopes });
      if (refreshToken) refresh.set(refreshToken, { userId: user.id, valid: true, scope: scopes });
      return user;
    },
    addBoard(user, name, privacy = 'PUBLIC') {
      const board: FakePinterestBoard = { id: nextId(), userId: user.id, name, privacy };
      boards.push(board);
      return board;
    },
    deny(value = true) {
      denied = value;
    },
    grantOnly(scopes) {
      granted = scopes;
    },
    revoke(userId) {
      for (const entry of [...access.values(), ...refresh.values()])
        if (entry.userId === userId) entry.valid = false;
    },
    expireAccessTokens() {
      for (const entry of access.values()) entry.valid = false;
    },
    boardsPageSize(size) {
      pageSize = size;
    },
    setProcessingPolls(polls) {
      processingPolls = polls;
    },
    failProcessing() {
      nextFailure = true;
    },
    rateLimit(path, retryAfter) {
      refusals.push({
        path,
        answer: {
          ...refused(429, 'You have exceeded your rate limit. Try again later.', 8),
          headers: retryAfter ? { 'retry-after': retryAfter } : {},
        },
      });
    },
    refuseNext(path, status, message, code = status) {
      refusals.push({ path, answer: refused(status, message, code) });
    },
    loseNextAnswer(path) {
      lost.push(path);
    },
    addPin(board, options = {}) {
      const pin: FakePin = {
        id: nextId(),
        userId: board.userId,
        boardId: board.id,
        title: 'Made earlier',
        description: 'A Pin made in the Pinterest app',
        link: null,
        altText: null,
        mediaSource: { source_type: options.video ? 'video_id' : 'image_url' },
        createdAt: pinterestTime(options.createdAt ?? new Date()),
      };
      pins.push(pin);
      return pin;
    },
    countPin(pinId, date, metrics) {
      if (!pins.some((p) => p.id === pinId)) throw new Error(`No Pin ${pinId} to count`);
      const days = counts.get(pinId) ?? new Map<string, Record<string, number>>();
      const day = days.get(date) ?? {};
      for (const [type, value] of Object.entries(metrics)) day[type] = (day[type] ?? 0) + value;
      days.set(date, day);
      counts.set(pinId, days);
    },
    deletePin(pinId) {
      const index = pins.findIndex((p) => p.id === pinId);
      if (index >= 0) pins.splice(index, 1);
    },
    analyticsProcessing(value = true) {
      processingAnalytics = value;
    },
    countsAsStrings(value = true) {
      stringCounts = value;
    },
    reset() {
      counts.clear();
      processingAnalytics = false;
      stringCounts = false;
      users.clear();
      boards.length = 0;
      access.clear();
      refresh.clear();
      codes.clear();
      pins.length = 0;
      media.length = 0;
      requests.length = 0;
      refusals.length = 0;
      lost.length = 0;
      denied = false;
      granted = null;
      pageSize = 250;
      processingPolls = 1;
      nextFailure = false;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
