import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MASTODON_DEFAULT_LIMITS, type MastodonLimits } from '@expertos/domain/publishing/limits';
import { findUrls, mastodonLength } from '@expertos/domain/publishing/text-count';

/**
 * A local stand-in for one Mastodon instance (providers/publishing.md §10), answering in
 * Mastodon's documented formats so the real `masto` client can be tested here:
 *
 * - Apps and OAuth: `POST /api/v1/apps` → `{client_id, client_secret, …}`; `GET /oauth/authorize`
 *   stands in for the person approving and redirects to `redirect_uri?code=…&state=…`;
 *   `POST /oauth/token` trades a code once (`authorization_code`) or gives an app token
 *   (`client_credentials`), `401 invalid_client` for an app the server does not know (after
 *   `forgetApps()`, as pre-4.3 servers deleted idle apps), `400 invalid_grant` for a used code.
 * - `GET /api/v1/accounts/verify_credentials`, `GET /api/v2/instance` (the limits),
 *   `GET /api/v1/accounts/:id/statuses` (newest first, `limit` ≤ 40, `max_id`), `GET /api/v1/statuses/:id`,
 *   `GET /api/v1/statuses/:id/context` (`{ancestors, descendants}`, the thread above the status
 *   and every reply below it, depth first). `DELETE /api/v1/statuses/:id` (scope `write` or
 *   `write:statuses`) deletes the token's account's own status and answers it (with `text`), 404
 *   `Record not found` for one it does not have (gone, or another account's).
 * - Media: `POST /api/v2/media` (multipart `file`, `description`) → 200 with `url` for a small
 *   image, 202 with `url: null` for a video or a large file; `GET /api/v1/media/:id` → 206 while
 *   processing, 200 when done, 422 `{error}` when `failNextMedia()` said so.
 * - `POST /api/v1/statuses` (JSON or form): honours `Idempotency-Key` (a repeat by the same
 *   account within an hour answers the first status and creates nothing), counts the text as
 *   Mastodon does against the instance's `max_characters`, and answers 422 `{error}` for what
 *   Mastodon refuses. Its `content` is HTML, as Mastodon renders it (paragraphs, links, mentions).
 *   `in_reply_to_id` makes it a reply (404 "The post you are trying to reply to does not appear
 *   to exist." for an unknown status); `expireIdempotencyKeys()` lets the hour pass.
 *   `poll[options][]`, `poll[expires_in]`, `poll[multiple]`, `poll[hide_totals]` (or a JSON
 *   `poll` object) attach a poll, checked against the instance's `polls` figures with Mastodon's
 *   validation words (422); a poll with `media_ids` is refused as Mastodon refuses it. The
 *   Status entity answers it as Mastodon's Poll entity (no votes: nobody votes here).
 *
 * - Figures (providers/publishing.md §10, "Analytics"): the Status entity's `favourites_count`,
 *   `reblogs_count` (0 unless `setCounts()` says) and `replies_count` (the replies here, unless
 *   `setCounts()` says), and `quotes_count` only once `setCounts()` gives quotes (Mastodon 4.5's;
 *   older servers have no quotes). `withholdCounts()` answers statuses without their counts, a
 *   server that has not counted them: Mastodon always sends them, but a count left out must never
 *   be read as 0. `deleteStatus()` deletes one as if by hand: `GET /api/v1/statuses/:id` is then
 *   404 `Record not found`. `verify_credentials` answers `followers_count` (`setFollowers()`).
 *
 * Every `/api/` call but apps and instance needs `Authorization: Bearer`; an unknown or revoked
 * token gets `401 {error: "The access token is invalid"}`. A token holds the scopes it was given
 * (`addAccount(…, {scopes})`, default `read write`): reading a status needs `read` or
 * `read:statuses`, `verify_credentials` `read`, `read:accounts` or `profile`, else `403 {error:
 * "This action is outside the authorized scopes"}`. Answers carry `X-RateLimit-Limit`,
 * `-Remaining` and `-Reset`; `rateLimited()` makes Mastodon's 429 with them. Every request is
 * recorded before it is answered; `script()` queues verbatim answers (429 with Retry-After, 500,
 * a stall…), optionally given after the request was handled (`afterHandling`: a 504 that hides a
 * created status), optionally only to a request it picks (`when`).
 */

export interface MastodonRecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Header names in lower case. */
  headers: http.IncomingHttpHeaders;
  /** JSON or form fields; for multipart, the fields with the file as `{name, type, size}`. */
  body: Record<string, unknown> | null;
}

export interface MastodonScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Hold the answer this long (a slow or stalled server). */
  delayMs?: number;
  /** Handle the request as usual first (a status is created), then answer this instead. */
  afterHandling?: boolean;
  /** Only for the request this picks; others pass by it. */
  when?: (request: MastodonRecordedRequest) => boolean;
}

export interface FakeMastodonAccount {
  id: string;
  username: string;
  displayName: string;
}

