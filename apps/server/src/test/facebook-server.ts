import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Facebook Login and the Graph API of Facebook Pages (providers/publishing.md
 * §2), answering in Meta's documented shapes:
 *
 * - `GET /v25.0/dialog/oauth`: the approval page, answered at once with a 302 to
 *   `redirect_uri?code=…&state=…` (or `?error=access_denied&error_reason=user_denied` after `deny()`).
 * - `GET /v25.0/oauth/access_token`: a code for a short-lived user token; with
 *   `grant_type=fb_exchange_token` that for a long-lived one (`{access_token, token_type, expires_in}`).
 * - `GET /v25.0/me/accounts?fields=…`: the person's Pages with their Page tokens and `tasks`,
 *   paged with `paging.cursors` and `next`.
 * - `POST /{page}/feed` (`message`, `link`, `attached_media=[{"media_fbid"}]`) → `{id: "<page>_<post>"}`;
 *   `POST /{page}/photos` (`url`, `published=false`, `alt_text_custom`) fetches the photo from its
 *   link, as Facebook does → `{id}`; `POST /{page}/videos` (`file_url`, `description`) → `{id}`,
 *   the file fetched in the background, `GET /{video}?fields=status` `processing` until fetched and
 *   processed, then `ready` (the video's post made then) or `error` after `failProcessing()`.
 * - `GET /{post}?fields=permalink_url`, `GET /{page}/feed`, `GET /{page}/videos`,
 *   `POST|GET /{post}/comments`.
 * - A post's counts, `GET /{post}?fields=comments.summary(true).limit(0),shares` →
 *   `{comments: {data: [], summary: {total_count}}, shares: {count}}` (`shares` left out while
 *   nobody shared it; `engage()` adds others' comments and shares), and its insights,
 *   `GET /{post}/insights?metric=…` → `{data: [{name, period: "lifetime", values: [{value}]}]}`
 *   with only the metrics Facebook has counted so far (`count()`; none at first), an unknown
 *   metric refused with code 100; `withholdInsights()` refuses them with code 10 as for a Page
 *   without `read_insights`. `GET /{page}?fields=followers_count`.
 * - An id it does not know (after `deletePost()`): code 100, subcode 33 ("does not exist").
 * - Every Graph answer carries `X-App-Usage` (and, with a Page token, `X-Business-Use-Case-Usage`);
 *   `rateLimit()` answers Meta's throttling errors with the usage at 100% and the minutes to wait;
 *   `setUsage()` sets the share successful answers report.
 * - A token it does not know (or after `revoke()`): `400 {error: {type: "OAuthException", code: 190}}`.
 */

export interface FakeFacebookPage {
  id: string;
  name: string;
  tasks: string[];
  token: string;
  followers: number;
}

export interface FacebookPostOnFake {
  id: string;
  pageId: string;
  message: string;
  link: string | null;
  /** The photos attached, as Facebook fetched them. */
  photos: { id: string; contentType: string; bytes: number; alt: string | null }[];
  video: { id: string; contentType: string; bytes: number } | null;
  createdAt: number;
  comments: string[];
  /** What Facebook has counted of the post's insights so far, by metric, in its value shapes. */
  insights: Record<string, unknown>;
  /** Comments by others (beside `comments`, the Page's own) and shares. */
  othersComments: number;
  shares: number;
}

/** The post insights metrics the stand-in knows (providers/publishing.md §2). */
const POST_METRICS = new Set([
  'post_total_media_view_unique',
  'post_reactions_by_type_total',
  'post_clicks',
  'post_clicks_by_type',
]);

interface Photo {
  id: string;
  pageId: string;
  contentType: string;
  bytes: number;
  alt: string | null;
  attached: boolean;
}

interface Video {
  id: string;
  pageId: string;
  description: string;
  createdAt: number;
  state: 'processing' | 'ready' | 'error';
  pollsLeft: number;
  file: { contentType: string; bytes: number } | null;
  failed: string | null;
  postId: string | null;
}

interface GraphError {
  status?: number;
  code: number;
  subcode?: number;
  message: string;
  userMessage?: string;
}

const VERSION = 'v25.0';

/** Meta's timestamp format: `2026-03-02T10:00:00+0000`. */
const stamp = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');

export async function startFakeFacebook(options: { pages?: { name: string; tasks: string[] }[] } = {}) {
  const appId = '1234567890';
  const appSecret = 'fb-app-secret';
  const user = { id: '10160000000000001', name: 'Anna Berg' };
  const codes = new Map<string, string>();
  const userTokens = new Set<string>();
  const pageTokens = new Map<string, string>();
  const pages: FakeFacebookPage[] = (
    options.pages ?? [
      { name: 'Acme Studio', tasks: ['ANALYZE', 'ADVERTISE', 'MODERATE', 'CREATE_CONTENT', 'MANAGE'] },
      { name: 'Acme Shop', tasks: ['ANALYZE', 'CREATE_CONTENT', 'MODERATE'] },
      { name: 'Acme Fans', tasks: ['ANALYZE', 'MODERATE'] },
    ]
  ).map((page, index) => ({
    id: `10900000000000${index + 1}`,
    ...page,
    token: '',
    followers: 1520 * (index + 1),
  }));
  const requests: { method: string; path: string; params: URLSearchParams }[] = [];
  const posts: FacebookPostOnFake[] = [];
  const photos = new Map<string, Photo>();
  const videos = new Map<string, Video>();
  const calls = { photos: 0, videos: 0, feeds: 0, comments: 0 };
  /** Where a public address really answers (an app under test listens on a port of its own). */
  const reach = new Map<string, string>();
  let serial = 0;
  let denied = false;
  let limited: { level: 'page' | 'app'; minutes: number } | null = null;
  /** The Page's share of its usage window that successful answers report (`setUsage()`). */
  let usagePercent = 2;
  let processingPolls = 0;
  let processingFails: string | null = null;
  let cutOffNext = false;
  let refuseComments = false;
  let insightsWithheld = false;
  const refusals = new Map<string, GraphError>();

  const token = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
  const next = () => {
    serial += 1;
    return String(serial).padStart(6, '0');
  };
  function issuePageTokens() {
    for (const page of pages) {
      page.token = token('EAAP');
      pageTokens.set(page.token, page.id);
    }
  }

  function json(
    res: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    res
      .writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers })
      .end(JSON.stringify(body));
  }
  function graphError(res: http.ServerResponse, error: GraphError, headers: Record<string, string> = {}) {
    json(
      res,
      error.status ?? 400,
      {
        error: {
          message: error.message,
          type: 'OAuthException',
          code: error.code,
          ...(error.subcode ? { error_subcode: error.subcode } : {}),
          ...(error.userMessage ? { error_user_msg: error.userMessage } : {}),
          fbtrace_id: 'AbCdEf1',
        },
      },
      headers,
    );
  }
  function usage(pageId: string | null, full: boolean, minutes = 0): Record<string, string> {
    const percent = full ? 100 : usagePercent;
    const headers: Record<string, string> = {
      'x-app-usage': JSON.stringify({
        call_count: limited?.level === 'app' ? 100 : 2,
        total_cputime: 1,
        total_time: 1,
      }),
    };
    if (pageId)
      headers['x-business-use-case-usage'] = JSON.stringify({
        [pageId]: [
          {
            type: 'pages',
            call_count: percent,
            total_cputime: 1,
            total_time: 1,
            estimated_time_to_regain_access: minutes,
          },
        ],
      });
    return headers;
  }
  function pick(object: Record<string, unknown>, fields: string | null) {
    const wanted = (fields ?? 'id').split(',');
    return Object.fromEntries(wanted.filter((f) => f in object).map((f) => [f, object[f]]));
  }
  const permalink = (post: FacebookPostOnFake) =>
    `https://www.facebook.com/${post.pageId}/posts/${post.id.split('_')[1]}`;

  /** Facebook fetches the file from the address it was given, as it would from the product. */
  async function fetchFile(given: string): Promise<{ contentType: string; bytes: number }> {
    const origin = given ? new URL(given).origin : '';
    const url = reach.has(origin) ? `${reach.get(origin)}${given.slice(origin.length)}` : given;
    const answer = await fetch(url);
    if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
    return {
      contentType: answer.headers.get('content-type') ?? '',
      bytes: (await answer.arrayBuffer()).byteLength,
    };
  }

  function makePost(pageId: string, fields: Partial<FacebookPostOnFake>): FacebookPostOnFake {
    const post: FacebookPostOnFake = {
      id: `${pageId}_${next()}`,
      pageId,
      message: '',
      link: null,
      photos: [],
      video: null,
      createdAt: Date.now(),
      comments: [],
      insights: {},
      othersComments: 0,
      shares: 0,
      ...fields,
    };
    posts.push(post);
    return post;
  }

  /** One look at a video: processing until fetched and its polls are spent, then ready (or failed). */
  function advance(video: Video) {
    if (video.state !== 'processing' || (!video.file && !video.failed)) return;
    if (video.pollsLeft > 0) {
      video.pollsLeft -= 1;
      return;
    }
    if (video.failed) {
      video.state = 'error';
      return;
    }
    video.state = 'ready';
    const post = makePost(video.pageId, {
      message: video.description,
      video: { id: video.id, ...(video.file as { contentType: string; bytes: number }) },
    });
    video.postId = post.id;
  }

  async function graph(
    method: string,
    parts: string[],
    params: URLSearchParams,
    res: http.ServerResponse,
  ): Promise<void> {
    const access = params.get('access_token') ?? '';
    const pageId = pageTokens.get(access) ?? null;
    if (!pageId && !userTokens.has(access))
      return graphError(res, {
        code: 190,
        subcode: 460,
        message:
          'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
      });
    if (limited)
      return limited.level === 'page' && pageId
        ? graphError(
            res,
            {
              code: 80001,
              message:
                '(#80001) There have been too many calls to this Page account. Wait a bit and try again.',
            },
            usage(pageId, true, limited.minutes),
          )
        : graphError(
            res,
            { status: 403, code: 4, message: '(#4) Application request limit reached' },
            usage(pageId, false),
          );
    const ok = (body: unknown) => json(res, 200, body, usage(pageId, false));
    const [id = '', edge] = parts;
    const refusal = method === 'POST' && edge ? refusals.get(edge) : undefined;
    if (refusal) {
      refusals.delete(edge as string);
      return graphError(res, refusal, usage(pageId, false));
    }

    if (method === 'GET' && id === 'me' && edge === 'accounts') {
      if (pageId)
        return graphError(res, { code: 100, message: '(#100) Tried accessing nonexisting field (accounts)' });
      const limit = Math.min(Number(params.get('limit') ?? 25) || 25, 100);
      const start = Number(Buffer.from(params.get('after') ?? '', 'base64url').toString() || 0);
      const slice = pages.slice(start, start + limit);
      const end = start + slice.length;
      const cursor = (n: number) => Buffer.from(String(n)).toString('base64url');
      return ok({
        data: slice.map((page) =>
          pick(
            {
              id: page.id,
              name: page.name,
              access_token: page.token,
              category: 'Brand',
              tasks: page.tasks,
              picture: {
                data: {
                  height: 50,
                  width: 50,
                  is_silhouette: false,
                  url: `https://scontent.example.com/${page.id}.jpg`,
                },
              },
            },
            params.get('fields'),
          ),
        ),
        paging: {
          cursors: { before: cursor(start), after: cursor(end) },
          ...(end < pages.length ? { next: `${address()}/${VERSION}/me/accounts?after=${cursor(end)}` } : {}),
        },
      });
    }
    const page = pages.find((p) => p.id === id);
    if (page) {
      if (pageId !== page.id)
        return graphError(res, {
          code: 200,
          message: '(#200) The user has not authorized the application to perform this action',
        });
      if (method === 'GET' && !edge)
        return ok(
          pick({ id: page.id, name: page.name, followers_count: page.followers }, params.get('fields')),
        );
      if (method === 'POST' && edge === 'photos') {
        calls.photos += 1;
        let file: { contentType: string; bytes: number };
        try {
          file = await fetchFile(params.get('url') ?? '');
        } catch {
          return graphError(res, { code: 324, message: '(#324) Missing or invalid image file' });
        }
        const photo: Photo = {
          id: `2000${next()}`,
          pageId: page.id,
          ...file,
          alt: params.get('alt_text_custom'),
          attached: params.get('published') !== 'false',
        };
        photos.set(photo.id, photo);
        return ok({ id: photo.id });
      }
      if (method === 'POST' && edge === 'feed') {
        calls.feeds += 1;
        const message = params.get('message') ?? '';
        const attached = JSON.parse(params.get('attached_media') ?? '[]') as { media_fbid?: string }[];
        const used = attached.map((a) => photos.get(a.media_fbid ?? ''));
        if (used.some((p) => !p || p.attached || p.pageId !== page.id))
          return graphError(res, { code: 100, message: '(#100) Invalid parameter: attached_media' });
        if (attached.length > 10)
          return graphError(res, { code: 100, message: '(#100) A post takes up to 10 attached photos' });
        if (!message && !params.get('link') && attached.length === 0)
          return graphError(res, { code: 100, message: '(#100) Missing message or attachment' });
        const last = posts.filter((p) => p.pageId === page.id).at(-1);
        if (message && attached.length === 0 && last?.message === message)
          return graphError(res, { code: 506, message: '(#506) Duplicate status message' });
        for (const photo of used as Photo[]) photo.attached = true;
        const post = makePost(page.id, {
          message,
          link: params.get('link'),
          photos: (used as Photo[]).map(({ id: photoId, contentType, bytes, alt }) => ({
            id: photoId,
            contentType,
            bytes,
            alt,
          })),
        });
        // A cut-off: Facebook made the post, but the answer never arrives.
        if (cutOffNext) {
          cutOffNext = false;
          res.socket?.destroy();
          return;
        }
        return ok({ id: post.id });
      }
      if (method === 'POST' && edge === 'videos') {
        calls.videos += 1;
        const video: Video = {
          id: `3000${next()}`,
          pageId: page.id,
          description: params.get('description') ?? '',
          createdAt: Date.now(),
          state: 'processing',
          pollsLeft: processingPolls,
          file: null,
          failed: null,
          postId: null,
        };
        videos.set(video.id, video);
        void fetchFile(params.get('file_url') ?? '').then(
          (file) => {
            video.file = file;
            video.failed = processingFails;
          },
          () => {
            video.failed = 'The video file could not be downloaded from the URL given.';
          },
        );
        return ok({ id: video.id });
      }
      if (method === 'GET' && (edge === 'feed' || edge === 'videos')) {
        const limit = Number(params.get('limit') ?? 25) || 25;
        const entries =
          edge === 'feed'
            ? posts
                .filter((p) => p.pageId === page.id)
                .map((p) => ({
                  id: p.id,
                  message: p.message || undefined,
                  created_time: stamp(p.createdAt),
                  permalink_url: permalink(p),
                }))
            : [...videos.values()]
                .filter((v) => v.pageId === page.id)
                .map((v) => ({ id: v.id, description: v.description, created_time: stamp(v.createdAt) }));
        return ok({
          data: entries
            .reverse()
            .slice(0, limit)
            .map((entry) => pick(entry, params.get('fields'))),
          paging: {},
        });
      }
    }
    const video = videos.get(id);
    if (video && method === 'GET' && !edge) {
      const fields = params.get('fields') ?? 'id';
      if (fields.includes('status')) advance(video);
      const phase = video.state === 'ready' ? 'complete' : video.state === 'error' ? 'error' : 'in_progress';
      return ok(
        pick(
          {
            id: video.id,
            description: video.description,
            permalink_url: `/${video.pageId}/videos/${video.id}/`,
            ...(video.postId ? { post_id: video.postId } : {}),
            status: {
              video_status: video.state,
              uploading_phase: { status: video.file || video.failed ? 'complete' : 'in_progress' },
              processing_phase: {
                status: phase,
                ...(video.state === 'error' ? { errors: [{ code: 1363008, message: video.failed }] } : {}),
              },
              publishing_phase: { status: video.state === 'ready' ? 'complete' : 'not_started' },
            },
          },
          fields,
        ),
      );
    }
    const post = posts.find((p) => p.id === id);
    if (post && method === 'GET' && !edge) {
      // A field expansion (`comments.summary(true).limit(0)`) is named by its first part.
      const fields = (params.get('fields') ?? 'id').split(',').map((f) => f.split('.')[0]);
      return ok(
        pick(
          {
            id: post.id,
            message: post.message,
            permalink_url: permalink(post),
            comments: {
              data: [],
              summary: {
                order: 'ranked',
                total_count: post.comments.length + post.othersComments,
                can_comment: true,
              },
            },
            ...(post.shares > 0 ? { shares: { count: post.shares } } : {}),
          },
          fields.join(','),
        ),
      );
    }
    if (post && edge === 'insights' && method === 'GET') {
      if (insightsWithheld)
        return graphError(res, {
          code: 10,
          message: "(#10) This endpoint requires the 'read_insights' permission.",
        });
      const asked = (params.get('metric') ?? '').split(',').filter(Boolean);
      const unknown = asked.find((m) => !POST_METRICS.has(m));
      if (unknown)
        return graphError(res, { code: 100, message: '(#100) The value must be a valid insights metric' });
      return ok({
        data: asked
          .filter((name) => name in post.insights)
          .map((name) => ({
            name,
            period: 'lifetime',
            values: [{ value: post.insights[name] }],
            title: name,
            description: name,
            id: `${post.id}/insights/${name}/lifetime`,
          })),
        paging: {},
      });
    }
    if (post && edge === 'comments' && method === 'POST') {
      calls.comments += 1;
      if (refuseComments)
        return graphError(res, { code: 100, message: '(#100) Comments have been turned off for this post.' });
      post.comments.push(params.get('message') ?? '');
      return ok({ id: `${post.id.split('_')[1]}_${next()}` });
    }
    if (post && edge === 'comments' && method === 'GET') {
      const from = pages.find((p) => p.id === post.pageId) as FakeFacebookPage;
      return ok({
        data: post.comments
          .map((message, index) => ({
            id: `${post.id}_c${index}`,
            message,
            from: { id: from.id, name: from.name },
          }))
          .reverse(),
      });
    }
    return graphError(res, {
      code: 100,
      subcode: 33,
      message: `Unsupported ${method.toLowerCase()} request. Object with ID '${id}' does not exist.`,
    });
  }

  function oauth(url: URL, q: URLSearchParams, res: http.ServerResponse): boolean {
    if (url.pathname === `/${VERSION}/dialog/oauth`) {
      const back = new URL(q.get('redirect_uri') ?? '');
      if (denied)
        back.search = new URLSearchParams({
          error: 'access_denied',
          error_code: '200',
          error_description: 'Permissions error',
          error_reason: 'user_denied',
          state: q.get('state') ?? '',
        }).toString();
      else {
        const code = randomBytes(8).toString('hex');
        codes.set(code, q.get('redirect_uri') ?? '');
        back.search = new URLSearchParams({ code, state: q.get('state') ?? '' }).toString();
      }
      res.writeHead(302, { location: `${back.toString()}#_=_` }).end();
      return true;
    }
    if (url.pathname !== `/${VERSION}/oauth/access_token`) return false;
    if (q.get('client_id') !== appId || q.get('client_secret') !== appSecret) {
      graphError(res, { code: 1, message: 'Error validating client secret.' });
      return true;
    }
    if (q.get('grant_type') === 'fb_exchange_token') {
      const short = q.get('fb_exchange_token') ?? '';
      if (!userTokens.has(short)) {
        graphError(res, { code: 190, message: 'Invalid OAuth access token - Cannot parse access token' });
        return true;
      }
      const long = token('EAAL');
      userTokens.add(long);
      issuePageTokens();
      json(res, 200, { access_token: long, token_type: 'bearer', expires_in: 5_183_944 });
      return true;
    }
    const code = q.get('code') ?? '';
    if (!codes.has(code) || codes.get(code) !== q.get('redirect_uri')) {
      graphError(res, {
        code: 100,
        subcode: 36009,
        message: 'This authorization code has been used.',
      });
      return true;
    }
    codes.delete(code);
    const short = token('EAAS');
    userTokens.add(short);
    json(res, 200, { access_token: short, token_type: 'bearer', expires_in: 5400 });
    return true;
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const params = new URLSearchParams(url.searchParams);
      for (const [key, value] of new URLSearchParams(raw)) params.set(key, value);
      requests.push({ method: req.method ?? 'GET', path: url.pathname, params });
      if (oauth(url, params, res)) return;
      const parts = url.pathname.split('/').filter(Boolean);
      if (parts[0] !== VERSION)
        return graphError(res, {
          code: 2635,
          message: 'You are calling a deprecated version of the Graph API.',
        });
      void graph(req.method ?? 'GET', parts.slice(1), params, res).catch((error: unknown) =>
        graphError(res, {
          status: 500,
          code: 2,
          message: `An unexpected error has occurred: ${String(error)}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const postOf = (postId: string) => {
    const post = posts.find((p) => p.id === postId);
    if (!post) throw new Error(`no post ${postId}`);
    return post;
  };
  const address = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: address(),
    appId,
    appSecret,
    user,
    pages,
    requests,
    /** The Page posts made, oldest first. */
    posts,
    photos,
    videos,
    calls,
    /** The next approval is declined by the person. */
    deny(value = true) {
      denied = value;
    },
    /** Every token ends (the person changed their password, or removed the app). */
    revoke() {
      userTokens.clear();
      pageTokens.clear();
    },
    /** Successful answers report the Page's usage at this percent of its window (2 at first). */
    setUsage(percent: number) {
      usagePercent = percent;
    },
    /** Graph calls are throttled: the Page's (with minutes to wait) or the app's; null lifts it. */
    rateLimit(value: { level: 'page' | 'app'; minutes?: number } | null = { level: 'page', minutes: 7 }) {
      limited = value ? { level: value.level, minutes: value.minutes ?? 0 } : null;
    },
    /** Videos stay `processing` for this many more looks after their file is fetched. */
    processFor(polls: number) {
      processingPolls = polls;
    },
    /** Videos from now on fail processing, with these words. */
    failProcessing(words: string | null = 'The video could not be processed: the file is damaged.') {
      processingFails = words;
    },
    /** The next `/feed` post is made, then the connection dropped before the answer. */
    cutOffNextPost() {
      cutOffNext = true;
    },
    /** The next POST to this edge (`feed`, `photos`, `videos`, `comments`) answers this error. */
    refuseNext(edge: string, error: GraphError) {
      refusals.set(edge, error);
    },
    refuseComments(value = true) {
      refuseComments = value;
    },
    /** Facebook has counted these insights of the post (merged with what it had), in its shapes. */
    count(postId: string, insights: Record<string, unknown>) {
      Object.assign(postOf(postId).insights, insights);
    },
    /** Others comment on the post and share it. */
    engage(postId: string, more: { comments?: number; shares?: number }) {
      const post = postOf(postId);
      post.othersComments += more.comments ?? 0;
      post.shares += more.shares ?? 0;
    },
    /** The post is deleted on Facebook: its id no longer answers. */
    deletePost(postId: string) {
      posts.splice(posts.indexOf(postOf(postId)), 1);
    },
    /** Post insights are refused as for a Page connected without `read_insights`. */
    withholdInsights(value = true) {
      insightsWithheld = value;
    },
    /** Files at `publicOrigin` are fetched from `actualOrigin` (a test app's own port). */
    reachAt(publicOrigin: string, actualOrigin: string) {
      reach.set(publicOrigin, actualOrigin);
    },
    reset() {
      denied = false;
      limited = null;
      usagePercent = 2;
      processingPolls = 0;
      processingFails = null;
      cutOffNext = false;
      refuseComments = false;
      insightsWithheld = false;
      refusals.clear();
      requests.length = 0;
      posts.length = 0;
      photos.clear();
      videos.clear();
      Object.assign(calls, { photos: 0, videos: 0, feeds: 0, comments: 0 });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeFacebook = Awaited<ReturnType<typeof startFakeFacebook>>;
