import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google's OAuth endpoints and the YouTube Data API v3 (providers/social.md
 * §2, §4), answering in Google's documented shapes:
 *
 * - `GET /o/oauth2/v2/auth`: 302 to `redirect_uri?code=…&scope=…&state=…`.
 * - `POST /token` (form): `authorization_code` (a refresh token for offline access) and
 *   `refresh_token`; `400 invalid_grant` for an unknown code or a revoked grant (`revoke()`).
 * - `GET /youtube/v3/channels?mine=true`, `/playlistItems` (50 a page, `nextPageToken`),
 *   `/videos?id=…` (up to 50; counts as strings). Every call needs `Authorization: Bearer` with a
 *   live access token, else `401` with reason `authError`.
 * - `quota(true)`: every API call answers `403 quotaExceeded`.
 */

export interface FakeVideo {
  id: string;
  title: string;
  description: string;
  publishedAt: string;
  viewCount: string;
  likeCount: string;
  commentCount: string;
}

export interface FakeYoutube {
  url: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  channelId: string;
  videos: FakeVideo[];
  requests: { method: string; path: string; query: URLSearchParams }[];
  addVideos(count: number): FakeVideo[];
  quota(value?: boolean): void;
  /** Access tokens stop working (as after an hour); the refresh token still does. */
  expireAccessTokens(): void;
  /** The grant is revoked: refreshes fail with invalid_grant. */
  revoke(): void;
  reset(): void;
  close(): Promise<void>;
}

const SCOPE = 'https://www.googleapis.com/auth/youtube.readonly';