export interface FakeMastodonStatus {
  id: string;
  accountId: string;
  createdAt: string;
  text: string;
  spoilerText: string;
  visibility: string;
  language: string | null;
  mediaIds: string[];
  /** The status it replies to, or null. */
  inReplyToId: string | null;
  /** Its poll, or null. */
  poll: FakeMastodonPoll | null;
}

export interface FakeMastodonPoll {
  id: string;
  options: string[];
  /** ISO 8601: when it closes (`poll[expires_in]` seconds after the status). */
  expiresAt: string;
  multiple: boolean;
  hideTotals: boolean;
}

/** A status's counts, as the Status entity names them without `_count`. */
export interface FakeMastodonCounts {
  favourites: number;
  reblogs: number;
  replies: number;
  quotes: number;
}

/**
 * A 429 as Mastodon sends it (its rack-attack throttle): the three `X-RateLimit-*` headers, the
 * reset an ISO 8601 time, no Retry-After, and `{error: "Too many requests"}`.
 */
export function rateLimited(resetAt: Date, limit = 300): MastodonScriptedAnswer {
  return {
    status: 429,
    headers: {
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': resetAt.toISOString(),
    },
    body: JSON.stringify({ error: 'Too many requests' }),
  };
}

interface App {
  clientId: string;
  clientSecret: string;
  name: string;
  redirectUris: string[];
  scopes: string;
}

interface Media {
  id: string;
  accountId: string;
  type: 'image' | 'video' | 'unknown';
  mimeType: string;
  description: string | null;
  bytes: Buffer;
  /** GETs still answered 206 before the file is ready. */
  pollsLeft: number;
  failure: string | null;
}

export interface FakeMastodon {
  /** `http://127.0.0.1:<port>`: the instance URL. */
  origin: string;
  requests: MastodonRecordedRequest[];
  /** An account, with a token for it when `token` is given (its scopes `read write` unless said). */
  addAccount(
    username: string,
    options?: { token?: string; displayName?: string; scopes?: string },
  ): FakeMastodonAccount;
  /** The account the authorize page approves for (the first added, by default). */
  approveAs(accountId: string): void;
  revokeToken(token: string): void;
  /** The server drops every registered app: their next use answers `invalid_client`. */
  forgetApps(): void;
  /** The limits `/api/v2/instance` answers and statuses are checked against. */
  setLimits(limits: Partial<MastodonLimits>): void;
  /** `/api/v2/instance` answers this `configuration` verbatim (fields left out, old servers). */
  setInstanceConfiguration(configuration: Record<string, unknown> | null): void;
  /** GETs a 202 upload answers 206 before it is ready (default 1). */
  setProcessingPolls(polls: number): void;
  /** The next upload is accepted (202) and then fails processing with this message (422). */
  failNextMedia(error: string): void;
  /** Answers the next requests with these, in order, before the normal behaviour resumes. */
  script(...answers: MastodonScriptedAnswer[]): void;
  /** Statuses the account has, oldest first. */
  statusesOf(accountId: string): FakeMastodonStatus[];
  /** A status as if posted by hand (or by someone else's app), at `createdAt`; a reply with `inReplyToId`. */
  addStatus(
    accountId: string,
    text: string,
    createdAt?: Date,
    options?: { inReplyToId?: string },
  ): FakeMastodonStatus;
  /** Every Idempotency-Key seen so far is past its hour: a repeat makes a new status. */
  expireIdempotencyKeys(): void;
  /** The status's counts from now on (`quotes` makes the server a 4.5 one, with `quotes_count`). */
  setCounts(statusId: string, counts: Partial<FakeMastodonCounts>): void;
  /** Statuses are answered without their counts while on. */
  withholdCounts(on: boolean): void;
  /** The status is deleted, as if by hand: reading it answers 404. */
  deleteStatus(statusId: string): void;
  /** The account's `followers_count`. */
  setFollowers(accountId: string, followers: number): void;
  /** Media uploaded, by id (the bytes are kept: tests upload small files). */
  media: Map<string, { mimeType: string; description: string | null; size: number }>;
  reset(): void;
  close(): Promise<void>;
}

const IDEMPOTENCY_MS = 60 * 60 * 1000;
/** Above this an image is processed asynchronously too (202), like a large file on Mastodon. */
const SYNC_IMAGE_BYTES = 256 * 1024;
const RATE_LIMIT = 300;
const RATE_WINDOW_MS = 5 * 60 * 1000;

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** A poll as the request sent it, before it is checked. */
interface ReadPoll {
  options: string[];
  /** Seconds; null when not sent. */
  expiresIn: number | null;
  multiple: boolean;
  hideTotals: boolean;
}

/** How Rails casts a boolean parameter: these are false, anything else sent is true. */
const railsBoolean = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  value !== false &&
  !['', '0', 'f', 'false', 'off'].includes(String(value).toLowerCase());

const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' });

