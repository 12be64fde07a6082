import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for what YouTube publishing calls (providers/publishing.md §7, social.md §2),
 * answering in Google's documented wire format so the YouTube adapter is tested against a
 * network, not a mock (test/youtube-server.ts is the import's read-only stand-in):
 *
 * - OAuth with PKCE: `GET /o/oauth2/v2/auth` stands in for the person approving and redirects to
 *   `redirect_uri?code=…&scope=…&state=…` (or `?error=access_denied&state=…` after `deny()`);
 *   `POST /token` (form, the client's id and secret) trades a code once, checking
 *   `code_verifier` against the S256 challenge, for `{access_token, expires_in: 3599,
 *   refresh_token, scope, token_type}` (no refresh token after `withholdRefreshToken()`), and a
 *   refresh token for a new access token only: Google's refresh tokens do not rotate.
 *   Refusals as Google words them: `400 invalid_grant`, `401 invalid_client`.
 * - `GET /youtube/v3/channels?part=…&mine=true`: the account's channel (none after `noChannel()`),
 *   with `statistics{viewCount, subscriberCount, hiddenSubscriberCount, videoCount}` when the part
 *   is asked; counts are strings, as Google sends 64-bit numbers, and `subscriberCount` is left
 *   out once `setSubscribers(n, true)` hides it.
 * - Resumable upload: `POST /upload/youtube/v3/videos?uploadType=resumable&part=snippet,status`
 *   with the JSON resource and `X-Upload-Content-Length`/`-Type` → `200` and the session in
 *   `Location`; `PUT` to it with `Content-Range: bytes a-b/total` → `308` with `Range:
 *   bytes=0-N` until the last byte, then `200` with the video; `Content-Range: bytes *\/total`
 *   and no body asks where the session is (`308`, or `200` and the video when finished).
 *   The bytes are not kept, only their count, pieces and SHA-256.
 * - `GET /youtube/v3/videos?part=status,processingDetails&id=…`: `uploadStatus` `uploaded` and
 *   `processing` for `setProcessingPolls()` looks (default 1), then `processed`; or `failed`
 *   (`failProcessing(reason)`) or `rejected` (`rejectNext(reason)`). Asked for `part=statistics`
 *   alone (up to 50 ids, comma-separated), each video known is answered with
 *   `statistics{viewCount, likeCount, favoriteCount, commentCount}` as strings, without stepping
 *   processing; an id not known (never made, or `deleteVideo`d) is simply not in `items`.
 *   `addVideo(statistics)` makes a video as if uploaded earlier, its counts as given (leave
 *   `likeCount` out for a creator who hid it); `withholdStatistics()` answers videos without
 *   their `statistics` part, so a reader must not take a missing count for 0.
 * - Scheduling: `status.publishAt` is taken only with `privacyStatus: private` and a time ahead
 *   (else `400 invalidPublishAt`); once the stand-in's clock (`setNow`) passes it, the video is
 *   public and `publishAt` gone, as YouTube does. `PUT /youtube/v3/videos?part=status` with
 *   `{id, status}` replaces the video's `status` (`404 videoNotFound` for another id).
 *
 * Every API call needs `Authorization: Bearer` with a live token, else `401 authError`
 * (`expireAccessTokens()`, `revoke()`). Switches: `quota()` answers the next calls `403
 * quotaExceeded`; `insufficientScopes()` answers API calls `403 insufficientPermissions`, as Google
 * does a token granted without the scope the call needs; `uploadLimit()` the next session `400
 * uploadLimitExceeded`; `signupRequired()`
 * `401 youtubeSignupRequired`; `failNextPiece(status)` answers the next piece with an error and
 * takes none of it; `takeLess(n)` keeps only `n` bytes of the next piece;
 * `loseFinishingAnswer()` makes the video with the last piece and then drops the connection
 * before answering, as a crash or a cut line would.
 */

export interface FakeYoutubeVideo {
  id: string;
  channelId: string;
  snippet: Record<string, unknown>;
  status: Record<string, unknown>;
  notifySubscribers: string | null;
  mimeType: string;
  size: number;
  sha256: string;
  /** Each piece's length, in order. */
  pieces: number[];
  /** The custom thumbnail set on it (`thumbnails.set`): its type and size. */
  thumbnail?: { contentType: string; size: number };
  /** Its counts as `videos.list` answers them in `statistics` (strings, as Google sends them). */
  statistics: Record<string, string>;
}

export interface FakeYoutubeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  /** The body's length. */
  size: number;
}

export interface FakeYoutubeUpload {
  origin: string;
  authorizeUrl: string;
  tokenUrl: string;
  apiUrl: string;
  uploadUrl: string;
  clientId: string;
  clientSecret: string;
  channelId: string;
  videos: FakeYoutubeVideo[];
  requests: FakeYoutubeRequest[];
  /** An access token (and its refresh token) for the channel, as if connected earlier. */
  grant(): { accessToken: string; refreshToken: string };
  deny(value?: boolean): void;
  withholdRefreshToken(value?: boolean): void;
  noChannel(value?: boolean): void;
  expireAccessTokens(): void;
  revoke(): void;
  quota(value?: boolean): void;
  uploadLimit(): void;
  signupRequired(): void;
  failNextPiece(status: number, headers?: Record<string, string>): void;
  takeLess(bytes: number): void;
  loseFinishingAnswer(): void;
  setProcessingPolls(polls: number): void;
  failProcessing(reason: string): void;
  rejectNext(reason: string): void;
  /** How many upload sessions were started. */
  sessions(): number;
  /** The stand-in's clock for `publishAt` (default the real one). */
  setNow(now: () => Date): void;
  /** `thumbnails.set` answers 403: the channel may not set custom thumbnails (not verified). */
  refuseThumbnails(value?: boolean): void;
  /** A video of the channel, as if uploaded earlier, with these `statistics` (default all "0"). */
  addVideo(statistics?: Record<string, string>): FakeYoutubeVideo;
  /** The video is deleted, as in YouTube Studio: `videos.list` no longer answers it. */
  deleteVideo(id: string): void;
  /** Videos are answered without their `statistics` part (until called with false). */
  withholdStatistics(value?: boolean): void;
  /** The channel's subscribers, and whether the creator hides the count. Default 1,200, shown. */
  setSubscribers(count: number, hidden?: boolean): void;
  /** API calls answer `403 insufficientPermissions`: the token lacks the scope the call needs. */
  insufficientScopes(value?: boolean): void;
  reset(): void;
  close(): Promise<void>;
}

interface Session {
  id: string;
  resource: { snippet?: Record<string, unknown>; status?: Record<string, unknown> };
  notifySubscribers: string | null;
  mimeType: string;
  total: number;
  received: number;
  hash: ReturnType<typeof createHash>;
  pieces: number[];
  video: FakeYoutubeVideo | null;
}

const json = (
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  res
    .writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers })
    .end(JSON.stringify(body));