export async function startFakeYoutube(options: { videoCount?: number } = {}): Promise<FakeYoutube> {
  const clientId = 'yt-client.apps.googleusercontent.com';
  const clientSecret = 'yt-secret';
  const channelId = 'UCabcdefghijklmnopqrstuv';
  const uploads = 'UUabcdefghijklmnopqrstuv';
  const codes = new Map<string, string>();
  const access = new Set<string>();
  const refresh = new Set<string>();
  let quotaExceeded = false;
  let serial = 0;
  const base = new Date('2025-02-01T15:00:00Z').getTime();
  const requests: FakeYoutube['requests'] = [];
  const videos: FakeVideo[] = [];

  function addVideos(count: number) {
    const added: FakeVideo[] = [];
    for (let i = 0; i < count; i++) {
      serial += 1;
      added.unshift({
        id: `vid${String(serial).padStart(8, '0')}`,
        title: `Episode ${serial}: how we work`,
        description: `Episode ${serial}.\nSubscribe for more.`,
        publishedAt: new Date(base + serial * 86_400_000).toISOString().replace('.000Z', 'Z'),
        viewCount: String(1000 * serial),
        likeCount: String(50 + serial),
        commentCount: String(serial % 9),
      });
    }
    videos.unshift(...added);
    return added;
  }
  addVideos(options.videoCount ?? 60);

  const googleError = (res: http.ServerResponse, status: number, reason: string, message: string) =>
    json(res, status, {
      error: { code: status, message, errors: [{ message, domain: 'youtube.quota', reason }] },
    });
  const thumbs = (id: string) => ({
    default: { url: `https://i.ytimg.com/vi/${id}/default.jpg`, width: 120, height: 90 },
    high: { url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, width: 480, height: 360 },
  });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const q = url.searchParams;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query: q });
      if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
        const code = randomBytes(8).toString('hex');
        codes.set(code, q.get('redirect_uri') ?? '');
        const back = new URL(q.get('redirect_uri') ?? '');
        back.search = new URLSearchParams({
          code,
          scope: q.get('scope') ?? '',
          state: q.get('state') ?? '',
        }).toString();
        res.writeHead(302, { location: back.toString() }).end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(raw);
        if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
          return json(res, 401, {
            error: 'invalid_client',
            error_description: 'The OAuth client was not found.',
          });
        const token = `ya29.${randomBytes(12).toString('hex')}`;
        if (form.get('grant_type') === 'authorization_code') {
          const code = form.get('code') ?? '';
          if (codes.get(code) !== form.get('redirect_uri'))
            return json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
          codes.delete(code);
          const refreshToken = `1//${randomBytes(12).toString('hex')}`;
          access.add(token);
          refresh.add(refreshToken);
          return json(res, 200, {
            access_token: token,
            expires_in: 3599,
            refresh_token: refreshToken,
            scope: SCOPE,
            token_type: 'Bearer',
          });
        }
        if (form.get('grant_type') === 'refresh_token' && refresh.has(form.get('refresh_token') ?? '')) {
          access.add(token);
          return json(res, 200, {
            access_token: token,
            expires_in: 3599,
            scope: SCOPE,
            token_type: 'Bearer',
          });
        }
        return json(res, 400, {
          error: 'invalid_grant',
          error_description: 'Token has been expired or revoked.',
        });
      }
      if (!url.pathname.startsWith('/youtube/v3/')) return googleError(res, 404, 'notFound', 'Not Found');
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
      if (quotaExceeded)
        return googleError(
          res,
          403,
          'quotaExceeded',
          'The request cannot be completed because you have exceeded your quota.',
        );
      const endpoint = url.pathname.slice('/youtube/v3/'.length);
      if (endpoint === 'channels' && q.get('mine') === 'true') {
        return json(res, 200, {
          kind: 'youtube#channelListResponse',
          etag: 'e1',
          pageInfo: { totalResults: 1, resultsPerPage: 5 },
          items: [
            {
              kind: 'youtube#channel',
              etag: 'e2',
              id: channelId,
              snippet: {
                title: 'Acme Studio',
                description: 'How we make things.',
                customUrl: '@acmestudio',
                publishedAt: '2020-01-01T00:00:00Z',
                thumbnails: thumbs('channel'),
              },
              statistics: {
                viewCount: '987654',
                subscriberCount: '4321',
                hiddenSubscriberCount: false,
                videoCount: String(videos.length),
              },
              contentDetails: { relatedPlaylists: { likes: '', uploads } },
            },
          ],
        });
      }
      if (endpoint === 'playlistItems') {
        if (q.get('playlistId') !== uploads)
          return googleError(res, 404, 'playlistNotFound', 'Playlist not found');
        const size = Math.min(Number(q.get('maxResults') ?? 5) || 5, 50);
        const start = q.get('pageToken')
          ? Number(Buffer.from(q.get('pageToken')!, 'base64url').toString())
          : 0;
        if (!Number.isInteger(start)) return googleError(res, 400, 'invalidPageToken', 'Invalid page token');
        const slice = videos.slice(start, start + size);
        const end = start + slice.length;
        return json(res, 200, {
          kind: 'youtube#playlistItemListResponse',
          etag: 'e3',
          ...(end < videos.length ? { nextPageToken: Buffer.from(String(end)).toString('base64url') } : {}),
          pageInfo: { totalResults: videos.length, resultsPerPage: size },
          items: slice.map((v, i) => ({
            kind: 'youtube#playlistItem',
            id: `pi-${v.id}`,
            snippet: {
              publishedAt: v.publishedAt,
              title: v.title,
              description: v.description,
              thumbnails: thumbs(v.id),
              position: start + i,
              resourceId: { kind: 'youtube#video', videoId: v.id },
            },
            contentDetails: { videoId: v.id, videoPublishedAt: v.publishedAt },
          })),
        });
      }
      if (endpoint === 'videos') {
        const ids = (q.get('id') ?? '').split(',').filter(Boolean);
        if (ids.length > 50) return googleError(res, 400, 'invalidFilters', 'Too many ids');
        return json(res, 200, {
          kind: 'youtube#videoListResponse',
          etag: 'e4',
          pageInfo: { totalResults: ids.length, resultsPerPage: ids.length },
          items: videos
            .filter((v) => ids.includes(v.id))
            .map((v) => ({
              kind: 'youtube#video',
              id: v.id,
              snippet: {
                publishedAt: v.publishedAt,
                channelId,
                title: v.title,
                description: v.description,
                thumbnails: thumbs(v.id),
              },
              contentDetails: { duration: 'PT4M13S' },
              statistics: {
                viewCount: v.viewCount,
                likeCount: v.likeCount,
                favoriteCount: '0',
                commentCount: v.commentCount,
              },
            })),
        });
      }
      return googleError(res, 400, 'missingRequiredParameter', 'No filter selected.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    apiUrl: `${url}/youtube/v3`,
    clientId,
    clientSecret,
    channelId,
    videos,
    requests,
    addVideos,
    quota: (value = true) => {
      quotaExceeded = value;
    },
    expireAccessTokens: () => access.clear(),
    revoke: () => {
      access.clear();
      refresh.clear();
    },
    reset() {
      quotaExceeded = false;
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
}
