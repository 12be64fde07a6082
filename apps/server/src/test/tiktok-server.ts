import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for TikTok's Login Kit and Content Posting API (providers/publishing.md §6),
 * answering in TikTok's documented wire format so the TikTok adapter is tested against a
 * network, not a mock:
 *
 * - OAuth: `GET /v2/auth/authorize/` stands in for the person approving and redirects to
 *   `redirect_uri?code=…&state=…` (or `?error=access_denied&…` after `deny()`);
 *   `POST /v2/oauth/token/` (form, `client_key` and `client_secret`) trades a code once for
 *   `{open_id, scope, access_token, expires_in, refresh_token, refresh_expires_in, token_type}`,
 *   and a refresh token for a new pair: the refresh token rotates, the old one is spent.
 *   Refusals as TikTok words them: `{error, error_description, log_id}`.
 * - `GET /v2/user/info/?fields=` (a field of `user.info.profile`, such as `username`, or of
 *   `user.info.stats`, such as `follower_count`, is refused `scope_not_authorized` to a token
 *   without that scope); `POST /v2/post/publish/creator_info/query/`.
 * - `POST /v2/post/publish/video/init/` and `/inbox/video/init/` (`FILE_UPLOAD`, its figures held
 *   to TikTok's chunk rules) → `{publish_id, upload_url}`; `PUT upload_url` checks each chunk's
 *   `Content-Range` (in order, the plan's sizes) and answers 206, then 201 for the last.
 * - `POST /v2/post/publish/content/init/` (photos, `PULL_FROM_URL`): TikTok fetches each photo
 *   when the status is next read (`photo_pull_failed` when one cannot be fetched;
 *   `url_ownership_unverified` after `urlUnverified()`).
 * - `POST /v2/post/publish/status/fetch/`: `PROCESSING_UPLOAD` until every byte is in, then
 *   `PROCESSING_DOWNLOAD` `setProcessingPolls()` times, then `PUBLISH_COMPLETE` with
 *   `publicaly_available_post_id` (none for a private post, or after `withholdPostId()`),
 *   `SEND_TO_USER_INBOX` for a draft, or `FAILED` with the `fail_reason` of `failProcessing()`.
 *   A withheld id is given later by `releasePostId()`.
 * - `POST /v2/video/query/?fields=` (`video.list`) with `{filters: {video_ids: [1 to 20]}}` →
 *   `{videos: [{id, …the fields asked}]}`, the account's own videos only; a deleted one
 *   (`deleteVideo()`) is left out. A video published here, or made by `addVideo()`, has no
 *   figures until `setVideoCounts()` gives some (TikTok's lag): a count not given yet is left
 *   out of its answer.
 *
 * Every API call answers `{data, error: {code, message, log_id}}`. Switches: `revoke()`,
 * `expireAccessTokens()`, `unaudited()` (private-only posting, to private accounts),
 * `refuseNext()` (TikTok's error for the next call to a path: `rate_limit_exceeded`,
 * `spam_risk_too_many_posts`…), `loseNextAnswer()` (handled, but the answer never arrives).
 */

export const TIKTOK_PRIVACY_PUBLIC = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'];
export const TIKTOK_PRIVACY_PRIVATE = ['FOLLOWER_OF_CREATOR', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'];

export interface FakeTikTokUser {
  openId: string;
  username: string;
  nickname: string;
  avatarUrl: string;
  /** A private account offers followers rather than everyone. */
  private: boolean;
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
  maxVideoSeconds: number;
  /** `follower_count` (`user.info.stats`). */
  followers: number;
}

/** A video's counts as `video/query` names them. */
export type FakeTikTokCounts = Partial<
  Record<'view_count' | 'like_count' | 'comment_count' | 'share_count', number>
>;

export interface FakeTikTokPost {
  publishId: string;
  openId: string;
  kind: 'video' | 'inbox_video' | 'photo' | 'inbox_photo';
  postInfo: Record<string, unknown>;
  mimeType: string | null;
  videoSize: number;
  /** The init's `chunk_size` and `total_chunk_count`. */
  chunkSize: number;
  chunkCount: number;
  /** Each chunk's `Content-Range` as it came. */
  ranges: string[];
  received: number;
  photoUrls: string[];
  /** Whether TikTok has fetched the photos yet. */
  pulled: boolean;
  status: 'PROCESSING_UPLOAD' | 'PROCESSING_DOWNLOAD' | 'PUBLISH_COMPLETE' | 'SEND_TO_USER_INBOX' | 'FAILED';
  failReason: string | null;
  postId: string | null;
  pollsLeft: number;
  withholdId: boolean;
}

export interface TikTokRecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

export interface FakeTikTok {
  /** `http://127.0.0.1:<port>`: TIKTOK_API_URL. */
  origin: string;
  /** The approval page (TIKTOK_AUTH_URL). */
  authorizeUrl: string;
  clientKey: string;
  clientSecret: string;
  requests: TikTokRecordedRequest[];
  addUser(
    username: string,
    options?: Partial<Omit<FakeTikTokUser, 'openId' | 'username'>> & {
      accessToken?: string;
      refreshToken?: string;
      /** The tokens' scopes (comma-separated); every scope the app asks for unless given. */
      scope?: string;
    },
  ): FakeTikTokUser;
  /** The person refuses on the approval page. */
  deny(value?: boolean): void;
  /** Only these scopes are granted at the next approval (the person unticked the others). */
  grantOnly(scopes: string[] | null): void;
  revoke(openId: string): void;
  expireAccessTokens(): void;
  /** The app has not passed TikTok's audit: it posts only `SELF_ONLY`, and only to private accounts. */
  unaudited(value?: boolean): void;
  urlUnverified(value?: boolean): void;
  setProcessingPolls(polls: number): void;
  /** The next post's processing fails with this `fail_reason`. */
  failProcessing(reason: string): void;
  /** The next post completes without its public id (still in moderation). */
  withholdPostId(): void;
  /** TikTok shows a withheld post now: its public id, answered by the next status read. */
  releasePostId(publishId: string): string;
  /** A video of the account's, posted elsewhere; its id. */
  addVideo(openId: string, counts?: FakeTikTokCounts): string;
  /** TikTok has counted these figures of the video now (merged with those it had). */
  setVideoCounts(videoId: string, counts: FakeTikTokCounts): void;
  /** The video is deleted on TikTok. */
  deleteVideo(videoId: string): void;
  /** The next call to `path` is answered TikTok's error. */
  refuseNext(
    path: string,
    status: number,
    code: string,
    message?: string,
    headers?: Record<string, string>,
  ): void;
  /** The next call to `path` is handled, but its answer is lost (the connection drops). */
  loseNextAnswer(path: string): void;
  posts: FakeTikTokPost[];
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

const MB = 1024 * 1024;
const DAY_S = 86_400;
const YEAR_S = 365 * DAY_S;
const PROFILE_FIELDS = ['bio_description', 'profile_deep_link', 'is_verified', 'username'];
const STATS_FIELDS = ['follower_count', 'following_count', 'likes_count', 'video_count'];
const VIDEO_FIELDS = [
  'id',
  'title',
  'create_time',
  'view_count',
  'like_count',
  'comment_count',
  'share_count',
];
/** What a token is granted unless a test says otherwise: every scope the adapter asks for. */
const ALL_SCOPES = 'user.info.basic,video.publish,video.upload,user.info.stats,video.list';
const logId = () => randomBytes(10).toString('hex').toUpperCase();
const ok = (data: unknown): Answer => ({
  status: 200,
  body: { data, error: { code: 'ok', message: '', log_id: logId() } },
});
const refused = (status: number, code: string, message: string): Answer => ({
  status,
  body: { data: {}, error: { code, message, log_id: logId() } },
});
const oauthError = (status: number, error: string, description: string): Answer => ({
  status,
  body: { error, error_description: description, log_id: logId() },
});

/** TikTok's chunk rules (its media transfer guide), or what breaks them. */
function chunkProblem(source: Record<string, unknown>): string | null {
  const size = Number(source.video_size);
  const chunk = Number(source.chunk_size);
  const count = Number(source.total_chunk_count);
  if (![size, chunk, count].every(Number.isInteger) || size <= 0)
    return 'video_size, chunk_size and total_chunk_count are required';
  if (size < 5 * MB) return chunk === size && count === 1 ? null : 'a video under 5 MB is uploaded whole';
  if (chunk < 5 * MB || chunk > 64 * MB) return 'chunk_size must be 5 MB to 64 MB';
  if (count !== Math.floor(size / chunk))
    return 'total_chunk_count must be video_size / chunk_size, rounded down';
  if (count < 1 || count > 1000) return 'total_chunk_count must be 1 to 1000';
  if (size - (count - 1) * chunk > 128 * MB) return 'the final chunk may hold at most 128 MB';
  return null;
}

export async function startFakeTikTok(): Promise<FakeTikTok> {
  const clientKey = 'tiktok-client-key';
  const clientSecret = 'tiktok-client-secret';
  const users = new Map<string, FakeTikTokUser>();
  const access = new Map<string, { openId: string; valid: boolean; scope: string }>();
  const refresh = new Map<string, { openId: string; valid: boolean; scope: string }>();
  const codes = new Map<string, { openId: string; redirectUri: string; scope: string }>();
  const posts: FakeTikTokPost[] = [];
  const videos = new Map<string, { openId: string; createTime: number; counts: FakeTikTokCounts }>();
  const requests: TikTokRecordedRequest[] = [];
  const refusals: { path: string; answer: Answer }[] = [];
  const lost: string[] = [];
  let denied = false;
  let granted: string[] | null = null;
  let audited = true;
  let verified = true;
  let processingPolls = 1;
  let nextFailure: string | null = null;
  let nextWithheld = false;
  let serial = 7_300_000_000_000_000_000n;
  let origin = '';
  const nextId = () => {
    serial += BigInt(1 + Math.floor(Math.random() * 1000));
    return serial.toString();
  };

  function issue(openId: string, scope: string) {
    const accessToken = `act.${randomBytes(12).toString('hex')}`;
    const refreshToken = `rft.${randomBytes(12).toString('hex')}`;
    access.set(accessToken, { openId, valid: true, scope });
    refresh.set(refreshToken, { openId, valid: true, scope });
    return {
      open_id: openId,
      scope,
      access_token: accessToken,
      expires_in: DAY_S,
      refresh_token: refreshToken,
      refresh_expires_in: YEAR_S,
      token_type: 'Bearer',
    };
  }

  function authorize(url: URL): Answer {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri') ?? '';
    if (
      q.get('client_key') !== clientKey ||
      q.get('response_type') !== 'code' ||
      !redirectUri ||
      !q.get('scope')
    )
      return { status: 400, text: 'Something went wrong. client_key or redirect_uri is invalid.' };
    const back = new URL(redirectUri);
    const openId = [...users.keys()][0];
    if (denied || !openId)
      back.search = new URLSearchParams({
        error: 'access_denied',
        error_description: 'The user denied the request',
        state: q.get('state') ?? '',
      }).toString();
    else {
      const code = randomBytes(16).toString('base64url');
      const asked = (q.get('scope') ?? '').split(',');
      const scope = (granted ? asked.filter((s) => granted?.includes(s)) : asked).join(',');
      codes.set(code, { openId, redirectUri, scope });
      back.search = new URLSearchParams({ code, scopes: scope, state: q.get('state') ?? '' }).toString();
    }
    return { status: 302, location: back.toString() };
  }

  function token(form: Record<string, unknown>): Answer {
    if (form.client_key !== clientKey || form.client_secret !== clientSecret)
      return oauthError(401, 'invalid_client', 'Client key or secret is incorrect.');
    if (form.grant_type === 'authorization_code') {
      const code = codes.get(String(form.code ?? ''));
      if (!code || code.redirectUri !== form.redirect_uri)
        return oauthError(400, 'invalid_grant', 'Authorization code is expired.');
      codes.delete(String(form.code));
      return { status: 200, body: issue(code.openId, code.scope) };
    }
    if (form.grant_type === 'refresh_token') {
      const entry = refresh.get(String(form.refresh_token ?? ''));
      if (!entry?.valid) return oauthError(400, 'invalid_grant', 'Refresh token is invalid or expired.');
      entry.valid = false;
      return { status: 200, body: issue(entry.openId, entry.scope) };
    }
    return oauthError(400, 'unsupported_grant_type', 'Grant type is not supported.');
  }

  const optionsOf = (user: FakeTikTokUser) => (user.private ? TIKTOK_PRIVACY_PRIVATE : TIKTOK_PRIVACY_PUBLIC);

  function userInfo(user: FakeTikTokUser, scope: string[], query: URLSearchParams): Answer {
    const fields = (query.get('fields') ?? '').split(',').filter(Boolean);
    if (fields.some((f) => PROFILE_FIELDS.includes(f)) && !scope.includes('user.info.profile'))
      return refused(
        401,
        'scope_not_authorized',
        'The user did not authorize the scope required for completing this request.',
      );
    if (fields.some((f) => STATS_FIELDS.includes(f)) && !scope.includes('user.info.stats'))
      return refused(
        401,
        'scope_not_authorized',
        'The user did not authorize the scope required for completing this request.',
      );
    const all: Record<string, unknown> = {
      open_id: user.openId,
      union_id: `union-${user.openId}`,
      avatar_url: user.avatarUrl,
      display_name: user.nickname,
      username: user.username,
      follower_count: user.followers,
    };
    return ok({ user: Object.fromEntries(fields.filter((f) => f in all).map((f) => [f, all[f]])) });
  }

  function creatorInfo(user: FakeTikTokUser): Answer {
    return ok({
      creator_avatar_url: user.avatarUrl,
      creator_username: user.username,
      creator_nickname: user.nickname,
      privacy_level_options: optionsOf(user),
      comment_disabled: user.commentDisabled,
      duet_disabled: user.duetDisabled,
      stitch_disabled: user.stitchDisabled,
      max_video_post_duration_sec: user.maxVideoSeconds,
    });
  }

  /** TikTok's checks of `post_info` for a post straight to the profile. */
  function postInfoProblem(
    user: FakeTikTokUser,
    info: Record<string, unknown>,
    titleMax: number,
  ): Answer | null {
    const level = String(info.privacy_level ?? '');
    if (!audited && (level !== 'SELF_ONLY' || !user.private))
      return refused(
        403,
        'unaudited_client_can_only_post_to_private_accounts',
        'Please review our integration guidelines at https://developers.tiktok.com/doc/content-sharing-guidelines/',
      );
    if (!optionsOf(user).includes(level))
      return refused(
        400,
        'privacy_level_option_mismatch',
        'privacy_level is not one of the creator’s options.',
      );
    if (info.brand_content_toggle === true && level === 'SELF_ONLY')
      return refused(400, 'invalid_params', 'Branded content cannot be private.');
    const title = typeof info.title === 'string' ? info.title : '';
    if (title.length > titleMax) return refused(400, 'invalid_params', `title is longer than ${titleMax}.`);
    return null;
  }

  function makePost(user: FakeTikTokUser, kind: FakeTikTokPost['kind'], fields: Partial<FakeTikTokPost>) {
    const post: FakeTikTokPost = {
      publishId: `${kind.endsWith('photo') ? 'p_pub_url' : 'v_pub_file'}~v2-1.${nextId()}`,
      openId: user.openId,
      kind,
      postInfo: {},
      mimeType: null,
      videoSize: 0,
      ranges: [],
      received: 0,
      chunkSize: 0,
      chunkCount: 0,
      photoUrls: [],
      pulled: false,
      status: 'PROCESSING_UPLOAD',
      failReason: nextFailure,
      postId: null,
      pollsLeft: processingPolls,
      withholdId: nextWithheld,
      ...fields,
    };
    nextFailure = null;
    nextWithheld = false;
    posts.push(post);
    return post;
  }

  function videoInit(user: FakeTikTokUser, body: Record<string, unknown>, inbox: boolean): Answer {
    const source = (body.source_info ?? {}) as Record<string, unknown>;
    if (source.source !== 'FILE_UPLOAD')
      return refused(400, 'invalid_params', 'source_info.source must be FILE_UPLOAD here.');
    const problem = chunkProblem(source);
    if (problem) return refused(400, 'invalid_params', problem);
    const info = (body.post_info ?? {}) as Record<string, unknown>;
    if (!inbox) {
      const refusal = postInfoProblem(user, info, 2200);
      if (refusal) return refusal;
    }
    const post = makePost(user, inbox ? 'inbox_video' : 'video', {
      postInfo: info,
      videoSize: Number(source.video_size),
      chunkSize: Number(source.chunk_size),
      chunkCount: Number(source.total_chunk_count),
    });
    const uploadUrl = `${origin}/upload/?upload_id=${encodeURIComponent(post.publishId)}&upload_token=${randomBytes(8).toString('hex')}`;
    return ok({ publish_id: post.publishId, upload_url: uploadUrl });
  }

  function contentInit(user: FakeTikTokUser, body: Record<string, unknown>): Answer {
    const source = (body.source_info ?? {}) as Record<string, unknown>;
    const images = Array.isArray(source.photo_images) ? (source.photo_images as string[]) : [];
    if (
      body.media_type !== 'PHOTO' ||
      source.source !== 'PULL_FROM_URL' ||
      images.length < 1 ||
      images.length > 35
    )
      return refused(400, 'invalid_params', 'A photo post takes 1 to 35 photo_images pulled from URLs.');
    if (!verified)
      return refused(
        403,
        'url_ownership_unverified',
        'Please verify the ownership of the URL prefix or domain.',
      );
    const info = (body.post_info ?? {}) as Record<string, unknown>;
    const direct = body.post_mode === 'DIRECT_POST';
    if (direct) {
      const refusal = postInfoProblem(user, info, 90);
      if (refusal) return refusal;
    }
    if (typeof info.description === 'string' && info.description.length > 4000)
      return refused(400, 'invalid_params', 'description is longer than 4000.');
    const post = makePost(user, direct ? 'photo' : 'inbox_photo', {
      postInfo: info,
      photoUrls: images,
      status: 'PROCESSING_DOWNLOAD',
    });
    return ok({ publish_id: post.publishId });
  }

  /** One chunk to an `upload_url`: in order, the plan's size, `Content-Range` exact. */
  function upload(url: URL, headers: http.IncomingHttpHeaders, bytes: Buffer): Answer {
    const post = posts.find((p) => p.publishId === url.searchParams.get('upload_id'));
    if (!post) return refused(404, 'invalid_params', 'Unknown upload.');
    if (post.status !== 'PROCESSING_UPLOAD') return refused(400, 'invalid_params', 'The upload is finished.');
    const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(headers['content-range'] ?? ''));
    if (!range) return refused(400, 'invalid_params', 'Content-Range is required.');
    const [start, end, total] = [Number(range[1]), Number(range[2]), Number(range[3])];
    const last = post.ranges.length === post.chunkCount - 1;
    const expectedEnd = last ? post.videoSize - 1 : start + post.chunkSize - 1;
    if (
      total !== post.videoSize ||
      start !== post.received ||
      end !== expectedEnd ||
      bytes.length !== end - start + 1
    )
      return {
        status: 416,
        body: { error: { code: 'invalid_range', message: 'Content-Range does not fit the upload.' } },
      };
    post.ranges.push(String(headers['content-range']));
    post.received += bytes.length;
    post.mimeType = String(headers['content-type'] ?? '');
    if (post.received < post.videoSize) return { status: 206 };
    post.status = 'PROCESSING_DOWNLOAD';
    return { status: 201 };
  }

  /** The photos fetched from their links, as TikTok pulls them. */
  async function pull(post: FakeTikTokPost): Promise<void> {
    for (const url of post.photoUrls) {
      const answer = await fetch(url).catch(() => null);
      if (!answer?.ok) {
        post.status = 'FAILED';
        post.failReason = 'photo_pull_failed';
        return;
      }
      await answer.arrayBuffer();
    }
  }

  async function status(user: FakeTikTokUser, body: Record<string, unknown>): Promise<Answer> {
    const post = posts.find((p) => p.publishId === body.publish_id && p.openId === user.openId);
    if (!post) return refused(400, 'invalid_publish_id', 'publish_id does not exist.');
    if (post.status === 'PROCESSING_DOWNLOAD') {
      if (post.photoUrls.length > 0 && !post.pulled) {
        post.pulled = true;
        await pull(post);
      }
      if (post.status !== 'PROCESSING_DOWNLOAD') {
        // The pull failed.
      } else if (post.pollsLeft > 0) post.pollsLeft -= 1;
      else if (post.failReason) post.status = 'FAILED';
      else if (post.kind.startsWith('inbox')) post.status = 'SEND_TO_USER_INBOX';
      else {
        post.status = 'PUBLISH_COMPLETE';
        const level = post.postInfo.privacy_level;
        if (level !== 'SELF_ONLY' && !post.withholdId) post.postId = showVideo(post);
      }
    }
    return ok({
      status: post.status,
      ...(post.status === 'FAILED' ? { fail_reason: post.failReason } : {}),
      // An int64 on the wire (written as a bare number below), past what a JavaScript number holds.
      publicaly_available_post_id: post.postId ? [post.postId] : [],
      uploaded_bytes: post.received,
    });
  }

  /** The post's video, now shown on the profile; its id. */
  function showVideo(post: FakeTikTokPost): string {
    const id = nextId();
    videos.set(id, { openId: post.openId, createTime: Math.floor(Date.now() / 1000), counts: {} });
    return id;
  }

  function videoQuery(user: FakeTikTokUser, query: URLSearchParams, body: Record<string, unknown>): Answer {
    const fields = (query.get('fields') ?? '').split(',').filter(Boolean);
    if (fields.length === 0 || fields.some((f) => !VIDEO_FIELDS.includes(f)))
      return refused(400, 'invalid_params', `fields must be some of ${VIDEO_FIELDS.join(',')}.`);
    const ids = (body.filters as { video_ids?: unknown } | undefined)?.video_ids;
    if (!Array.isArray(ids) || ids.length < 1 || ids.length > 20 || ids.some((id) => typeof id !== 'string'))
      return refused(400, 'invalid_params', 'filters.video_ids must hold 1 to 20 video ids.');
    const found = (ids as string[]).flatMap((id) => {
      const video = videos.get(id);
      if (!video || video.openId !== user.openId) return [];
      const all: Record<string, unknown> = { id, title: '', create_time: video.createTime, ...video.counts };
      return [Object.fromEntries(fields.filter((f) => f in all).map((f) => [f, all[f]]))];
    });
    return ok({ videos: found });
  }

  async function route(record: TikTokRecordedRequest, url: URL, raw: Buffer): Promise<Answer> {
    const { method, path } = record;
    if (method === 'GET' && path === '/v2/auth/authorize/') return authorize(url);
    if (method === 'POST' && path === '/v2/oauth/token/') return token(record.body ?? {});
    if (method === 'PUT' && path === '/upload/') return upload(url, record.headers, raw);
    const bearer = /^Bearer (.+)$/.exec(record.headers.authorization ?? '')?.[1] ?? '';
    const entry = access.get(bearer);
    const user = entry ? users.get(entry.openId) : undefined;
    if (!entry?.valid || !user)
      return refused(401, 'access_token_invalid', 'The access token is invalid or not found in the request.');
    const refusalIndex = refusals.findIndex((r) => r.path === path);
    if (refusalIndex >= 0) return refusals.splice(refusalIndex, 1)[0]?.answer as Answer;
    const scope = entry.scope.split(',');
    const needs = (s: string) =>
      scope.includes(s)
        ? null
        : refused(401, 'scope_not_authorized', `The user did not authorize the scope ${s}.`);
    const body = record.body ?? {};
    if (method === 'GET' && path === '/v2/user/info/')
      return needs('user.info.basic') ?? userInfo(user, scope, record.query);
    if (method === 'POST' && path === '/v2/post/publish/creator_info/query/')
      return needs('video.publish') ?? creatorInfo(user);
    if (method === 'POST' && path === '/v2/post/publish/video/init/')
      return needs('video.publish') ?? videoInit(user, body, false);
    if (method === 'POST' && path === '/v2/post/publish/inbox/video/init/')
      return needs('video.upload') ?? videoInit(user, body, true);
    if (method === 'POST' && path === '/v2/post/publish/content/init/')
      return (
        needs(body.post_mode === 'DIRECT_POST' ? 'video.publish' : 'video.upload') ?? contentInit(user, body)
      );
    if (method === 'POST' && path === '/v2/post/publish/status/fetch/') return status(user, body);
    if (method === 'POST' && path === '/v2/video/query/')
      return needs('video.list') ?? videoQuery(user, record.query, body);
    return refused(404, 'invalid_params', `No route for ${method} ${path}`);
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
      const record: TikTokRecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: req.method === 'PUT' ? null : readBody(raw, req.headers['content-type'] ?? ''),
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
        return void res.writeHead(answer.status, { 'content-type': 'text/html' }).end(answer.text);
      res.writeHead(answer.status, {
        'content-type': 'application/json; charset=utf-8',
        'x-tt-logid': logId(),
        ...answer.headers,
      });
      res.end(
        answer.body === undefined
          ? ''
          : JSON.stringify(answer.body).replace(
              /"publicaly_available_post_id":\[([^\]]*)\]/,
              (_, ids: string) => `"publicaly_available_post_id":[${ids.replace(/"/g, '')}]`,
            ),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    authorizeUrl: `${origin}/v2/auth/authorize/`,
    clientKey,
    clientSecret,
    requests,
    posts,
    addUser(username, options = {}) {
      const { accessToken, refreshToken, scope = ALL_SCOPES, ...rest } = options;
      const user: FakeTikTokUser = {
        openId: `-000${randomBytes(8).toString('hex')}`,
        username,
        nickname: username,
        avatarUrl: `https://p16-sign.tiktokcdn.com/${username}.jpeg`,
        private: false,
        commentDisabled: false,
        duetDisabled: false,
        stitchDisabled: false,
        maxVideoSeconds: 600,
        followers: 4200,
        ...rest,
      };
      users.set(user.openId, user);
      if (accessToken) access.set(accessToken, { openId: user.openId, valid: true, scope });
      if (refreshToken) refresh.set(refreshToken, { openId: user.openId, valid: true, scope });
      return user;
    },
    deny(value = true) {
      denied = value;
    },
    grantOnly(scopes) {
      granted = scopes;
    },
    revoke(openId) {
      for (const entry of [...access.values(), ...refresh.values()])
        if (entry.openId === openId) entry.valid = false;
    },
    expireAccessTokens() {
      for (const entry of access.values()) entry.valid = false;
    },
    unaudited(value = true) {
      audited = !value;
    },
    urlUnverified(value = true) {
      verified = !value;
    },
    setProcessingPolls(polls) {
      processingPolls = polls;
    },
    failProcessing(reason) {
      nextFailure = reason;
    },
    withholdPostId() {
      nextWithheld = true;
    },
    releasePostId(publishId) {
      const post = posts.find((p) => p.publishId === publishId);
      if (post?.status !== 'PUBLISH_COMPLETE') throw new Error(`no published post ${publishId}`);
      post.withholdId = false;
      post.postId = post.postId ?? showVideo(post);
      return post.postId;
    },
    addVideo(openId, counts = {}) {
      const id = nextId();
      videos.set(id, { openId, createTime: Math.floor(Date.now() / 1000), counts: { ...counts } });
      return id;
    },
    setVideoCounts(videoId, counts) {
      const video = videos.get(videoId);
      if (!video) throw new Error(`no video ${videoId}`);
      Object.assign(video.counts, counts);
    },
    deleteVideo(videoId) {
      videos.delete(videoId);
    },
    refuseNext(path, status, code, message = code, headers = {}) {
      refusals.push({ path, answer: { ...refused(status, code, message), headers } });
    },
    loseNextAnswer(path) {
      lost.push(path);
    },
    reset() {
      users.clear();
      access.clear();
      refresh.clear();
      codes.clear();
      posts.length = 0;
      videos.clear();
      requests.length = 0;
      refusals.length = 0;
      lost.length = 0;
      denied = false;
      granted = null;
      audited = true;
      verified = true;
      processingPolls = 1;
      nextFailure = null;
      nextWithheld = false;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
