import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { findUrls } from '@expertos/domain/publishing/text-count';
import { X_LIMITS, xLength } from '@expertos/domain/publishing/x';

/**
 * A local stand-in for X's API v2 (providers/publishing.md §5), answering in X's documented
 * wire format so the X adapter is tested against a network, not a mock:
 *
 * - OAuth 2.0 with PKCE: `GET /i/oauth2/authorize` stands in for the person approving and
 *   redirects to `redirect_uri?code=…&state=…` (or `?error=access_denied&state=…` after
 *   `deny()`); `POST /2/oauth2/token` (form, the app's Basic auth) trades a code once, checking
 *   `code_verifier` against the S256 challenge, for `{token_type, expires_in: 7200,
 *   access_token, scope, refresh_token}` (a refresh token only with `offline.access`), and a
 *   refresh token for a new pair: the refresh token rotates, the old one is spent. Refusals
 *   as X words them: `400 {error: "invalid_request", error_description}`, `401
 *   unauthorized_client` without the app's Basic auth.
 * - `GET /2/users/me` (`user.fields=profile_image_url`), `GET /2/users/:id/tweets`
 *   (newest first; `max_results` 5–100, `start_time`, `pagination_token`, `tweet.fields`
 *   `created_at`, `referenced_tweets`).
 * - Media: `POST /2/media/upload/initialize` `{media_type, total_bytes, media_category}` →
 *   `{data: {id, media_key, expires_after_secs}}`; `POST /2/media/upload/:id/append` (multipart
 *   `media`, `segment_index`); `POST /2/media/upload/:id/finalize` (an image is ready at once;
 *   a GIF or a video answers `processing_info {state: "pending", check_after_secs}`);
 *   `GET /2/media/upload?command=STATUS&media_id=` (`in_progress` `setProcessingPolls()` times,
 *   then `succeeded`, or `failed` with X's `error` after `failProcessing()`);
 *   `POST /2/media/metadata` `{id, metadata: {alt_text: {text}}}`.
 * - `POST /2/tweets` `{text, media: {media_ids}, reply: {in_reply_to_tweet_id}}` → 201
 *   `{data: {id, text, edit_history_tweet_ids}}`; the text counted as X counts it (280), media
 *   checked (yours, processed, ≤ 4), the same text twice from an account refused as X refuses
 *   it (`403 "You are not allowed to create a Tweet with duplicate content."`). X answers a
 *   post's text as it shows it: links as `https://t.co/…`, `&`, `<`, `>` escaped, a link to its
 *   media at the end. A post's id is a Snowflake of its time (`createdAt`), as X's are.
 * - Figures (providers/publishing.md §5, "Analytics"): `GET /2/tweets?ids=` (1–100 ids, else
 *   400 invalid-request) with `tweet.fields` `public_metrics` (`retweet_count`, `reply_count`,
 *   `like_count`, `quote_count`, `bookmark_count`, `impression_count`) and `non_public_metrics`
 *   (`impression_count`, `user_profile_clicks`, and `url_link_clicks` only for a post with a
 *   link); 0 unless `setMetrics()` says. Non-public figures of a post 30 days old or more, or of
 *   another user's post, are refused as X refuses a field: the post is left out of `data` and
 *   each field gets a "Field Authorization Error" (`not-authorized-for-field`) in `errors`. An
 *   id with no post (`deleteTweet()`) gets a "Not Found Error" (`resource-not-found`) in
 *   `errors`. `withholdMetrics()` answers posts without `impression_count` and without
 *   `non_public_metrics` (X counting late; X does not document such a lag, but a figure left out
 *   must never be read as 0). `GET /2/users/me` with `user.fields=public_metrics` answers
 *   `followers_count` (`setFollowers()`) and the other counts.
 *
 * Every `/2/` call but the token's needs `Authorization: Bearer`: an unknown, expired
 * (`expireAccessTokens()`) or revoked (`revoke()`) token gets `401 {title: "Unauthorized",
 * type: "about:blank", status: 401, detail: "Unauthorized"}`. A token holds its scopes (those
 * approved, or `addUser(…, {scope})`, by default all the app asks): reading posts and
 * `/2/users/me` need `tweet.read` and `users.read`, else `403 {title: "Forbidden", type:
 * "about:blank", detail: "Forbidden"}` as X answers a missing scope. Answers carry
 * `x-rate-limit-limit`, `-remaining` and `-reset` (epoch seconds); `rateLimit()` answers the
 * next post (or the next call of another route) 429 with them, `usageCapped()` and
 * `clientForbidden()` answer X's problems for an app over its plan's cap or on a plan without
 * posting. `script()` queues verbatim answers, optionally given after the request was handled
 * (`afterHandling`: a lost answer that hides a created post), optionally only to a request it
 * picks (`when`).
 */

