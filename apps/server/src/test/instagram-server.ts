import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInstagramPublishing } from './instagram-publish-fake.js';

/**
 * A local stand-in for Instagram Login and the Instagram Graph API (providers/social.md §1, §4),
 * answering in Meta's documented shapes:
 *
 * - `GET /oauth/authorize`: the consent page, answered at once with a 302 to
 *   `redirect_uri?code=…&state=…` (or `?error=access_denied&error_reason=user_denied` after `deny()`).
 * - `POST /oauth/access_token` (form): a code for a short-lived token `{access_token, user_id}`
 *   (wrapped in `data: [...]` with `permissions` after `wrapTokenReply(true)`).
 * - `GET /access_token?grant_type=ig_exchange_token` and `GET /refresh_access_token?grant_type=ig_refresh_token`:
 *   `{access_token, token_type: "bearer", expires_in}`.
 * - `GET /v25.0/{me|id}?fields=…` (only the fields asked for), `GET /v25.0/{id}/media` (25 a page
 *   unless `limit`, `paging.cursors` and `next` until the last page), `GET /v25.0/{id}/insights`
 *   (account: `total_value`), `GET /v25.0/{media-id}/insights` (`values`).
 * - Published posts' insights and their switches (instagram-publish-fake.ts).
 * - An id it does not know (a deleted post): `400` code 100, subcode 33 ("Object with ID … does not exist").
 * - A token it does not know (or after `expireTokens()`): `400 {error: {type: "OAuthException", code: 190}}`.
 * - `throttle(true)`: every Graph call answers `403` code 4 ("Application request limit reached");
 *   `throttleAccount(minutes)`: code 80002 for the account, with `X-Business-Use-Case-Usage` at
 *   100% naming the minutes until access comes back (`estimated_time_to_regain_access`).
 */

export interface FakeInstagramMedia {
  id: string;
  caption: string;
  media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  timestamp: string;
  like_count: number;
  comments_count: number;
}

export interface FakeInstagram {
  url: string;
  clientId: string;
  clientSecret: string;
  userId: string;
  username: string;
  requests: { method: string; path: string; query: URLSearchParams }[];
  /** Posts, newest first. */
  media: FakeInstagramMedia[];
  /** Adds `count` posts newer than every existing one. */
  addMedia(count: number): FakeInstagramMedia[];
  deny(value?: boolean): void;
  throttle(value?: boolean): void;
  /** The account's calls are throttled for this many minutes; null lifts it. */
  throttleAccount(minutes: number | null): void;
  /** A post's insights answer the account's usage at this percent of its hour (2 at first). */
  setUsage(percent: number): void;
  expireTokens(): void;
  /** Content publishing: containers, published posts and their switches (instagram-publish-fake.ts). */
  publishing: ReturnType<typeof createInstagramPublishing>;
  wrapTokenReply(value?: boolean): void;
  reset(): void;
  close(): Promise<void>;
}

const VERSION = 'v25.0';