const MENTION_OR_TAG = /(^|[^\w@/])(?:@(\w+)(?:@([\w.-]+\.\w+))?|#(\w+))/g;

export async function startFakeMastodon(): Promise<FakeMastodon> {
  const apps = new Map<string, App>();
  const codes = new Map<string, { clientId: string; redirectUri: string; accountId: string }>();
  const tokens = new Map<string, { accountId: string | null; revoked: boolean; scopes: string[] }>();
  const counts = new Map<string, Partial<FakeMastodonCounts>>();
  const followers = new Map<string, number>();
  let countsWithheld = false;
  const accounts = new Map<string, FakeMastodonAccount>();
  const statuses: FakeMastodonStatus[] = [];
  const media = new Map<string, Media>();
  const mediaView: FakeMastodon['media'] = new Map();
  const idempotency = new Map<string, { statusId: string; at: number }>();
  const rate = new Map<string, { remaining: number; resetAt: number }>();
  const scripted: MastodonScriptedAnswer[] = [];
  const requests: MastodonRecordedRequest[] = [];
  let limits: MastodonLimits = { ...MASTODON_DEFAULT_LIMITS };
  let rawConfiguration: Record<string, unknown> | null = null;
  let approvingAccount: string | null = null;
  let processingPolls = 1;
  let nextMediaFailure: string | null = null;
  let sequence = 110_000_000_000_000_000n;
  const nextId = () => {
    sequence += 1n;
    return String(sequence);
  };
  let origin = '';
  const domain = () => new URL(origin).host;

  function statusHtml(text: string): string {
    const inline = (segment: string) =>
      escapeHtml(segment).replace(
        MENTION_OR_TAG,
        (_whole, before: string, name?: string, host?: string, tag?: string) => {
          if (tag)
            return `${before}<a href="${origin}/tags/${tag}" class="mention hashtag" rel="tag">#<span>${tag}</span></a>`;
          const href = host ? `https://${host}/@${name}` : `${origin}/@${name}`;
          return `${before}<span class="h-card" translate="no"><a href="${href}" class="u-url mention">@<span>${name}</span></a></span>`;
        },
      );
    const paragraph = (raw: string) => {
      let html = '';
      let at = 0;
      for (const { start, end, url } of findUrls(raw)) {
        const [, scheme = '', rest = ''] = url.match(/^(https?:\/\/(?:www\.)?)(.*)$/i) ?? [];
        html += inline(raw.slice(at, start));
        html +=
          `<a href="${escapeHtml(url)}" target="_blank" rel="nofollow noopener" translate="no">` +
          `<span class="invisible">${escapeHtml(scheme)}</span><span class="${rest.length > 30 ? 'ellipsis' : ''}">` +
          `${escapeHtml(rest.slice(0, 30))}</span><span class="invisible">${escapeHtml(rest.slice(30))}</span></a>`;
        at = end;
      }
      html += inline(raw.slice(at));
      return `<p>${html.replace(/\n/g, '<br />')}</p>`;
    };
    return text
      .trim()
      .split(/\n{2,}/)
      .map(paragraph)
      .join('');
  }

  function accountEntity(account: FakeMastodonAccount) {
    return {
      id: account.id,
      username: account.username,
      acct: account.username,
      display_name: account.displayName,
      locked: false,
      bot: false,
      created_at: '2024-01-01T00:00:00.000Z',
      note: '',
      url: `${origin}/@${account.username}`,
      avatar: `${origin}/avatars/${account.id}.png`,
      avatar_static: `${origin}/avatars/${account.id}.png`,
      header: `${origin}/headers/missing.png`,
      followers_count: followers.get(account.id) ?? 0,
      following_count: 0,
      statuses_count: statuses.filter((s) => s.accountId === account.id).length,
      emojis: [],
      fields: [],
    };
  }

  function mediaEntity(item: Media) {
    const ready = item.pollsLeft <= 0 && !item.failure;
    return {
      id: item.id,
      type: item.type,
      url: ready ? `${origin}/system/media/${item.id}` : null,
      preview_url: ready ? `${origin}/system/media/${item.id}/small` : null,
      remote_url: null,
      text_url: null,
      meta: {},
      description: item.description,
      blurhash: null,
    };
  }

  function statusEntity(status: FakeMastodonStatus) {
    const account = accounts.get(status.accountId)!;
    return {
      id: status.id,
      created_at: status.createdAt,
      in_reply_to_id: status.inReplyToId,
      in_reply_to_account_id: statuses.find((s) => s.id === status.inReplyToId)?.accountId ?? null,
      sensitive: status.spoilerText !== '',
      spoiler_text: status.spoilerText,
      visibility: status.visibility,
      language: status.language,
      uri: `${origin}/users/${account.username}/statuses/${status.id}`,
      url: `${origin}/@${account.username}/${status.id}`,
      ...countsOf(status),
      edited_at: null,
      content: statusHtml(status.text),
      reblog: null,
      application: { name: 'Expertos', website: null },
      account: accountEntity(account),
      media_attachments: status.mediaIds.map((id) => mediaEntity(media.get(id)!)),
      mentions: [],
      tags: [],
      emojis: [],
      card: null,
      poll: status.poll ? pollEntity(status.poll) : null,
    };
  }

  /** The Status entity's counts: none while withheld; `quotes_count` only once quotes were set. */
  function countsOf(status: FakeMastodonStatus) {
    if (countsWithheld) return {};
    const set = counts.get(status.id) ?? {};
    return {
      replies_count: set.replies ?? statuses.filter((s) => s.inReplyToId === status.id).length,
      reblogs_count: set.reblogs ?? 0,
      favourites_count: set.favourites ?? 0,
      ...(set.quotes !== undefined ? { quotes_count: set.quotes } : {}),
    };
  }

  /**
   * Mastodon's Poll entity. Nobody votes here, so every count is 0; with `hide_totals` the
   * options' counts are null until it closes. `voted`/`own_votes` depend on who asks and are
   * left out, as Mastodon does for a caller without a user token.
   */
  function pollEntity(poll: FakeMastodonPoll) {
    const expired = Date.parse(poll.expiresAt) <= Date.now();
    return {
      id: poll.id,
      expires_at: poll.expiresAt,
      expired,
      multiple: poll.multiple,
      votes_count: 0,
      voters_count: 0,
      options: poll.options.map((title) => ({ title, votes_count: poll.hideTotals && !expired ? null : 0 })),
      emojis: [],
    };
  }

  function instanceEntity() {
    const configuration = rawConfiguration ?? {
      urls: { streaming: origin.replace(/^http/, 'ws') },
      accounts: { max_featured_tags: 10, max_pinned_statuses: 5 },
      statuses: {
        max_characters: limits.maxCharacters,
        max_media_attachments: limits.maxMedia,
        characters_reserved_per_url: limits.urlLength,
      },
      media_attachments: {
        supported_mime_types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'video/mp4'],
        image_size_limit: limits.imageBytes,
        image_matrix_limit: 33_177_600,
        video_size_limit: limits.videoBytes,
        video_frame_rate_limit: 120,
        video_matrix_limit: 8_294_400,
      },
      polls: {
        max_options: pollLimits().most,
        max_characters_per_option: pollLimits().characters,
        min_expiration: pollLimits().shortest,
        max_expiration: pollLimits().longest,
      },
    };
    return {
      domain: domain(),
      title: 'Fake Mastodon',
      version: '4.3.0',
      source_url: 'https://github.com/mastodon/mastodon',
      description: 'A local stand-in.',
      usage: { users: { active_month: accounts.size } },
      thumbnail: { url: `${origin}/thumbnail.png` },
      languages: ['en'],
      configuration,
      registrations: { enabled: false, approval_required: false, message: null },
      contact: { email: 'admin@example.test', account: null },
      rules: [],
    };
  }

  /** The instance's poll figures: its limits, Mastodon's defaults for any left unset. */
  function pollLimits() {
    const D = MASTODON_DEFAULT_LIMITS as Required<MastodonLimits>;
    return {
      most: limits.pollOptions ?? D.pollOptions,
      characters: limits.pollOptionCharacters ?? D.pollOptionCharacters,
      shortest: limits.pollMinSeconds ?? D.pollMinSeconds,
      longest: limits.pollMaxSeconds ?? D.pollMaxSeconds,
    };
  }

  type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
  const fail = (status: number, error: string, extra: Record<string, unknown> = {}): Answer => ({
    status,
    body: { error, ...extra },
  });

  /** The account behind the bearer token and the token's scopes, or the 401 to answer. */
  function authenticate(
    record: MastodonRecordedRequest,
  ): { accountId: string | null; scopes: string[] } | Answer {
    const token = record.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
    const entry = token ? tokens.get(token) : undefined;
    if (!entry || entry.revoked) return fail(401, 'The access token is invalid');
    return { accountId: entry.accountId, scopes: entry.scopes };
  }

  /** Mastodon's check of a token's scopes (Doorkeeper): any one of these will do, else 403. */
  const scoped = (scopes: string[], anyOf: string[], answer: () => Answer | Promise<Answer>) =>
    anyOf.some((scope) => scopes.includes(scope))
      ? answer()
      : fail(403, 'This action is outside the authorized scopes');

  function registerApp(body: Record<string, unknown>): Answer {
    const name = typeof body.client_name === 'string' ? body.client_name : '';
    const uris = body.redirect_uris ?? body['redirect_uris[]'];
    const redirectUris = (Array.isArray(uris) ? uris : String(uris ?? '').split(/\s+/))
      .map(String)
      .filter(Boolean);
    if (!name) return fail(422, "Validation failed: Application name can't be blank");
    if (redirectUris.length === 0) return fail(422, "Validation failed: Redirect URI can't be blank");
    const app: App = {
      clientId: randomBytes(16).toString('hex'),
      clientSecret: randomBytes(24).toString('hex'),
      name,
      redirectUris,
      scopes: typeof body.scopes === 'string' ? body.scopes : 'read',
    };
    apps.set(app.clientId, app);
    return {
      status: 200,
      body: {
        id: nextId(),
        name,
        website: body.website ?? null,
        scopes: app.scopes.split(' '),
        redirect_uri: redirectUris.join('\n'),
        redirect_uris: redirectUris,
        client_id: app.clientId,
        client_secret: app.clientSecret,
        client_secret_expires_at: 0,
        vapid_key: 'BFakeVapidKey',
      },
    };
  }

  /** The person approves on the instance's authorize page. */
  function authorize(url: URL): { status: number; location?: string; text?: string } {
    const app = apps.get(url.searchParams.get('client_id') ?? '');
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    if (!app)
      return {
        status: 401,
        text: 'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.',
      };
    if (!app.redirectUris.includes(redirectUri))
      return { status: 400, text: 'The redirect uri included is not valid.' };
    const accountId = approvingAccount ?? [...accounts.keys()][0];
    if (!accountId) return { status: 400, text: 'no account to approve with' };
    const code = randomBytes(20).toString('hex');
    codes.set(code, { clientId: app.clientId, redirectUri, accountId });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    const state = url.searchParams.get('state');
    if (state !== null) back.searchParams.set('state', state);
    return { status: 302, location: back.toString() };
  }

  function issueToken(body: Record<string, unknown>): Answer {
    const app = apps.get(String(body.client_id ?? ''));
    if (!app || app.clientSecret !== body.client_secret)
      return fail(401, 'invalid_client', {
        error_description:
          'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.',
      });
    let accountId: string | null = null;
    if (body.grant_type === 'authorization_code') {
      const code = codes.get(String(body.code ?? ''));
      if (!code || code.clientId !== app.clientId || code.redirectUri !== body.redirect_uri)
        return fail(400, 'invalid_grant', {
          error_description:
            'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
        });
      codes.delete(String(body.code));
      accountId = code.accountId;
    } else if (body.grant_type !== 'client_credentials') {
      return fail(400, 'unsupported_grant_type');
    }
    const token = randomBytes(24).toString('base64url');
    const scope = typeof body.scope === 'string' ? body.scope : app.scopes;
    tokens.set(token, { accountId, revoked: false, scopes: scope.split(/\s+/) });
    return {
      status: 200,
      body: {
        access_token: token,
        token_type: 'Bearer',
        scope: typeof body.scope === 'string' ? body.scope : app.scopes,
        created_at: Math.floor(Date.now() / 1000),
      },
    };
  }

  async function storeUpload(accountId: string, body: Record<string, unknown>, file: File): Promise<Answer> {
    const mimeType = file.type || 'application/octet-stream';
    const type = mimeType.startsWith('image/')
      ? 'image'
      : mimeType.startsWith('video/')
        ? 'video'
        : 'unknown';
    if (type === 'unknown') return fail(422, `Validation failed: File content type is invalid`);
    const cap = type === 'video' ? limits.videoBytes : limits.imageBytes;
    if (file.size > cap) return fail(422, `Validation failed: File file size must be less than ${cap} Bytes`);
    const asynchronous = type === 'video' || file.size > SYNC_IMAGE_BYTES || nextMediaFailure !== null;
    const item: Media = {
      id: nextId(),
      accountId,
      type,
      mimeType,
      description: typeof body.description === 'string' ? body.description : null,
      bytes: Buffer.from(await file.arrayBuffer()),
      pollsLeft: asynchronous ? processingPolls : 0,
      failure: nextMediaFailure,
    };
    nextMediaFailure = null;
    media.set(item.id, item);
    mediaView.set(item.id, { mimeType, description: item.description, size: item.bytes.length });
    return { status: asynchronous ? 202 : 200, body: mediaEntity(item) };
  }

  function readMedia(accountId: string, id: string): Answer {
    const item = media.get(id);
    if (!item || item.accountId !== accountId) return fail(404, 'Record not found');
    if (item.pollsLeft > 0) {
      const processing = mediaEntity(item);
      item.pollsLeft -= 1;
      return { status: 206, body: processing };
    }
    if (item.failure) return fail(422, item.failure);
    return { status: 200, body: mediaEntity(item) };
  }

  function postStatus(accountId: string, record: MastodonRecordedRequest, now: number): Answer {
    const body = record.body ?? {};
    const key = record.headers['idempotency-key'];
    if (typeof key === 'string') {
      const seen = idempotency.get(`${accountId}:${key}`);
      if (seen && now - seen.at < IDEMPOTENCY_MS) {
        const first = statuses.find((s) => s.id === seen.statusId);
        if (first) return { status: 200, body: statusEntity(first) };
      }
    }
    const text = typeof body.status === 'string' ? body.status : '';
    const spoilerText = typeof body.spoiler_text === 'string' ? body.spoiler_text : '';
    const ids = body.media_ids ?? body['media_ids[]'] ?? [];
    const mediaIds = (Array.isArray(ids) ? ids : [ids]).map(String);
    const inReplyToId = body.in_reply_to_id ? String(body.in_reply_to_id) : null;
    if (inReplyToId && !statuses.some((s) => s.id === inReplyToId))
      return fail(404, 'The post you are trying to reply to does not appear to exist.');
    const poll = readPoll(body);
    // Mastodon checks files before anything else and refuses a poll beside them in the words
    // it uses for too many files (a Mastodon::ValidationError: no "Validation failed:").
    if (poll && mediaIds.length > 0) return fail(422, 'Cannot attach more than 4 files');
    const visibility = typeof body.visibility === 'string' ? body.visibility : 'public';
    if (!['public', 'unlisted', 'private', 'direct'].includes(visibility))
      return fail(422, 'Validation failed: Visibility is not included in the list');
    if (text.trim() === '' && mediaIds.length === 0)
      return fail(422, "Validation failed: Text can't be blank");
    if (mastodonLength(text, spoilerText, limits.urlLength) > limits.maxCharacters)
      return fail(422, `Validation failed: Text character limit of ${limits.maxCharacters} exceeded`);
    if (mediaIds.length > limits.maxMedia)
      return fail(422, `Validation failed: Cannot attach more than ${limits.maxMedia} files`);
    for (const id of mediaIds) {
      const item = media.get(id);
      if (!item || item.accountId !== accountId)
        return fail(422, 'Validation failed: Media attachments are invalid');
      if (item.pollsLeft > 0 || item.failure)
        return fail(422, 'Cannot attach files that have not finished processing. Try again in a moment!');
    }
    const pollProblems = poll ? checkPoll(poll) : [];
    if (pollProblems.length > 0) return fail(422, `Validation failed: ${pollProblems.join(', ')}`);
    const status: FakeMastodonStatus = {
      id: nextId(),
      accountId,
      createdAt: new Date(now).toISOString(),
      text,
      spoilerText,
      visibility,
      language: typeof body.language === 'string' ? body.language : null,
      mediaIds,
      inReplyToId,
      poll: poll
        ? {
            id: nextId(),
            options: poll.options,
            expiresAt: new Date(now + (poll.expiresIn ?? 0) * 1000).toISOString(),
            multiple: poll.multiple,
            hideTotals: poll.hideTotals,
          }
        : null,
    };
    statuses.push(status);
    if (typeof key === 'string') idempotency.set(`${accountId}:${key}`, { statusId: status.id, at: now });
    return { status: 200, body: statusEntity(status) };
  }

  /**
   * The `poll` of a status, as Rails reads it from a JSON object or from the form's
   * `poll[options][]`, `poll[expires_in]`, …; null when none was sent. Options are stripped and
   * blank ones dropped, as Mastodon does before it checks them.
   */
  function readPoll(body: Record<string, unknown>): ReadPoll | null {
    const nested = body.poll && typeof body.poll === 'object' ? (body.poll as Record<string, unknown>) : null;
    const field = (name: string) => (nested ? nested[name] : body[`poll[${name}]`]);
    const names = ['options', 'expires_in', 'multiple', 'hide_totals'];
    if (names.every((name) => field(name) === undefined || field(name) === null)) return null;
    const raw = field('options');
    const options = (Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw])
      .map((option) => String(option).trim())
      .filter((option) => option !== '');
    const expiresIn = field('expires_in');
    // Rails' `to_i`: what is no number is 0 (too soon); nothing sent is no deadline at all.
    const seconds = Number.parseInt(String(expiresIn), 10);
    return {
      options,
      expiresIn:
        expiresIn === undefined || expiresIn === null || expiresIn === ''
          ? null
          : Number.isFinite(seconds)
            ? seconds
            : 0,
      multiple: railsBoolean(field('multiple')),
      hideTotals: railsBoolean(field('hide_totals')),
    };
  }

  /** Mastodon's poll validation words (the attributes named as its English locale does). */
  function checkPoll(poll: ReadPoll): string[] {
    const { most, characters, shortest, longest } = pollLimits();
    // Mastodon counts an option's characters as graphemes (an emoji with its modifiers is one).
    const length = (option: string) => Array.from(GRAPHEMES.segment(option)).length;
    const problems: string[] = [];
    if (poll.options.length < 2) problems.push('Choices must have more than one item');
    if (poll.options.length > most) problems.push(`Choices can't contain more than ${most} items`);
    if (poll.options.some((option) => length(option) > characters))
      problems.push(`Choices cannot be longer than ${characters} characters each`);
    if (new Set(poll.options).size !== poll.options.length) problems.push('Choices contain duplicate items');
    // No expiry is no deadline: Mastodon says it is too far.
    if (poll.expiresIn === null || poll.expiresIn > longest)
      problems.push('Deadline is too far into the future');
    else if (poll.expiresIn < shortest) problems.push('Deadline is too soon');
    return problems;
  }

  function accountStatuses(accountId: string, query: URLSearchParams): Answer {
    if (!accounts.has(accountId)) return fail(404, 'Record not found');
    const limit = Math.min(Number(query.get('limit') ?? 20) || 20, 40);
    // `max_id`: the page before a status (ids grow with time).
    const maxId = query.get('max_id');
    const list = statuses
      .filter((s) => s.accountId === accountId && (maxId === null || BigInt(s.id) < BigInt(maxId)))
      .slice()
      .reverse()
      .slice(0, limit)
      .map(statusEntity);
    return { status: 200, body: list };
  }

  /** The thread around a status: its ancestors, oldest first, and its replies, depth first. */
  function context(id: string): Answer {
    const status = statuses.find((s) => s.id === id);
    if (!status) return fail(404, 'Record not found');
    const ancestors: FakeMastodonStatus[] = [];
    for (let up = status.inReplyToId; up; ) {
      const parent = statuses.find((s) => s.id === up);
      if (!parent) break;
      ancestors.unshift(parent);
      up = parent.inReplyToId;
    }
    const below = (parentId: string): FakeMastodonStatus[] =>
      statuses.filter((s) => s.inReplyToId === parentId).flatMap((s) => [s, ...below(s.id)]);
    return {
      status: 200,
      body: { ancestors: ancestors.map(statusEntity), descendants: below(id).map(statusEntity) },
    };
  }

  async function route(record: MastodonRecordedRequest, file: File | null, url: URL): Promise<Answer> {
    const { method, path } = record;
    if (method === 'POST' && path === '/api/v1/apps') return registerApp(record.body ?? {});
    if (method === 'POST' && path === '/oauth/token') return issueToken(record.body ?? {});
    if (method === 'GET' && path === '/api/v2/instance') return { status: 200, body: instanceEntity() };
    if (!path.startsWith('/api/')) return fail(404, 'Not Found');
    const auth = authenticate(record);
    if ('status' in auth) return auth;
    const accountId = auth.accountId;
    const userOnly = (answer: () => Answer | Promise<Answer>) =>
      accountId ? answer() : fail(422, 'This method requires an authenticated user');
    if (method === 'GET' && path === '/api/v1/accounts/verify_credentials')
      return scoped(auth.scopes, ['read', 'read:accounts', 'profile'], () =>
        userOnly(() => ({ status: 200, body: accountEntity(accounts.get(accountId!)!) })),
      );
    if (method === 'POST' && path === '/api/v2/media')
      return userOnly(() =>
        file
          ? storeUpload(accountId!, record.body ?? {}, file)
          : fail(422, "Validation failed: File can't be blank"),
      );
    let match = path.match(/^\/api\/v1\/media\/(\d+)$/);
    if (method === 'GET' && match) return userOnly(() => readMedia(accountId!, match![1]!));
    if (method === 'POST' && path === '/api/v1/statuses')
      return userOnly(() => postStatus(accountId!, record, Date.now()));
    match = path.match(/^\/api\/v1\/accounts\/(\d+)\/statuses$/);
    if (method === 'GET' && match) return accountStatuses(match[1]!, url.searchParams);
    match = path.match(/^\/api\/v1\/statuses\/(\d+)\/context$/);
    if (method === 'GET' && match) return context(match[1]!);
    match = path.match(/^\/api\/v1\/statuses\/(\d+)$/);
    if (method === 'GET' && match)
      return scoped(auth.scopes, ['read', 'read:statuses'], () => {
        const status = statuses.find((s) => s.id === match![1]);
        return status ? { status: 200, body: statusEntity(status) } : fail(404, 'Record not found');
      });
    // Deleting a status: only its own account's token may (Mastodon answers 404 for another's).
    if (method === 'DELETE' && match)
      return scoped(auth.scopes, ['write', 'write:statuses'], () =>
        userOnly(() => {
          const index = statuses.findIndex((s) => s.id === match![1] && s.accountId === accountId);
          if (index < 0) return fail(404, 'Record not found');
          const [gone] = statuses.splice(index, 1);
          return { status: 200, body: { ...statusEntity(gone!), text: gone!.text } };
        }),
      );
    return fail(404, 'Not Found');
  }

  /** Mastodon's rate-limit headers: per token (or per address), 300 calls per 5 minutes. */
  function rateHeaders(record: MastodonRecordedRequest): Record<string, string> {
    const who = record.headers.authorization ?? 'anonymous';
    const now = Date.now();
    let entry = rate.get(who);
    if (!entry || entry.resetAt <= now) entry = { remaining: RATE_LIMIT, resetAt: now + RATE_WINDOW_MS };
    entry.remaining = Math.max(0, entry.remaining - 1);
    rate.set(who, entry);
    return {
      'x-ratelimit-limit': String(RATE_LIMIT),
      'x-ratelimit-remaining': String(entry.remaining),
      'x-ratelimit-reset': new Date(entry.resetAt).toISOString(),
    };
  }

  async function readBody(
    raw: Buffer,
    contentType: string,
  ): Promise<{ body: Record<string, unknown> | null; file: File | null }> {
    try {
      if (contentType.startsWith('application/json'))
        return { body: JSON.parse(raw.toString('utf8')) as Record<string, unknown>, file: null };
      if (
        contentType.startsWith('application/x-www-form-urlencoded') ||
        contentType.startsWith('multipart/form-data')
      ) {
        const form = await new Response(new Uint8Array(raw), {
          headers: { 'content-type': contentType },
        }).formData();
        const body: Record<string, unknown> = {};
        let file: File | null = null;
        for (const [name, value] of form) {
          const key = name.replace(/\[\]$/, '');
          if (typeof value !== 'string') file = value;
          const field =
            typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
          if (name.endsWith('[]')) body[key] = [...((body[key] as unknown[]) ?? []), field];
          else body[key] = field;
        }
        return { body, file };
      }
    } catch {
      return { body: null, file: null };
    }
    return { body: null, file: null };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', origin);
      const { body, file } = await readBody(Buffer.concat(chunks), req.headers['content-type'] ?? '');
      const record: MastodonRecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      requests.push(record);
      const index = scripted.findIndex((answer) => !answer.when || answer.when(record));
      const next = index >= 0 ? scripted.splice(index, 1)[0] : undefined;
      if (next && !next.afterHandling) {
        if (next.delayMs) await new Promise((resolve) => setTimeout(resolve, next.delayMs));
        if (res.destroyed) return;
        res.writeHead(next.status, { 'content-type': 'application/json; charset=utf-8', ...next.headers });
        res.end(next.body ?? '');
        return;
      }
      if (record.method === 'GET' && record.path === '/oauth/authorize') {
        const answer = authorize(url);
        res.writeHead(
          answer.status,
          answer.location ? { location: answer.location } : { 'content-type': 'text/html' },
        );
        res.end(answer.text ?? '');
        return;
      }
      const mediaFile = record.path.match(/^\/system\/media\/(\d+)$/);
      if (record.method === 'GET' && mediaFile) {
        const item = media.get(mediaFile[1]!);
        res.writeHead(item ? 200 : 404, { 'content-type': item?.mimeType ?? 'text/plain' });
        res.end(item?.bytes ?? 'not found');
        return;
      }
      const answer = await route(record, file, url);
      if (next) {
        // Handled (a status may now exist), but the caller hears only the scripted answer.
        if (next.delayMs) await new Promise((resolve) => setTimeout(resolve, next.delayMs));
        if (res.destroyed) return;
        res.writeHead(next.status, { 'content-type': 'text/html', ...next.headers });
        res.end(next.body ?? '');
        return;
      }
      res.writeHead(answer.status, {
        'content-type': 'application/json; charset=utf-8',
        ...(record.path.startsWith('/api/') ? rateHeaders(record) : {}),
        ...answer.headers,
      });
      res.end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    requests,
    media: mediaView,
    addAccount(username, options = {}) {
      const account = { id: nextId(), username, displayName: options.displayName ?? username };
      accounts.set(account.id, account);
      if (options.token)
        tokens.set(options.token, {
          accountId: account.id,
          revoked: false,
          scopes: (options.scopes ?? 'read write').split(/\s+/),
        });
      return account;
    },
    approveAs(accountId) {
      approvingAccount = accountId;
    },
    revokeToken(token) {
      const entry = tokens.get(token);
      if (entry) entry.revoked = true;
    },
    forgetApps() {
      apps.clear();
    },
    setLimits(next) {
      limits = { ...limits, ...next };
    },
    setInstanceConfiguration(configuration) {
      rawConfiguration = configuration;
    },
    setProcessingPolls(polls) {
      processingPolls = polls;
    },
    failNextMedia(error) {
      nextMediaFailure = error;
    },
    script(...answers) {
      scripted.push(...answers);
    },
    statusesOf(accountId) {
      return statuses.filter((s) => s.accountId === accountId);
    },
    addStatus(accountId, text, createdAt = new Date(), options = {}) {
      const status: FakeMastodonStatus = {
        id: nextId(),
        accountId,
        createdAt: createdAt.toISOString(),
        text,
        spoilerText: '',
        visibility: 'public',
        language: null,
        mediaIds: [],
        inReplyToId: options.inReplyToId ?? null,
        poll: null,
      };
      statuses.push(status);
      return status;
    },
    expireIdempotencyKeys() {
      for (const seen of idempotency.values()) seen.at -= IDEMPOTENCY_MS;
    },
    setCounts(statusId, next) {
      counts.set(statusId, { ...counts.get(statusId), ...next });
    },
    withholdCounts(on) {
      countsWithheld = on;
    },
    deleteStatus(statusId) {
      const index = statuses.findIndex((s) => s.id === statusId);
      if (index >= 0) statuses.splice(index, 1);
    },
    setFollowers(accountId, count) {
      followers.set(accountId, count);
    },
    reset() {
      apps.clear();
      codes.clear();
      tokens.clear();
      counts.clear();
      followers.clear();
      countsWithheld = false;
      accounts.clear();
      statuses.length = 0;
      media.clear();
      mediaView.clear();
      idempotency.clear();
      rate.clear();
      scripted.length = 0;
      requests.length = 0;
      limits = { ...MASTODON_DEFAULT_LIMITS };
      rawConfiguration = null;
      approvingAccount = null;
      processingPolls = 1;
      nextMediaFailure = null;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