export interface XRecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Header names in lower case. */
  headers: http.IncomingHttpHeaders;
  /** JSON or form fields; for multipart, the fields with the file as `{name, type, size}`. */
  body: Record<string, unknown> | null;
}

export interface XScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Handle the request as usual first (a post is created), then answer this instead. */
  afterHandling?: boolean;
  /** Only for the request this picks; others pass by it. */
  when?: (request: XRecordedRequest) => boolean;
}

export interface FakeXUser {
  id: string;
  username: string;
  name: string;
  profileImageUrl: string;
}

export interface FakeXTweet {
  id: string;
  authorId: string;
  /** The text as it was sent. */
  text: string;
  createdAt: string;
  mediaIds: string[];
  inReplyToId: string | null;
}

export interface FakeXMedia {
  mimeType: string;
  category: string;
  size: number;
  /** How many appends it took. */
  segments: number;
  altText: string | null;
}

export interface FakeX {
  /** `http://127.0.0.1:<port>`: both X_AUTH_URL's host and X_API_URL. */
  origin: string;
  /** The authorize page (X_AUTH_URL). */
  authorizeUrl: string;
  clientId: string;
  clientSecret: string;
  requests: XRecordedRequest[];
  /** A user; with tokens for it when given (as if connected earlier), holding `scope` (default: all the app asks). */
  addUser(
    username: string,
    options?: { name?: string; accessToken?: string; refreshToken?: string; scope?: string },
  ): FakeXUser;
  /** The user the authorize page approves for (the first added, by default). */
  signInAs(userId: string): void;
  /** The person refuses on the authorize page. */
  deny(value?: boolean): void;
  /** The user took the app's access away: every token of theirs, access and refresh, is refused. */
  revoke(userId: string): void;
  /** Every access token ends (their two hours are over); refresh tokens still work. */
  expireAccessTokens(): void;
  /** The next post (or the next call of `route`, e.g. `GET /2/tweets`) is answered 429, its window resetting at this epoch second. */
  rateLimit(resetAtSeconds: number, route?: string): void;
  /** The app is over its plan's cap: the next call is answered X's `usage-capped` problem. */
  usageCapped(): void;
  /** The app's plan does not allow the call: the next call is answered X's `client-forbidden`. */
  clientForbidden(): void;
  /** STATUS answers `in_progress` this many times before `succeeded` (default 1). */
  setProcessingPolls(polls: number): void;
  /** The next GIF's or video's processing fails with this message. */
  failProcessing(message: string): void;
  script(...answers: XScriptedAnswer[]): void;
  /** The user's posts, oldest first. */
  tweetsOf(userId: string): FakeXTweet[];
  /** A post made elsewhere (by hand, another app), at `createdAt`. */
  addTweet(userId: string, text: string, createdAt?: Date, options?: { inReplyToId?: string }): FakeXTweet;
  media: Map<string, FakeXMedia>;
  /** The post's figures from now on (X's own names, public and non-public). */
  setMetrics(tweetId: string, metrics: Partial<Record<FakeXMetric, number>>): void;
  /** While on, posts are answered without `impression_count` and `non_public_metrics`. */
  withholdMetrics(on: boolean): void;
  /** The post is deleted, as if by hand: a lookup answers it "Not Found". */
  deleteTweet(tweetId: string): void;
  /** The user's `followers_count`. */
  setFollowers(userId: string, followers: number): void;
  reset(): void;
  close(): Promise<void>;
}

/** A post's figures, by X's names (`impression_count` is both public and non-public). */
export type FakeXMetric =
  | 'retweet_count'
  | 'reply_count'
  | 'like_count'
  | 'quote_count'
  | 'bookmark_count'
  | 'impression_count'
  | 'url_link_clicks'
  | 'user_profile_clicks';
const PUBLIC_METRICS: FakeXMetric[] = [
  'retweet_count',
  'reply_count',
  'like_count',
  'quote_count',
  'bookmark_count',
  'impression_count',
];
const NON_PUBLIC_DAYS_MS = 30 * 24 * 3600_000;
const SNOWFLAKE_EPOCH_MS = 1_288_834_974_657;
const FULL_SCOPE = 'tweet.read tweet.write users.read media.write offline.access';

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