export async function startFakeInstagram(
  options: { mediaCount?: number; baseTime?: Date } = {},
): Promise<FakeInstagram> {
  const clientId = 'ig-client-id';
  const clientSecret = 'ig-client-secret';
  const userId = '17841400000000001';
  const username = 'acme.studio';
  const codes = new Map<string, string>();
  const tokens = new Set<string>();
  let denied = false;
  let throttled = false;
  /** The account's share of its hour that post insights report (`setUsage()`). */
  let usage = 2;
  let accountThrottle: number | null = null;
  let wrap = false;
  let serial = 0;
  const base = (options.baseTime ?? new Date('2025-03-01T12:00:00Z')).getTime();
  const requests: FakeInstagram['requests'] = [];
  const media: FakeInstagramMedia[] = [];

  /** Meta's timestamp format: `2019-04-05T07:56:32+0000`. */
  const stamp = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');
  function addMedia(count: number) {
    const added: FakeInstagramMedia[] = [];
    for (let i = 0; i < count; i++) {
      serial += 1;
      const kinds = ['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM'] as const;
      added.unshift({
        id: `1790000000000${String(serial).padStart(4, '0')}`,
        caption: `Post ${serial}: behind the scenes #studio`,
        media_type: kinds[serial % 3]!,
        timestamp: stamp(base + serial * 3_600_000),
        like_count: 100 + serial,
        comments_count: serial % 7,
      });
    }
    media.unshift(...added);
    return added;
  }
  addMedia(options.mediaCount ?? 30);
  const publishing = createInstagramPublishing({ userId, media, stamp });

  const token = () => `IG${randomBytes(12).toString('hex')}`;
  const graphError = (
    res: http.ServerResponse,
    status: number,
    code: number,
    message: string,
    type = 'OAuthException',
    extra: { subcode?: number; headers?: Record<string, string> } = {},
  ) =>
    json(
      res,
      status,
      {
        error: {
          message,
          type,
          code,
          ...(extra.subcode ? { error_subcode: extra.subcode } : {}),
          fbtrace_id: 'A1b2C3',
        },
      },
      extra.headers,
    );

  function pick(object: Record<string, unknown>, fields: string | null) {
    if (!fields) return { id: object.id };
    return Object.fromEntries(
      fields
        .split(',')
        .filter((f) => f in object)
        .map((f) => [f, object[f]]),
    );
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const q = url.searchParams;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query: q });
      if (req.method === 'GET' && url.pathname === '/oauth/authorize') {
        const back = new URL(q.get('redirect_uri') ?? '');
        if (denied) {
          back.search = new URLSearchParams({
            error: 'access_denied',
            error_reason: 'user_denied',
            state: q.get('state') ?? '',
          }).toString();
        } else {
          const code = randomBytes(8).toString('hex');
          codes.set(code, q.get('redirect_uri') ?? '');
          back.search = new URLSearchParams({ code, state: q.get('state') ?? '' }).toString();
        }
        res.writeHead(302, { location: back.toString() }).end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/oauth/access_token') {
        const form = new URLSearchParams(raw);
        const code = form.get('code') ?? '';
        if (form.get('client_secret') !== clientSecret || codes.get(code) !== form.get('redirect_uri'))
          return graphError(
            res,
            400,
            36009,
            'Matching code was not found or was already used',
            'OAuthException',
          );
        codes.delete(code);
        const short = token();
        tokens.add(short);
        const reply = {
          access_token: short,
          user_id: Number(userId),
          permissions: 'instagram_business_basic,instagram_business_manage_insights',
        };
        return json(res, 200, wrap ? { data: [reply] } : reply);
      }
      if (throttled) return graphError(res, 403, 4, 'Application request limit reached', 'OAuthException');
      if (accountThrottle !== null)
        return graphError(
          res,
          400,
          80002,
          '(#80002) There have been too many calls to this Instagram account. Wait a bit and try again.',
          'OAuthException',
          {
            headers: {
              'x-business-use-case-usage': JSON.stringify({
                [userId]: [
                  {
                    type: 'instagram',
                    call_count: 100,
                    total_cputime: 12,
                    total_time: 30,
                    estimated_time_to_regain_access: accountThrottle,
                  },
                ],
              }),
            },
          },
        );
      const access = q.get('access_token') ?? '';
      if (!tokens.has(access))
        return graphError(res, 400, 190, 'Error validating access token: Session has expired.');
      if (url.pathname === '/access_token' || url.pathname === '/refresh_access_token') {
        const grant = url.pathname === '/access_token' ? 'ig_exchange_token' : 'ig_refresh_token';
        if (q.get('grant_type') !== grant)
          return graphError(res, 400, 100, 'Invalid grant_type', 'OAuthException');
        if (grant === 'ig_exchange_token' && q.get('client_secret') !== clientSecret)
          return graphError(res, 400, 101, 'Error validating client secret.', 'OAuthException');
        const long = token();
        tokens.add(long);
        return json(res, 200, { access_token: long, token_type: 'bearer', expires_in: 5_183_944 });
      }
      const parts = url.pathname.split('/').filter(Boolean);
      if (parts[0] !== VERSION) return graphError(res, 404, 100, 'Unknown path', 'GraphMethodException');
      const params = new URLSearchParams(q);
      for (const [key, value] of new URLSearchParams(raw)) params.set(key, value);
      if (publishing.handle(req.method ?? 'GET', parts, params, res)) return;
      const [, id, edge] = parts;
      if ((id === 'me' || id === userId) && !edge) {
        return json(
          res,
          200,
          pick(
            {
              user_id: userId,
              id: userId,
              username,
              name: 'Acme Studio',
              account_type: 'BUSINESS',
              biography: 'We make things. Daily behind the scenes.',
              website: 'https://acme.example.com',
              profile_picture_url: 'https://scontent.example.com/acme.jpg',
              followers_count: 12_345,
              follows_count: 321,
              media_count: media.length,
            },
            q.get('fields'),
          ),
        );
      }
      if (id === userId && edge === 'media') {
        const limit = Math.min(Number(q.get('limit') ?? 25) || 25, 100);
        const after = q.get('after');
        const start = after ? Number(Buffer.from(after, 'base64url').toString()) : 0;
        const slice = media.slice(start, start + limit);
        const end = start + slice.length;
        const cursor = (n: number) => Buffer.from(String(n)).toString('base64url');
        const next = new URL(`${address()}/${VERSION}/${userId}/media`);
        next.search = new URLSearchParams({
          access_token: access,
          limit: String(limit),
          after: cursor(end),
          fields: q.get('fields') ?? '',
        }).toString();
        return json(res, 200, {
          data: slice.map((m) => ({
            ...pick(
              {
                ...m,
                permalink: `https://www.instagram.com/p/${m.id}/`,
                media_url: `https://scontent.example.com/${m.id}.jpg`,
                ...(m.media_type === 'VIDEO'
                  ? { thumbnail_url: `https://scontent.example.com/${m.id}-thumb.jpg` }
                  : {}),
                media_product_type: m.media_type === 'VIDEO' ? 'REELS' : 'FEED',
              },
              q.get('fields'),
            ),
          })),
          paging: {
            cursors: { before: cursor(start), after: cursor(end) },
            ...(end < media.length ? { next: next.toString() } : {}),
          },
        });
      }
      if (id === userId && edge === 'insights') {
        const metrics = (q.get('metric') ?? '').split(',');
        const values: Record<string, number> = {
          reach: 4200,
          views: 9800,
          accounts_engaged: 610,
          total_interactions: 1500,
        };
        return json(res, 200, {
          data: metrics
            .filter((m) => m in values)
            .map((name) => ({
              name,
              period: 'day',
              title: name,
              description: name,
              total_value: { value: values[name] },
              id: `${userId}/insights/${name}/day`,
            })),
        });
      }
      const post = media.find((m) => m.id === id);
      if (post && edge === 'insights') {
        const n = Number(post.id.slice(-4));
        const values: Record<string, number> = {
          reach: 1000 + n,
          likes: post.like_count,
          comments: post.comments_count,
          saved: n % 5,
          shares: n % 3,
          views: 2000 + n,
        };
        return json(
          res,
          200,
          {
            data: (q.get('metric') ?? '')
              .split(',')
              .filter((m) => m in values)
              .map((name) => ({
                name,
                period: 'lifetime',
                values: [{ value: values[name] }],
                title: name,
                description: name,
                id: `${post.id}/insights/${name}/lifetime`,
              })),
          },
          {
            'x-business-use-case-usage': JSON.stringify({
              [userId]: [
                {
                  type: 'instagram',
                  call_count: usage,
                  total_cputime: 1,
                  total_time: 1,
                  estimated_time_to_regain_access: 0,
                },
              ],
            }),
          },
        );
      }
      return graphError(
        res,
        400,
        100,
        `Unsupported get request. Object with ID '${id ?? ''}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
        'GraphMethodException',
        { subcode: 33 },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: address(),
    clientId,
    clientSecret,
    userId,
    username,
    requests,
    media,
    addMedia,
    deny: (value = true) => {
      denied = value;
    },
    throttle: (value = true) => {
      throttled = value;
    },
    throttleAccount: (minutes) => {
      accountThrottle = minutes;
    },
    expireTokens: () => tokens.clear(),
    publishing,
    wrapTokenReply: (value = true) => {
      wrap = value;
    },
    setUsage(percent) {
      usage = percent;
    },
    reset() {
      denied = false;
      throttled = false;
      accountThrottle = null;
      usage = 2;
      wrap = false;
      requests.length = 0;
      publishing.reset();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function json(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res
    .writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers })
    .end(JSON.stringify(body));
}