/** A video's `statistics` before anyone has watched it. */
const NO_COUNTS = { viewCount: '0', likeCount: '0', favoriteCount: '0', commentCount: '0' };

const googleError = (res: http.ServerResponse, status: number, reason: string, message: string) =>
  json(res, status, {
    error: { code: status, message, errors: [{ message, domain: 'youtube.video', reason }] },
  });

export async function startFakeYoutubeUpload(): Promise<FakeYoutubeUpload> {
  const clientId = 'yt-publish.apps.googleusercontent.com';
  const clientSecret = 'yt-publish-secret';
  const channelId = 'UCpublish0000000000000001';
  const codes = new Map<string, { redirectUri: string; challenge: string; scope: string }>();
  const access = new Set<string>();
  const refresh = new Set<string>();
  const sessions = new Map<string, Session>();
  const videos: FakeYoutubeVideo[] = [];
  const requests: FakeYoutubeRequest[] = [];
  const processing = new Map<string, { polls: number; failure: string | null; rejection: string | null }>();
  let denied = false;
  let withhold = false;
  let channelless = false;
  let quotaExceeded = false;
  let thumbnailsRefused = false;
  let statisticsWithheld = false;
  let scopesMissing = false;
  let subscribers = { count: 1_200, hidden: false };
  let uploadLimited = false;
  let signup = false;
  let pieceFailure: { status: number; headers: Record<string, string> } | null = null;
  let less: number | null = null;
  let lose = false;
  let polls = 1;
  let failure: string | null = null;
  let rejection: string | null = null;
  let serial = 0;
  let now = () => new Date();

  /** A `status` YouTube would refuse for its schedule, in YouTube's words; null when it is fine. */
  function badSchedule(status: Record<string, unknown> | undefined): string | null {
    if (status?.publishAt === undefined) return null;
    const at = Date.parse(String(status.publishAt));
    if (status.privacyStatus !== 'private' || Number.isNaN(at) || at <= now().getTime())
      return 'The request metadata specifies an invalid scheduled publishing time.';
    return null;
  }

  /** A held video whose time has passed is public, as YouTube makes it. */
  function goLive(video: FakeYoutubeVideo) {
    const at = video.status.publishAt;
    if (at === undefined || Date.parse(String(at)) > now().getTime()) return;
    const { publishAt: _, ...rest } = video.status;
    video.status = { ...rest, privacyStatus: 'public' };
  }

  function updateStatus(raw: Buffer, res: http.ServerResponse) {
    let body: { id?: string; status?: Record<string, unknown> };
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return googleError(res, 400, 'parseError', 'Parse Error');
    }
    const video = videos.find((v) => v.id === body.id);
    if (!video) return googleError(res, 404, 'videoNotFound', 'The video could not be found.');
    const bad = badSchedule(body.status);
    if (bad) return googleError(res, 400, 'invalidPublishAt', bad);
    video.status = { uploadStatus: video.status.uploadStatus, ...body.status };
    json(res, 200, videoJson(video));
  }

  const newAccess = () => {
    const token = `ya29.${randomBytes(12).toString('hex')}`;
    access.add(token);
    return token;
  };
  const newRefresh = () => {
    const token = `1//${randomBytes(12).toString('hex')}`;
    refresh.add(token);
    return token;
  };

  function authorize(q: URLSearchParams, res: http.ServerResponse) {
    const back = new URL(q.get('redirect_uri') ?? '');
    const state = q.get('state') ?? '';
    if (denied) {
      back.search = new URLSearchParams({ error: 'access_denied', state }).toString();
      return res.writeHead(302, { location: back.toString() }).end();
    }
    const code = `4/${randomBytes(8).toString('hex')}`;
    codes.set(code, {
      redirectUri: q.get('redirect_uri') ?? '',
      challenge: q.get('code_challenge') ?? '',
      scope: q.get('scope') ?? '',
    });
    back.search = new URLSearchParams({ code, scope: q.get('scope') ?? '', state }).toString();
    res.writeHead(302, { location: back.toString() }).end();
  }

  function token(form: URLSearchParams, res: http.ServerResponse) {
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
      return json(res, 401, {
        error: 'invalid_client',
        error_description: 'The OAuth client was not found.',
      });
    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!code || code.redirectUri !== form.get('redirect_uri') || code.challenge !== challenge)
        return json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      return json(res, 200, {
        access_token: newAccess(),
        expires_in: 3599,
        ...(withhold ? {} : { refresh_token: newRefresh() }),
        scope: code.scope,
        token_type: 'Bearer',
      });
    }
    if (form.get('grant_type') === 'refresh_token' && refresh.has(form.get('refresh_token') ?? ''))
      return json(res, 200, { access_token: newAccess(), expires_in: 3599, token_type: 'Bearer' });
    json(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
  }

  function startSession(req: http.IncomingMessage, raw: Buffer, res: http.ServerResponse, origin: string) {
    if (uploadLimited) {
      uploadLimited = false;
      return googleError(
        res,
        400,
        'uploadLimitExceeded',
        'The user has exceeded the number of videos they may upload.',
      );
    }
    let resource: Session['resource'];
    try {
      resource = JSON.parse(raw.toString('utf8'));
    } catch {
      return googleError(res, 400, 'parseError', 'Parse Error');
    }
    const title = String(resource.snippet?.title ?? '');
    if (!title || title.length > 100 || /[<>]/.test(title))
      return googleError(
        res,
        400,
        'invalidTitle',
        'The request metadata specifies an invalid or empty video title.',
      );
    const bad = badSchedule(resource.status);
    if (bad) return googleError(res, 400, 'invalidPublishAt', bad);
    const total = Number(req.headers['x-upload-content-length']);
    if (!Number.isInteger(total) || total <= 0)
      return googleError(res, 400, 'badContent', 'The size of the video is missing or wrong.');
    const id = randomBytes(8).toString('hex');
    const url = new URL(req.url ?? '/', origin);
    sessions.set(id, {
      id,
      resource,
      notifySubscribers: url.searchParams.get('notifySubscribers'),
      mimeType: String(req.headers['x-upload-content-type'] ?? ''),
      total,
      received: 0,
      hash: createHash('sha256'),
      pieces: [],
      video: null,
    });
    res
      .writeHead(200, {
        location: `${origin}/upload/youtube/v3/videos?uploadType=resumable&upload_id=${id}`,
        'content-length': '0',
      })
      .end();
  }

  const held = (session: Session): Record<string, string> =>
    session.received > 0 ? { range: `bytes=0-${session.received - 1}` } : {};

  function finish(session: Session): FakeYoutubeVideo {
    serial += 1;
    const video: FakeYoutubeVideo = {
      id: `vid${String(serial).padStart(8, '0')}`,
      channelId,
      snippet: { ...session.resource.snippet },
      status: { uploadStatus: 'uploaded', ...session.resource.status },
      notifySubscribers: session.notifySubscribers,
      mimeType: session.mimeType,
      size: session.total,
      sha256: session.hash.digest('hex'),
      pieces: session.pieces,
      statistics: { ...NO_COUNTS },
    };
    processing.set(video.id, { polls, failure, rejection });
    failure = null;
    rejection = null;
    videos.push(video);
    session.video = video;
    return video;
  }

  const channelStatistics = () => ({
    viewCount: String(videos.reduce((sum, v) => sum + Number(v.statistics.viewCount ?? 0), 0)),
    ...(subscribers.hidden ? {} : { subscriberCount: String(subscribers.count) }),
    hiddenSubscriberCount: subscribers.hidden,
    videoCount: String(videos.length),
  });

  const videoJson = (video: FakeYoutubeVideo) => ({
    kind: 'youtube#video',
    etag: 'e1',
    id: video.id,
    snippet: { ...video.snippet, channelId },
    status: video.status,
  });

  function piece(req: http.IncomingMessage, raw: Buffer, res: http.ServerResponse, session: Session) {
    const range = String(req.headers['content-range'] ?? '');
    if (/^bytes \*\/\d+$/.test(range)) {
      if (session.video) return json(res, 200, videoJson(session.video));
      return res.writeHead(308, { ...held(session), 'content-length': '0' }).end();
    }
    const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
    if (
      !match ||
      Number(match[3]) !== session.total ||
      raw.length !== Number(match[2]) - Number(match[1]) + 1
    )
      return googleError(res, 400, 'badContent', 'Content-Range does not match the body.');
    if (session.video) return json(res, 200, videoJson(session.video));
    if (pieceFailure) {
      const { status, headers } = pieceFailure;
      pieceFailure = null;
      return json(
        res,
        status,
        {
          error: {
            code: status,
            message: 'Backend Error',
            errors: [{ reason: 'backendError', message: 'Backend Error' }],
          },
        },
        headers,
      );
    }
    const start = Number(match[1]);
    // Bytes YouTube already holds are not taken twice; a gap is not taken at all.
    if (start !== session.received)
      return res.writeHead(308, { ...held(session), 'content-length': '0' }).end();
    const taken = less !== null ? raw.subarray(0, less) : raw;
    less = null;
    session.hash.update(taken);
    session.received += taken.length;
    session.pieces.push(taken.length);
    const done = session.received === session.total ? finish(session) : null;
    if (done && lose) {
      lose = false;
      return req.socket.destroy();
    }
    if (done) return json(res, 200, videoJson(done));
    res.writeHead(308, { ...held(session), 'content-length': '0' }).end();
  }

  /** `videos.list` with `part=statistics` alone: each known video's counts, processing not stepped. */
  function videoStatistics(ids: string[], res: http.ServerResponse) {
    const items = videos
      .filter((v) => ids.includes(v.id))
      .map((video) => ({
        kind: 'youtube#video',
        etag: 'e1',
        id: video.id,
        ...(statisticsWithheld ? {} : { statistics: video.statistics }),
      }));
    json(res, 200, {
      kind: 'youtube#videoListResponse',
      etag: 'e1',
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
      items,
    });
  }

  function videoStatus(q: URLSearchParams, res: http.ServerResponse) {
    const ids = (q.get('id') ?? '').split(',');
    if (q.get('part') === 'statistics') return videoStatistics(ids, res);
    const items = videos
      .filter((v) => ids.includes(v.id))
      .map((video) => {
        goLive(video);
        const state = processing.get(video.id) ?? { polls: 0, failure: null, rejection: null };
        let status: Record<string, unknown> = { ...video.status, uploadStatus: 'uploaded' };
        let processingStatus = 'processing';
        if (state.polls > 0) state.polls -= 1;
        else if (state.failure) {
          status = { ...status, uploadStatus: 'failed', failureReason: state.failure };
          processingStatus = 'failed';
        } else if (state.rejection)
          status = { ...status, uploadStatus: 'rejected', rejectionReason: state.rejection };
        else {
          status = { ...status, uploadStatus: 'processed' };
          processingStatus = 'succeeded';
        }
        return { kind: 'youtube#video', id: video.id, status, processingDetails: { processingStatus } };
      });
    json(res, 200, { kind: 'youtube#videoListResponse', pageInfo: { totalResults: items.length }, items });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const origin = `http://${req.headers.host}`;
      const url = new URL(req.url ?? '/', origin);
      const q = url.searchParams;
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: q,
        headers: req.headers,
        size: raw.length,
      });
      if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') return authorize(q, res);
      if (req.method === 'POST' && url.pathname === '/token')
        return token(new URLSearchParams(raw.toString('utf8')), res);
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!access.has(bearer))
        return json(res, 401, {
          error: {
            code: 401,
            message: 'Request had invalid authentication credentials.',
            errors: [{ message: 'Invalid Credentials', domain: 'global', reason: 'authError' }],
            status: 'UNAUTHENTICATED',
          },
        });
      if (signup) {
        signup = false;
        return googleError(res, 401, 'youtubeSignupRequired', 'The user does not have a YouTube channel.');
      }
      if (scopesMissing)
        return json(res, 403, {
          error: {
            code: 403,
            message: 'Request had insufficient authentication scopes.',
            errors: [
              { message: 'Insufficient Permission', domain: 'global', reason: 'insufficientPermissions' },
            ],
            status: 'PERMISSION_DENIED',
          },
        });
      if (quotaExceeded)
        return googleError(
          res,
          403,
          'quotaExceeded',
          'The request cannot be completed because you have exceeded your quota.',
        );
      if (url.pathname === '/upload/youtube/v3/videos') {
        if (req.method === 'POST' && q.get('uploadType') === 'resumable')
          return startSession(req, raw, res, origin);
        const session = sessions.get(q.get('upload_id') ?? '');
        if (req.method === 'PUT' && session) return piece(req, raw, res, session);
        return googleError(res, 404, 'notFound', 'No such upload session.');
      }
      if (req.method === 'POST' && url.pathname === '/upload/youtube/v3/thumbnails/set') {
        const video = videos.find((v) => v.id === q.get('videoId'));
        if (!video) return googleError(res, 404, 'videoNotFound', 'The video could not be found.');
        if (thumbnailsRefused)
          return googleError(
            res,
            403,
            'forbidden',
            "The authenticated user doesn't have permissions to upload and set custom video thumbnails.",
          );
        const type = String(req.headers['content-type'] ?? '');
        if (!['image/jpeg', 'image/png'].includes(type) || raw.length === 0 || raw.length > 2 * 1024 * 1024)
          return googleError(res, 400, 'invalidImage', 'The provided image content is invalid.');
        video.thumbnail = { contentType: type, size: raw.length };
        return json(res, 200, {
          kind: 'youtube#thumbnailSetResponse',
          items: [
            { default: { url: `https://i.ytimg.com/vi/${video.id}/default.jpg`, width: 120, height: 90 } },
          ],
        });
      }
      if (req.method === 'GET' && url.pathname === '/youtube/v3/channels' && q.get('mine') === 'true')
        return json(res, 200, {
          kind: 'youtube#channelListResponse',
          pageInfo: { totalResults: channelless ? 0 : 1 },
          items: channelless
            ? []
            : [
                {
                  kind: 'youtube#channel',
                  id: channelId,
                  snippet: {
                    title: 'Acme Studio',
                    customUrl: '@acmestudio',
                    thumbnails: { default: { url: 'https://yt3.ggpht.com/acme=s88', width: 88, height: 88 } },
                  },
                  ...((q.get('part') ?? '').split(',').includes('statistics')
                    ? { statistics: channelStatistics() }
                    : {}),
                },
              ],
        });
      if (req.method === 'GET' && url.pathname === '/youtube/v3/videos') return videoStatus(q, res);
      if (req.method === 'PUT' && url.pathname === '/youtube/v3/videos' && q.get('part') === 'status')
        return updateStatus(raw, res);
      googleError(res, 404, 'notFound', 'Not Found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    authorizeUrl: `${origin}/o/oauth2/v2/auth`,
    tokenUrl: `${origin}/token`,
    apiUrl: `${origin}/youtube/v3`,
    uploadUrl: `${origin}/upload/youtube/v3`,
    clientId,
    clientSecret,
    channelId,
    videos,
    requests,
    grant: () => ({ accessToken: newAccess(), refreshToken: newRefresh() }),
    deny: (value = true) => {
      denied = value;
    },
    withholdRefreshToken: (value = true) => {
      withhold = value;
    },
    noChannel: (value = true) => {
      channelless = value;
    },
    expireAccessTokens: () => access.clear(),
    revoke: () => {
      access.clear();
      refresh.clear();
    },
    quota: (value = true) => {
      quotaExceeded = value;
    },
    uploadLimit: () => {
      uploadLimited = true;
    },
    signupRequired: () => {
      signup = true;
    },
    failNextPiece: (status, headers = {}) => {
      pieceFailure = { status, headers };
    },
    takeLess: (bytes) => {
      less = bytes;
    },
    loseFinishingAnswer: () => {
      lose = true;
    },
    setProcessingPolls: (value) => {
      polls = value;
    },
    failProcessing: (reason) => {
      failure = reason;
    },
    rejectNext: (reason) => {
      rejection = reason;
    },
    sessions: () => sessions.size,
    setNow(clock) {
      now = clock;
    },
    refuseThumbnails(value = true) {
      thumbnailsRefused = value;
    },
    addVideo(statistics = NO_COUNTS) {
      serial += 1;
      const video: FakeYoutubeVideo = {
        id: `vid${String(serial).padStart(8, '0')}`,
        channelId,
        snippet: { title: `Earlier video ${serial}` },
        status: { uploadStatus: 'processed', privacyStatus: 'public' },
        notifySubscribers: null,
        mimeType: 'video/mp4',
        size: 0,
        sha256: '',
        pieces: [],
        statistics: { ...statistics },
      };
      processing.set(video.id, { polls: 0, failure: null, rejection: null });
      videos.push(video);
      return video;
    },
    deleteVideo(id) {
      const index = videos.findIndex((v) => v.id === id);
      if (index >= 0) videos.splice(index, 1);
    },
    withholdStatistics(value = true) {
      statisticsWithheld = value;
    },
    setSubscribers(count, hidden = false) {
      subscribers = { count, hidden };
    },
    insufficientScopes(value = true) {
      scopesMissing = value;
    },
    reset() {
      statisticsWithheld = false;
      scopesMissing = false;
      subscribers = { count: 1_200, hidden: false };
      now = () => new Date();
      thumbnailsRefused = false;
      denied = false;
      withhold = false;
      channelless = false;
      quotaExceeded = false;
      uploadLimited = false;
      signup = false;
      pieceFailure = null;
      less = null;
      lose = false;
      polls = 1;
      failure = null;
      rejection = null;
      requests.length = 0;
      videos.length = 0;
      sessions.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