interface Media {
  id: string;
  ownerId: string;
  mimeType: string;
  category: string;
  totalBytes: number;
  received: Map<number, number>;
  state: 'uploading' | 'pending' | 'in_progress' | 'succeeded' | 'failed';
  pollsLeft: number;
  failure: string | null;
  altText: string | null;
}

const TWO_HOURS_S = 7200;
const POST_LIMIT = 100;
/** Calls a user may make in 15 minutes, by route (X's rate-limit table; posting is POST_LIMIT). */
const WINDOW_LIMITS: Record<string, number> = { 'GET /2/tweets': 900, 'GET /2/users/me': 75 };
const PROBLEMS = 'https://api.x.com/2/problems';
const CATEGORIES: Record<string, (mime: string) => boolean> = {
  tweet_image: (mime) => mime.startsWith('image/') && mime !== 'image/gif',
  tweet_gif: (mime) => mime === 'image/gif',
  tweet_video: (mime) => mime.startsWith('video/'),
};
const CAPS: Record<string, number> = {
  tweet_image: X_LIMITS.imageBytes,
  tweet_gif: X_LIMITS.gifBytes,
  tweet_video: X_LIMITS.videoBytes,
};

const problem = (status: number, title: string, detail: string, type = 'about:blank'): Answer => ({
  status,
  body: { title, detail, type, status },
});
const invalid = (message: string): Answer => ({
  status: 400,
  body: {
    errors: [{ message, parameters: {} }],
    title: 'Invalid Request',
    detail: 'One or more parameters to your request was invalid.',
    type: `${PROBLEMS}/invalid-request`,
  },
});
const UNAUTHORIZED = problem(401, 'Unauthorized', 'Unauthorized');
const tco = () => `https://t.co/${randomBytes(5).toString('hex')}`;

