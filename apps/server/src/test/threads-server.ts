import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createThreadsPublishing } from './threads-publish-fake.js';

/**
 * A local stand-in for Threads' OAuth and Graph API (providers/publishing.md §3), answering in
 * Meta's documented shapes:
 *
 * - `GET /oauth/authorize`: the approval page, answered at once with a 302 to
 *   `redirect_uri?code=…&state=…` (or `?error=access_denied&error_reason=user_denied` after `deny()`).
 * - `POST /oauth/access_token` (form, the app's id and secret, the code once): a short-lived
 *   token `{access_token, user_id}`.
 * - `GET /access_token?grant_type=th_exchange_token&client_secret=…` and
 *   `GET /refresh_access_token?grant_type=th_refresh_token`: `{access_token, token_type: "bearer",
 *   expires_in}` (60 days); a token less than a day old is not renewed (`ageTokens()` ages them).
 * - `GET /v1.0/me?fields=…` (only the fields asked for), and publishing and a post's insights
 *   (threads-publish-fake.ts).
 * - `GET /v1.0/{user}/threads_insights?metric=followers_count` → `{data: [{name, period: "day",
 *   total_value: {value}}]}` (`setFollowers()`; null: an empty set).
 * - `withholdInsights()`: every insights call answers code 10, as for a token without
 *   `threads_manage_insights`.
 * - An id it does not know (a deleted post): `400` code 100, subcode 33 ("does not exist").
 * - A token it does not know (or after `revoke()`): `400 {error: {type: "OAuthException", code: 190}}`.
 * - `throttle(true)`: every Graph call answers `403` code 4 with Meta's `x-app-usage` header.
 */
export interface FakeThreads {
  url: string;
  clientId: string;
  clientSecret: string;
  userId: string;
  username: string;
  requests: { method: string; path: string; params: URLSearchParams }[];
  deny(value?: boolean): void;
  throttle(value?: boolean): void;
  /** The person took the app's access away: every token is refused. */
  revoke(): void;
  /** Every token issued so far is this much older (for the 24-hour renewal rule). */
  ageTokens(ms: number): void;
  /** The account's followers in its insights; null for none given. */
  setFollowers(count: number | null): void;
  withholdInsights(value?: boolean): void;
  publishing: ReturnType<typeof createThreadsPublishing>;
  reset(): void;
  close(): Promise<void>;
}

const VERSION = 'v1.0';
const DAY_MS = 24 * 3600_000;