export async function startFakeX(): Promise<FakeX> {
  const clientId = 'x-client-id';
  const clientSecret = 'x-client-secret';
  const users = new Map<string, FakeXUser>();
  const access = new Map<string, { userId: string; valid: boolean; scope: string }>();
  const metrics = new Map<string, Partial<Record<FakeXMetric, number>>>();
  const followers = new Map<string, number>();
  let metricsWithheld = false;
  let snowflakeSequence = 0;
  const refresh = new Map<string, { userId: string; valid: boolean; scope: string }>();
  const codes = new Map<string, { userId: string; redirectUri: string; challenge: string; scope: string }>();
  const tweets: (FakeXTweet & { shown: string })[] = [];
  const media = new Map<string, Media>();
  const mediaView = new Map<string, FakeXMedia>();
  const requests: XRecordedRequest[] = [];
  const scripted: XScriptedAnswer[] = [];
  const posted = new Map<string, { remaining: number; resetAt: number }>();
  let signedIn: string | null = null;
  let denied = false;
  let limited: { until: number; route: string } | null = null;
  let capped = false;
  let forbidden = false;
  let processingPolls = 1;
  let nextFailure: string | null = null;
  let serial = 1_890_000_000_000_000_000n;
  let origin = '';

  const nextId = () => {
    serial += BigInt(1 + Math.floor(Math.random() * 1000));
    return serial.toString();
  };
  /** A post's id as X makes it: its time in the top bits (a Snowflake), then a sequence. */
  const snowflake = (at: string) => {
    snowflakeSequence = (snowflakeSequence + 1) % 4_194_304;
    return ((BigInt(Date.parse(at) - SNOWFLAKE_EPOCH_MS) << 22n) | BigInt(snowflakeSequence)).toString();
  };

  function issue(userId: string, scope: string) {
    const accessToken = `xa-${randomBytes(12).toString('hex')}`;
    access.set(accessToken, { userId, valid: true, scope });
    const pair: Record<string, unknown> = {
      token_type: 'bearer',
      expires_in: TWO_HOURS_S,
      access_token: accessToken,
      scope,
    };
    if (scope.split(' ').includes('offline.access')) {
      const refreshToken = `xr-${randomBytes(12).toString('hex')}`;
      refresh.set(refreshToken, { userId, valid: true, scope });
      pair.refresh_token = refreshToken;
    }
    return pair;
  }

  /** The post's text as X shows it: links shortened, `& < >` escaped, its media's link at the end. */
  function shown(text: string, withMedia: boolean) {
    let out = '';
    let at = 0;
    for (const { start, end } of findUrls(text)) {
      out += escaped(text.slice(at, start)) + tco();
      at = end;
    }
    out += escaped(text.slice(at));
    return withMedia ? `${out} ${tco()}`.trim() : out;
  }
  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

  function authorize(url: URL): { status: number; location?: string; text?: string } {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri') ?? '';
    if (
      q.get('response_type') !== 'code' ||
      q.get('client_id') !== clientId ||
      q.get('code_challenge_method') !== 'S256' ||
      !q.get('code_challenge') ||
      !redirectUri
    )
      return { status: 400, text: 'Something went wrong. You weren’t able to give access to the App.' };
    const back = new URL(redirectUri);
    const userId = signedIn ?? [...users.keys()][0];
    if (denied || !userId) {
      back.search = new URLSearchParams({ error: 'access_denied', state: q.get('state') ?? '' }).toString();
    } else {
      const code = randomBytes(16).toString('base64url');
      codes.set(code, {
        userId,
        redirectUri,
        challenge: q.get('code_challenge') ?? '',
        scope: q.get('scope') ?? '',
      });
      back.search = new URLSearchParams({ state: q.get('state') ?? '', code }).toString();
    }
    return { status: 302, location: back.toString() };
  }

  function token(record: XRecordedRequest): Answer {
    const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (record.headers.authorization !== basic)
      return {
        status: 401,
        body: { error: 'unauthorized_client', error_description: 'Missing valid authorization header' },
      };
    const form = record.body ?? {};
    if (form.grant_type === 'authorization_code') {
      const code = codes.get(String(form.code ?? ''));
      const verifier = String(form.code_verifier ?? '');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!code || code.redirectUri !== form.redirect_uri || code.challenge !== challenge)
        return {
          status: 400,
          body: {
            error: 'invalid_request',
            error_description: 'Value passed for the authorization code was invalid.',
          },
        };
      codes.delete(String(form.code));
      return { status: 200, body: issue(code.userId, code.scope) };
    }
    if (form.grant_type === 'refresh_token') {
      const entry = refresh.get(String(form.refresh_token ?? ''));
      if (!entry?.valid)
        return {
          status: 400,
          body: { error: 'invalid_request', error_description: 'Value passed for the token was invalid.' },
        };
      // Rotation: the refresh token is spent; the pair answered replaces it.
      entry.valid = false;
      return { status: 200, body: issue(entry.userId, entry.scope) };
    }
    return {
      status: 400,
      body: { error: 'unsupported_grant_type', error_description: 'Grant type is not supported.' },
    };
  }

  function initialize(userId: string, body: Record<string, unknown>): Answer {
    const mimeType = String(body.media_type ?? '');
    const category = String(body.media_category ?? '');
    const total = Number(body.total_bytes);
    const fits = CATEGORIES[category];
    if (!fits?.(mimeType)) return invalid(`media_category ${category} does not fit media_type ${mimeType}`);
    if (!Number.isInteger(total) || total <= 0 || total > (CAPS[category] ?? 0))
      return invalid(`total_bytes ${total} is over the size allowed for ${category}`);
    const id = nextId();
    media.set(id, {
      id,
      ownerId: userId,
      mimeType,
      category,
      totalBytes: total,
      received: new Map(),
      state: 'uploading',
      pollsLeft: processingPolls,
      failure: null,
      altText: null,
    });
    const prefix = category === 'tweet_video' ? 7 : category === 'tweet_gif' ? 16 : 3;
    return { status: 200, body: { data: { id, media_key: `${prefix}_${id}`, expires_after_secs: 86_400 } } };
  }

  function append(userId: string, id: string, body: Record<string, unknown> | null): Answer {
    const item = media.get(id);
    if (!item || item.ownerId !== userId || item.state !== 'uploading') return invalid('Invalid media id');
    const segment = Number(body?.segment_index);
    const file = body?.media as { size?: number } | undefined;
    if (!Number.isInteger(segment) || segment < 0 || segment > 999 || !file?.size)
      return invalid('segment_index and media are required');
    item.received.set(segment, file.size);
    return { status: 200, body: { data: { expires_at: Math.floor(Date.now() / 1000) + 86_400 } } };
  }

  function processingInfo(item: Media) {
    if (item.state === 'failed')
      return {
        state: 'failed',
        progress_percent: 100,
        error: { code: 1, name: 'InvalidMedia', message: item.failure ?? 'Unsupported video format' },
      };
    if (item.state === 'succeeded') return { state: 'succeeded', progress_percent: 100 };
    return { state: item.state, check_after_secs: 1, progress_percent: item.state === 'pending' ? 0 : 50 };
  }

  function finalize(userId: string, id: string): Answer {
    const item = media.get(id);
    if (!item || item.ownerId !== userId || item.state !== 'uploading') return invalid('Invalid media id');
    const received = [...item.received.values()].reduce((sum, size) => sum + size, 0);
    if (received !== item.totalBytes)
      return invalid(`File size mismatch: ${received} bytes appended, ${item.totalBytes} announced`);
    mediaView.set(id, {
      mimeType: item.mimeType,
      category: item.category,
      size: received,
      segments: item.received.size,
      altText: null,
    });
    const base = { id, media_key: `x_${id}`, size: received, expires_after_secs: 86_400 };
    if (item.category === 'tweet_image') {
      item.state = 'succeeded';
      return { status: 200, body: { data: base } };
    }
    item.state = 'pending';
    if (nextFailure) {
      item.failure = nextFailure;
      nextFailure = null;
    }
    return { status: 200, body: { data: { ...base, processing_info: processingInfo(item) } } };
  }

  function status(userId: string, query: URLSearchParams): Answer {
    const item = media.get(query.get('media_id') ?? '');
    if (query.get('command') !== 'STATUS' || !item || item.ownerId !== userId)
      return invalid('Invalid media id');
    if (item.state === 'pending' || item.state === 'in_progress') {
      if (item.failure) item.state = 'failed';
      else if (item.pollsLeft > 0) {
        item.pollsLeft -= 1;
        item.state = 'in_progress';
      } else item.state = 'succeeded';
    }
    return { status: 200, body: { data: { id: item.id, processing_info: processingInfo(item) } } };
  }

  function metadata(userId: string, body: Record<string, unknown>): Answer {
    const item = media.get(String(body.id ?? ''));
    const text = (body.metadata as { alt_text?: { text?: unknown } } | undefined)?.alt_text?.text;
    if (!item || item.ownerId !== userId) return invalid('Invalid media id');
    if (typeof text !== 'string' || Array.from(text).length > X_LIMITS.altCharacters)
      return invalid('alt_text.text must be at most 1000 characters');
    item.altText = text;
    const view = mediaView.get(item.id);
    if (view) view.altText = text;
    return { status: 200, body: { data: { associated_metadata: true, id: item.id } } };
  }

  function postTweet(userId: string, body: Record<string, unknown>): Answer {
    const text = typeof body.text === 'string' ? body.text : '';
    const mediaIds = ((body.media as { media_ids?: unknown } | undefined)?.media_ids ?? []) as string[];
    const replyTo = (body.reply as { in_reply_to_tweet_id?: unknown } | undefined)?.in_reply_to_tweet_id;
    if (text.trim() === '' && mediaIds.length === 0) return invalid('Post text or media is required');
    if (xLength(text) > X_LIMITS.textWeighted) return invalid('Post text is too long');
    if (mediaIds.length > 4) return invalid('Your media IDs are invalid.');
    for (const id of mediaIds) {
      const item = media.get(id);
      if (!item || item.ownerId !== userId || item.state !== 'succeeded')
        return invalid('Your media IDs are invalid.');
    }
    if (replyTo !== undefined && !tweets.some((t) => t.id === replyTo))
      return problem(
        403,
        'Forbidden',
        'You attempted to reply to a Tweet that is deleted or not visible to you.',
      );
    if (text.trim() !== '' && tweets.some((t) => t.authorId === userId && t.text === text))
      return problem(403, 'Forbidden', 'You are not allowed to create a Tweet with duplicate content.');
    const createdAt = new Date().toISOString();
    const tweet = {
      id: snowflake(createdAt),
      authorId: userId,
      text,
      createdAt,
      mediaIds,
      inReplyToId: typeof replyTo === 'string' ? replyTo : null,
      shown: shown(text, mediaIds.length > 0),
    };
    tweets.push(tweet);
    return {
      status: 201,
      body: { data: { id: tweet.id, text: tweet.shown, edit_history_tweet_ids: [tweet.id] } },
    };
  }

  function timeline(userId: string, query: URLSearchParams): Answer {
    if (!users.has(userId))
      return problem(404, 'Not Found Error', `Could not find user with id: [${userId}].`);
    const max = Number(query.get('max_results') ?? 10);
    if (!Number.isInteger(max) || max < 5 || max > 100)
      return invalid(
        `The \`max_results\` query parameter value [${query.get('max_results')}] is not between 5 and 100`,
      );
    const since = query.get('start_time') ? Date.parse(query.get('start_time') ?? '') : 0;
    const fields = (query.get('tweet.fields') ?? '').split(',');
    const theirs = tweets
      .filter((t) => t.authorId === userId && Date.parse(t.createdAt) >= since)
      .sort(
        (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (BigInt(b.id) > BigInt(a.id) ? 1 : -1),
      );
    const from = Number(query.get('pagination_token') ?? 0) || 0;
    const page = theirs.slice(from, from + max);
    if (page.length === 0) return { status: 200, body: { meta: { result_count: 0 } } };
    const next = from + max < theirs.length ? String(from + max) : undefined;
    return {
      status: 200,
      body: {
        data: page.map((t) => ({
          id: t.id,
          text: t.shown,
          edit_history_tweet_ids: [t.id],
          ...(fields.includes('created_at') ? { created_at: t.createdAt } : {}),
          ...(fields.includes('referenced_tweets') && t.inReplyToId
            ? { referenced_tweets: [{ type: 'replied_to', id: t.inReplyToId }] }
            : {}),
        })),
        meta: {
          result_count: page.length,
          newest_id: page[0]?.id,
          oldest_id: page.at(-1)?.id,
          ...(next ? { next_token: next } : {}),
        },
      },
    };
  }

  /** A post's figures as X answers them, for the fields asked; null when a field is refused. */
  function figures(tweet: FakeXTweet & { shown: string }, userId: string, fields: string[]) {
    const set = metrics.get(tweet.id) ?? {};
    const value = (name: FakeXMetric) => set[name] ?? 0;
    const out: Record<string, unknown> = {};
    if (fields.includes('public_metrics'))
      out.public_metrics = Object.fromEntries(
        PUBLIC_METRICS.filter((name) => !(metricsWithheld && name === 'impression_count')).map((name) => [
          name,
          value(name),
        ]),
      );
    if (fields.includes('non_public_metrics')) {
      const old = Date.now() - Date.parse(tweet.createdAt) >= NON_PUBLIC_DAYS_MS;
      if (old || tweet.authorId !== userId) return null;
      if (!metricsWithheld)
        out.non_public_metrics = {
          impression_count: value('impression_count'),
          user_profile_clicks: value('user_profile_clicks'),
          ...(findUrls(tweet.text).length > 0 ? { url_link_clicks: value('url_link_clicks') } : {}),
        };
    }
    return out;
  }

  /** `GET /2/tweets?ids=`: the posts found in `data`, what X would not answer in `errors`. */
  function lookup(userId: string, query: URLSearchParams): Answer {
    const ids = (query.get('ids') ?? '').split(',').filter(Boolean);
    if (ids.length < 1 || ids.length > 100)
      return invalid(
        `The number of values in the \`ids\` query parameter list [${ids.length}] is not between 1 and 100`,
      );
    const bad = ids.find((id) => !/^\d{1,19}$/.test(id));
    if (bad) return invalid(`The \`ids\` query parameter value [${bad}] is not valid`);
    const fields = (query.get('tweet.fields') ?? '').split(',');
    const data: unknown[] = [];
    const errors: unknown[] = [];
    for (const id of ids) {
      const tweet = tweets.find((t) => t.id === id);
      if (!tweet) {
        errors.push({
          value: id,
          detail: `Could not find tweet with ids: [${id}].`,
          title: 'Not Found Error',
          resource_type: 'tweet',
          parameter: 'ids',
          resource_id: id,
          type: `${PROBLEMS}/resource-not-found`,
        });
        continue;
      }
      const shownFigures = figures(tweet, userId, fields);
      if (!shownFigures) {
        for (const field of ['impression_count', 'url_link_clicks', 'user_profile_clicks'])
          errors.push({
            resource_type: 'tweet',
            field: `non_public_metrics.${field}`,
            parameter: 'ids',
            resource_id: id,
            title: 'Field Authorization Error',
            section: 'data',
            detail: `Sorry, you are not authorized to access 'non_public_metrics.${field}' on the Tweet with ids : [${id}].`,
            value: id,
            type: `${PROBLEMS}/not-authorized-for-field`,
          });
        continue;
      }
      data.push({ id: tweet.id, text: tweet.shown, edit_history_tweet_ids: [tweet.id], ...shownFigures });
    }
    return {
      status: 200,
      body: { ...(data.length > 0 ? { data } : {}), ...(errors.length > 0 ? { errors } : {}) },
    };
  }

  function route(record: XRecordedRequest, userId: string, scope: string): Answer {
    const { method, path, query } = record;
    const body = record.body ?? {};
    const reads = (answer: () => Answer): Answer => {
      const held = scope.split(' ');
      return held.includes('tweet.read') && held.includes('users.read')
        ? answer()
        : problem(403, 'Forbidden', 'Forbidden');
    };
    if (method === 'GET' && path === '/2/users/me')
      return reads(() => {
        const user = users.get(userId);
        if (!user) return UNAUTHORIZED;
        const fields = (query.get('user.fields') ?? '').split(',');
        const theirs = tweets.filter((t) => t.authorId === userId).length;
        return {
          status: 200,
          body: {
            data: {
              id: user.id,
              name: user.name,
              username: user.username,
              ...(fields.includes('profile_image_url') ? { profile_image_url: user.profileImageUrl } : {}),
              ...(fields.includes('public_metrics')
                ? {
                    public_metrics: {
                      followers_count: followers.get(userId) ?? 0,
                      following_count: 0,
                      tweet_count: theirs,
                      listed_count: 0,
                      like_count: 0,
                    },
                  }
                : {}),
            },
          },
        };
      });
    if (method === 'GET' && path === '/2/tweets') return reads(() => lookup(userId, query));
    const timelineOf = path.match(/^\/2\/users\/(\d+)\/tweets$/);
    if (method === 'GET' && timelineOf) return timeline(timelineOf[1] ?? '', query);
    if (method === 'POST' && path === '/2/media/upload/initialize') return initialize(userId, body);
    const step = path.match(/^\/2\/media\/upload\/(\d+)\/(append|finalize)$/);
    if (method === 'POST' && step)
      return step[2] === 'append'
        ? append(userId, step[1] ?? '', record.body)
        : finalize(userId, step[1] ?? '');
    if (method === 'GET' && path === '/2/media/upload') return status(userId, query);
    if (method === 'POST' && path === '/2/media/metadata') return metadata(userId, body);
    if (method === 'POST' && path === '/2/tweets') return postTweet(userId, body);
    return problem(404, 'Not Found Error', `No route for ${method} ${path}`);
  }

  /** X's per-user window for posts: 100 per 15 minutes. */
  function rateHeaders(userId: string): Record<string, string> {
    const now = Date.now();
    let entry = posted.get(userId);
    if (!entry || entry.resetAt <= now) entry = { remaining: POST_LIMIT, resetAt: now + 15 * 60_000 };
    entry.remaining = Math.max(0, entry.remaining - 1);
    posted.set(userId, entry);
    return {
      'x-rate-limit-limit': String(POST_LIMIT),
      'x-rate-limit-remaining': String(entry.remaining),
      'x-rate-limit-reset': String(Math.floor(entry.resetAt / 1000)),
    };
  }

  /** The switches that answer for X before anything is handled. */
  function refusal(record: XRecordedRequest): Answer | null {
    if (capped) {
      capped = false;
      return {
        status: 429,
        body: {
          title: 'UsageCapExceeded',
          detail: 'Usage cap exceeded: Monthly product cap',
          type: `${PROBLEMS}/usage-capped`,
          period: 'Monthly',
          scope: 'Product',
        },
      };
    }
    if (forbidden) {
      forbidden = false;
      return {
        status: 403,
        body: {
          client_id: '12345678',
          detail:
            'When authenticating requests to the Twitter API v2 endpoints, you must use keys and tokens from a Twitter developer App that is attached to a Project. You can create a project via the developer portal.',
          registration_url: 'https://developer.twitter.com/en/docs/projects/overview',
          title: 'Client Forbidden',
          required_enrollment: 'Appropriate Level of API Access',
          reason: 'client-not-enrolled',
          type: `${PROBLEMS}/client-forbidden`,
        },
      };
    }
    if (limited !== null && `${record.method} ${record.path}` === limited.route) {
      const { until: reset, route } = limited;
      limited = null;
      return {
        status: 429,
        headers: {
          'x-rate-limit-limit': String(WINDOW_LIMITS[route] ?? POST_LIMIT),
          'x-rate-limit-remaining': '0',
          'x-rate-limit-reset': String(reset),
        },
        body: { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 },
      };
    }
    return null;
  }

  async function readBody(raw: Buffer, contentType: string): Promise<Record<string, unknown> | null> {
    try {
      if (contentType.startsWith('application/json'))
        return JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      if (
        contentType.startsWith('application/x-www-form-urlencoded') ||
        contentType.startsWith('multipart/form-data')
      ) {
        const form = await new Response(new Uint8Array(raw), {
          headers: { 'content-type': contentType },
        }).formData();
        const body: Record<string, unknown> = {};
        for (const [name, value] of form)
          body[name] =
            typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
        return body;
      }
    } catch {
      return null;
    }
    return null;
  }

  function handle(record: XRecordedRequest, url: URL): Answer & { location?: string; text?: string } {
    if (record.method === 'GET' && record.path === '/i/oauth2/authorize') return authorize(url);
    if (record.method === 'POST' && record.path === '/2/oauth2/token') return token(record);
    const bearer = /^Bearer (.+)$/.exec(record.headers.authorization ?? '')?.[1] ?? '';
    const entry = access.get(bearer);
    if (!entry?.valid) return UNAUTHORIZED;
    const refused = refusal(record);
    if (refused) return refused;
    const answer = route(record, entry.userId, entry.scope);
    return { ...answer, headers: { ...rateHeaders(entry.userId), ...answer.headers } };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', origin);
      const record: XRecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: await readBody(Buffer.concat(chunks), req.headers['content-type'] ?? ''),
      };
      requests.push(record);
      const index = scripted.findIndex((answer) => !answer.when || answer.when(record));
      const next = index >= 0 ? scripted.splice(index, 1)[0] : undefined;
      if (next && !next.afterHandling) {
        res.writeHead(next.status, { 'content-type': 'application/json; charset=utf-8', ...next.headers });
        res.end(next.body ?? '');
        return;
      }
      const answer = handle(record, url);
      if (next) {
        // Handled (a post may now exist), but the caller hears only the scripted answer.
        res.writeHead(next.status, { 'content-type': 'text/html', ...next.headers });
        res.end(next.body ?? '');
        return;
      }
      if (answer.location) {
        res.writeHead(answer.status, { location: answer.location }).end();
        return;
      }
      if (answer.text !== undefined) {
        res.writeHead(answer.status, { 'content-type': 'text/html' }).end(answer.text);
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', ...answer.headers });
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
    authorizeUrl: `${origin}/i/oauth2/authorize`,
    clientId,
    clientSecret,
    requests,
    media: mediaView,
    addUser(username, options = {}) {
      const user: FakeXUser = {
        id: nextId(),
        username,
        name: options.name ?? username,
        profileImageUrl: `https://pbs.twimg.com/profile_images/${username}_normal.jpg`,
      };
      users.set(user.id, user);
      if (options.accessToken)
        access.set(options.accessToken, { userId: user.id, valid: true, scope: options.scope ?? FULL_SCOPE });
      if (options.refreshToken)
        refresh.set(options.refreshToken, {
          userId: user.id,
          valid: true,
          scope: options.scope ?? FULL_SCOPE,
        });
      return user;
    },
    signInAs(userId) {
      signedIn = userId;
    },
    deny(value = true) {
      denied = value;
    },
    revoke(userId) {
      for (const entry of [...access.values(), ...refresh.values()])
        if (entry.userId === userId) entry.valid = false;
    },
    expireAccessTokens() {
      for (const entry of access.values()) entry.valid = false;
    },
    rateLimit(resetAtSeconds, route = 'POST /2/tweets') {
      limited = { until: resetAtSeconds, route };
    },
    usageCapped() {
      capped = true;
    },
    clientForbidden() {
      forbidden = true;
    },
    setProcessingPolls(polls) {
      processingPolls = polls;
    },
    failProcessing(message) {
      nextFailure = message;
    },
    script(...answers) {
      scripted.push(...answers);
    },
    tweetsOf(userId) {
      return tweets.filter((t) => t.authorId === userId).map(({ shown: _, ...tweet }) => tweet);
    },
    addTweet(userId, text, createdAt = new Date(), options = {}) {
      const tweet = {
        id: snowflake(createdAt.toISOString()),
        authorId: userId,
        text,
        createdAt: createdAt.toISOString(),
        mediaIds: [],
        inReplyToId: options.inReplyToId ?? null,
        shown: shown(text, false),
      };
      tweets.push(tweet);
      const { shown: _, ...made } = tweet;
      return made;
    },
    setMetrics(tweetId, next) {
      metrics.set(tweetId, { ...metrics.get(tweetId), ...next });
    },
    withholdMetrics(on) {
      metricsWithheld = on;
    },
    deleteTweet(tweetId) {
      const index = tweets.findIndex((t) => t.id === tweetId);
      if (index >= 0) tweets.splice(index, 1);
    },
    setFollowers(userId, count) {
      followers.set(userId, count);
    },
    reset() {
      metrics.clear();
      followers.clear();
      metricsWithheld = false;
      users.clear();
      access.clear();
      refresh.clear();
      codes.clear();
      tweets.length = 0;
      media.clear();
      mediaView.clear();
      requests.length = 0;
      scripted.length = 0;
      posted.clear();
      signedIn = null;
      denied = false;
      limited = null;
      capped = false;
      forbidden = false;
      processingPolls = 1;
      nextFailure = null;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