export async function startFakeThreads(): Promise<FakeThreads> {
  const clientId = 'threads-app-id';
  const clientSecret = 'threads-app-secret';
  const userId = '25000000000000001';
  const username = 'acme.studio';
  const codes = new Map<string, string>();
  /** Token → when it was issued (ms). */
  const tokens = new Map<string, number>();
  let denied = false;
  let throttled = false;
  let followers: number | null = 842;
  let insightsWithheld = false;
  const requests: FakeThreads['requests'] = [];
  const publishing = createThreadsPublishing({ userId, username });

  const issue = () => {
    const token = `TH${randomBytes(12).toString('hex')}`;
    tokens.set(token, Date.now());
    return token;
  };
  const graphError = (
    res: http.ServerResponse,
    status: number,
    code: number,
    message: string,
    subcode?: number,
  ) =>
    json(res, status, {
      error: {
        message,
        type: 'OAuthException',
        code,
        ...(subcode ? { error_subcode: subcode } : {}),
        fbtrace_id: 'Th0',
      },
    });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const q = url.searchParams;
      const params = new URLSearchParams(q);
      for (const [key, value] of new URLSearchParams(raw)) params.set(key, value);
      requests.push({ method: req.method ?? 'GET', path: url.pathname, params });
      if (req.method === 'GET' && url.pathname === '/oauth/authorize') {
        const back = new URL(q.get('redirect_uri') ?? '');
        const state = q.get('state') ?? '';
        if (denied)
          back.search = new URLSearchParams({
            error: 'access_denied',
            error_reason: 'user_denied',
            error_description: 'Permissions error',
            state,
          }).toString();
        else {
          const code = randomBytes(8).toString('hex');
          codes.set(code, q.get('redirect_uri') ?? '');
          // Meta appends `#_` to the code it sends back.
          back.search = new URLSearchParams({ code: `${code}#_`, state }).toString();
        }
        res.writeHead(302, { location: back.toString() }).end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/oauth/access_token') {
        const code = params.get('code') ?? '';
        if (
          params.get('client_id') !== clientId ||
          params.get('client_secret') !== clientSecret ||
          params.get('grant_type') !== 'authorization_code' ||
          codes.get(code) !== params.get('redirect_uri')
        )
          return graphError(res, 400, 100, 'Invalid verification code format.');
        codes.delete(code);
        return json(res, 200, { access_token: issue(), user_id: Number(userId) });
      }
      if (throttled) {
        res.setHeader('x-app-usage', JSON.stringify({ call_count: 100, total_cputime: 40, total_time: 60 }));
        return graphError(res, 403, 4, 'Application request limit reached');
      }
      const access = q.get('access_token') ?? '';
      const issued = tokens.get(access);
      if (issued === undefined)
        return graphError(res, 400, 190, 'Error validating access token: The session has been invalidated.');
      if (url.pathname === '/access_token') {
        if (q.get('grant_type') !== 'th_exchange_token' || q.get('client_secret') !== clientSecret)
          return graphError(res, 400, 101, 'Error validating client secret.');
        return json(res, 200, { access_token: issue(), token_type: 'bearer', expires_in: 5_184_000 });
      }
      if (url.pathname === '/refresh_access_token') {
        if (q.get('grant_type') !== 'th_refresh_token')
          return graphError(res, 400, 100, 'Invalid grant_type');
        if (Date.now() - issued < DAY_MS)
          return graphError(res, 400, 100, 'The access token must be at least 24 hours old to be refreshed.');
        return json(res, 200, { access_token: issue(), token_type: 'bearer', expires_in: 5_184_000 });
      }
      const parts = url.pathname.split('/').filter(Boolean);
      if (parts[0] !== VERSION) return graphError(res, 404, 100, 'Unknown path');
      const [, id, edge] = parts;
      if (insightsWithheld && (edge === 'insights' || edge === 'threads_insights'))
        return graphError(res, 403, 10, '(#10) Application does not have permission for this action');
      if (publishing.handle(req.method ?? 'GET', parts, params, res)) return;
      if ((id === 'me' || id === userId) && edge === 'threads_insights') {
        const asked = (q.get('metric') ?? '').split(',');
        return json(res, 200, {
          data:
            asked.includes('followers_count') && followers !== null
              ? [
                  {
                    name: 'followers_count',
                    period: 'day',
                    title: 'followers_count',
                    description: 'The number of followers on Threads.',
                    total_value: { value: followers },
                    id: `${userId}/insights/followers_count/day`,
                  },
                ]
              : [],
        });
      }
      if ((id === 'me' || id === userId) && !edge) {
        const me: Record<string, unknown> = {
          id: userId,
          username,
          name: 'Acme Studio',
          threads_profile_picture_url: 'https://scontent.example.com/acme-threads.jpg',
          threads_biography: 'We make things.',
        };
        const fields = (q.get('fields') ?? 'id').split(',');
        return json(res, 200, Object.fromEntries(fields.filter((f) => f in me).map((f) => [f, me[f]])));
      }
      return graphError(
        res,
        400,
        100,
        `Unsupported get request. Object with ID '${id ?? ''}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        33,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    clientId,
    clientSecret,
    userId,
    username,
    requests,
    deny: (value = true) => {
      denied = value;
    },
    throttle: (value = true) => {
      throttled = value;
    },
    revoke: () => tokens.clear(),
    ageTokens(ms) {
      for (const [token, issued] of tokens) tokens.set(token, issued - ms);
    },
    setFollowers(count) {
      followers = count;
    },
    withholdInsights(value = true) {
      insightsWithheld = value;
    },
    publishing,
    reset() {
      denied = false;
      throttled = false;
      followers = 842;
      insightsWithheld = false;
      requests.length = 0;
      publishing.reset();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
}
