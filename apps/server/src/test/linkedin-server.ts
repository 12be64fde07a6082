import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for LinkedIn's OAuth and its versioned REST API (providers/publishing.md §4),
 * one origin for both, answering in LinkedIn's documented formats:
 *
 * - `GET /oauth/v2/authorization` stands in for the member approving: a 302 to
 *   `redirect_uri?code=…&state=…`, or `?error=user_cancelled_authorize&…` after `deny()`.
 * - `POST /oauth/v2/accessToken` (form): `authorization_code` (once per code, the same
 *   `redirect_uri`) and `refresh_token` → `{access_token, expires_in, scope, refresh_token?,
 *   refresh_token_expires_in?}`; refresh tokens only after `issueRefreshTokens()` (LinkedIn gives
 *   them to approved partners), the same refresh token back with what is left of its life.
 *   `{error, error_description}` for a wrong client, a used code, a revoked or unknown token.
 * - `GET /v2/userinfo` (OpenID): `{sub, name, given_name, family_name, picture, locale}`.
 * - Under `/rest/`, every call needs `LinkedIn-Version` (400 `VERSION_MISSING` without it):
 *   `organizationAcls?q=roleAssignee` (the member's approved ADMINISTRATOR roles),
 *   `organizations/{id}`; `images`, `documents` and `videos` `?action=initializeUpload` with
 *   upload URLs on this server (`/dms-uploads/…`; video in parts of `partBytes`, each PUT answering
 *   an `ETag`), `videos?action=finalizeUpload` (the part ETags in order), `GET videos/{urn}` and
 *   `documents/{urn}` (`PROCESSING` for `processingPolls` looks, then `AVAILABLE`, or
 *   `PROCESSING_FAILED` after `failProcessing()`); `POST posts` → 201, empty body, `x-restli-id`
 *   (422 `DUPLICATE_POST` "Content is a duplicate of urn:li:share:…" for the same author, text and
 *   content again); `GET posts?q=author` (newest first; needs `r_organization_social` for a page,
 *   `r_member_social` — never granted here, as LinkedIn grants it to few — for a member);
 *   `POST`/`GET socialActions/{urn}/comments`; `GET posts/{urn}` (404 once deleted).
 * - Results: `memberCreatorPostAnalytics?q=entity&entity=(share:…)|(ugc:…)&queryType=…` (the
 *   member's own post, `r_member_postAnalytics`; `{elements: [{count, metricType,
 *   targetEntity}]}`, no element for a figure not counted yet, 404 for a deleted post);
 *   `organizationalEntityShareStatistics?q=organizationalEntity&shares=List(…)|ugcPosts=List(…)`
 *   (a page's posts, `rw_organization_admin`; `elements[].totalShareStatistics`, a post with no
 *   figures yet or deleted left out); `networkSizes/{org urn}?edgeType=COMPANY_FOLLOWED_BY_MEMBER`
 *   → `{firstDegreeSize}` (`rw_organization_admin`). A post has no figures until
 *   `setStatistics()` gives some (LinkedIn's lag), and then only those given.
 *
 * Errors come as LinkedIn's `{status, serviceErrorCode?, code, message}`: 401
 * `INVALID_ACCESS_TOKEN` (65600) for an unknown token, `REVOKED_ACCESS_TOKEN` (65601) after
 * `revoke()`; 403 `ACCESS_DENIED` for an author the token may not post as or a scope it lacks;
 * 429 `TOO_MANY_REQUESTS` (a daily application limit, no Retry-After unless given) after
 * `rateLimit()`. `countsAsStrings()` sends every figure as a string of digits; `deletePost()`
 * takes a post off LinkedIn. Every request is recorded before it is answered; `script()` queues verbatim
 * answers, optionally given after the request was handled (`afterHandling`: a 504 that hides a
 * created post), optionally only to a request it picks (`when`).
 */

export interface LinkedInRecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Header names in lower case. */
  headers: http.IncomingHttpHeaders;
  /** JSON or form fields; for an upload, `{bytes}`. */
  body: Record<string, unknown> | null;
}

export interface LinkedInScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  afterHandling?: boolean;
  when?: (request: LinkedInRecordedRequest) => boolean;
}

export interface FakeLinkedInPost {
  urn: string;
  author: string;
  commentary: string;
  visibility: string;
  content: Record<string, unknown> | null;
  /** Epoch milliseconds, as LinkedIn answers it. */
  createdAt: number;
  /** Its figures so far; one left out is not counted yet. */
  statistics: Partial<FakeLinkedInStatistics>;
}

/** A post's figures, as the member's and the page's statistics both answer them. */
export interface FakeLinkedInStatistics {
  impressions: number;
  membersReached: number;
  reactions: number;
  comments: number;
  reshares: number;
  clicks: number;
}

export interface FakeLinkedInComment {
  urn: string;
  object: string;
  actor: string;
  text: string;
}

interface Asset {
  urn: string;
  kind: 'image' | 'document' | 'video';
  owner: string;
  bytes: Buffer | null;
  status: 'WAITING_UPLOAD' | 'PROCESSING' | 'AVAILABLE' | 'PROCESSING_FAILED';
  pollsLeft: number;
  fails: boolean;
  /** Video: each part's byte range, its bytes and the ETag its PUT answered. */
  parts: { first: number; last: number; bytes: Buffer | null; etag: string | null }[];
  uploadToken: string;
}

interface Token {
  scopes: string[];
  expiresAt: number;
}

export interface FakeLinkedIn {
  /** `http://127.0.0.1:<port>`: the OAuth host and the API host alike. */
  origin: string;
  clientId: string;
  clientSecret: string;
  /** The member who approves: `urn:li:person:<sub>`. */
  member: { sub: string; urn: string; name: string; picture: string };
  /** The pages the member administers (and one they do not). */
  organizations: {
    id: number;
    urn: string;
    localizedName: string;
    vanityName: string;
    admin: boolean;
    followers: number;
  }[];
  requests: LinkedInRecordedRequest[];
  posts: FakeLinkedInPost[];
  comments: FakeLinkedInComment[];
  /** The bytes uploaded for an image, document or video (parts joined), by URN. */
  uploaded(urn: string): Buffer | null;
  /** A token for the member with these scopes, as if connected earlier. */
  grantToken(scopes?: string[]): string;
  deny(error?: string): void;
  issueRefreshTokens(value?: boolean): void;
  /** Every token and refresh token handed out so far is revoked by the member. */
  revoke(): void;
  /** The next `count` REST calls answer 429. */
  rateLimit(count?: number, retryAfterSeconds?: number): void;
  /** The next video or document finalized fails processing. */
  failProcessing(): void;
  /** Looks at a video or document answered PROCESSING before it is AVAILABLE (default 1). */
  setProcessingPolls(polls: number): void;
  /** Bytes per video part (LinkedIn's 4 MiB by default). */
  setPartBytes(bytes: number): void;
  /** A post made elsewhere (by hand, another app), at `createdAt`; a UGC post (video, document) on asking. */
  addPost(author: string, commentary: string, createdAt?: Date, kind?: 'share' | 'ugcPost'): FakeLinkedInPost;
  /** LinkedIn has counted these figures of the post now (merged with those it had). */
  setStatistics(urn: string, figures: Partial<FakeLinkedInStatistics>): void;
  /** Figures and follower counts are sent as strings of digits. */
  countsAsStrings(value?: boolean): void;
  /** The post is deleted on LinkedIn. */
  deletePost(urn: string): void;
  script(...answers: LinkedInScriptedAnswer[]): void;
  reset(): void;
  close(): Promise<void>;
}

const DEFAULT_SCOPES = [
  'openid',
  'profile',
  'w_member_social',
  'w_organization_social',
  'r_organization_social',
  'rw_organization_admin',
  'r_member_postAnalytics',
];
/** The member's statistics: each `queryType` and the figure it answers. */
const MEMBER_FIGURES: Record<string, keyof FakeLinkedInStatistics> = {
  IMPRESSION: 'impressions',
  MEMBERS_REACHED: 'membersReached',
  REACTION: 'reactions',
  COMMENT: 'comments',
  RESHARE: 'reshares',
};
/** A page's statistics: each `totalShareStatistics` field and the figure it answers. */
const PAGE_FIGURES: [string, keyof FakeLinkedInStatistics][] = [
  ['impressionCount', 'impressions'],
  ['uniqueImpressionsCount', 'membersReached'],
  ['likeCount', 'reactions'],
  ['commentCount', 'comments'],
  ['shareCount', 'reshares'],
  ['clickCount', 'clicks'],
];
const ACCESS_SECONDS = 5_184_000;
const REFRESH_SECONDS = 31_536_000;
const COMMENTARY_MAX = 3000;

export async function startFakeLinkedIn(): Promise<FakeLinkedIn> {
  const clientId = 'li-client-id';
  const clientSecret = 'li-client-secret';
  const member = {
    sub: 'aB3xY9kLmN',
    urn: 'urn:li:person:aB3xY9kLmN',
    name: 'Anna Berg',
    picture: 'https://media.licdn.example/anna.jpg',
  };
  const organizations = [
    {
      id: 5515715,
      urn: 'urn:li:organization:5515715',
      localizedName: 'Acme Studio',
      vanityName: 'acme-studio',
      admin: true,
      followers: 1520,
    },
    {
      id: 2414183,
      urn: 'urn:li:organization:2414183',
      localizedName: 'Devtestco',
      vanityName: 'devtestco',
      admin: true,
      followers: 310,
    },
    {
      id: 1000001,
      urn: 'urn:li:organization:1000001',
      localizedName: 'Someone Else Ltd',
      vanityName: 'someone-else',
      admin: false,
      followers: 99,
    },
  ];
  const codes = new Map<string, { redirectUri: string; scopes: string[] }>();
  const tokens = new Map<string, Token>();
  const refreshTokens = new Map<string, { scopes: string[]; expiresAt: number }>();
  const revokedTokens = new Set<string>();
  const assets = new Map<string, Asset>();
  const requests: LinkedInRecordedRequest[] = [];
  const posts: FakeLinkedInPost[] = [];
  const comments: FakeLinkedInComment[] = [];
  let scripted: LinkedInScriptedAnswer[] = [];
  let deniedWith: string | null = null;
  let giveRefresh = false;
  let limited = 0;
  let limitRetryAfter: number | undefined;
  let failNext = false;
  let processingPolls = 1;
  let partBytes = 4 * 1024 * 1024;
  let stringCounts = false;
  let serial = 7_100_000_000_000_000_000n;

  const next = () => {
    serial += 1n;
    return serial.toString();
  };
  const secret = (prefix: string) => `${prefix}${randomBytes(16).toString('base64url')}`;

  function grantToken(scopes = DEFAULT_SCOPES) {
    const token = secret('AQV');
    tokens.set(token, { scopes, expiresAt: Date.now() + ACCESS_SECONDS * 1000 });
    return token;
  }

  const fail = (res: http.ServerResponse, status: number, code: string, message: string, service?: number) =>
    json(res, status, { status, ...(service ? { serviceErrorCode: service } : {}), code, message });

  /** The authors a token may post as: the member with w_member_social, their pages with w_organization_social. */
  function mayActAs(token: Token, author: string) {
    if (author === member.urn) return token.scopes.includes('w_member_social');
    const page = organizations.find((o) => o.urn === author);
    return Boolean(page?.admin && token.scopes.includes('w_organization_social'));
  }

  function mayRead(token: Token, author: string) {
    if (author === member.urn) return token.scopes.includes('r_member_social');
    const page = organizations.find((o) => o.urn === author);
    return Boolean(page?.admin && token.scopes.includes('r_organization_social'));
  }

  function lookAt(asset: Asset) {
    if (asset.status === 'PROCESSING') {
      if (asset.pollsLeft > 0) asset.pollsLeft -= 1;
      else asset.status = asset.fails ? 'PROCESSING_FAILED' : 'AVAILABLE';
    }
    return asset.status;
  }

  function startProcessing(asset: Asset) {
    asset.status = 'PROCESSING';
    asset.pollsLeft = processingPolls;
    asset.fails = failNext;
    failNext = false;
  }

  /** What a post's content points at, checked as LinkedIn would refuse it. */
  function contentProblem(content: Record<string, unknown> | undefined, author: string): string | null {
    if (!content) return null;
    const ids: string[] = [];
    const media = content.media as { id?: string } | undefined;
    const multi = content.multiImage as { images?: { id?: string }[] } | undefined;
    const article = content.article as { source?: string; title?: string; thumbnail?: string } | undefined;
    if (media) ids.push(media.id ?? '');
    if (multi) {
      const images = multi.images ?? [];
      if (images.length < 2 || images.length > 20)
        return `/content/multiImage/images :: array size ${images.length} is out of range [2, 20]`;
      ids.push(...images.map((image) => image.id ?? ''));
    }
    if (article) {
      if (!article.source || !article.title) return '/content/article :: field source and title are required';
      if (article.thumbnail) ids.push(article.thumbnail);
    }
    for (const id of ids) {
      const asset = assets.get(id);
      if (!asset || asset.owner !== author) return `Media asset ${id} not found for the author`;
      if (!asset.bytes && asset.parts.every((p) => !p.bytes)) return `Media asset ${id} was never uploaded`;
      if ((asset.kind === 'video' || asset.kind === 'document') && asset.status !== 'AVAILABLE')
        return `Media asset ${id} is not ready: ${asset.status}`;
    }
    return null;
  }

  /** A figure as LinkedIn sends it: a number, or a string after `countsAsStrings()`. */
  const count = (value: number) => (stringCounts ? String(value) : value);

  function postJson(p: FakeLinkedInPost) {
    return {
      id: p.urn,
      author: p.author,
      commentary: p.commentary,
      visibility: p.visibility,
      lifecycleState: 'PUBLISHED',
      createdAt: p.createdAt,
      publishedAt: p.createdAt,
      lastModifiedAt: p.createdAt,
      ...(p.content ? { content: p.content } : {}),
    };
  }

  /** A member's own post, one figure a call, as the entity finder answers it. */
  function memberAnalytics(
    res: http.ServerResponse,
    q: URLSearchParams,
    access: Token,
    denied: (what: string) => void,
  ) {
    if (q.get('q') !== 'entity') return fail(res, 400, 'ILLEGAL_ARGUMENT', 'Unknown finder');
    if (!access.scopes.includes('r_member_postAnalytics'))
      return denied('memberCreatorPostAnalytics.FINDER-entity');
    // Rest.li 2.0's union: `(share:<urn>)` or `(ugc:<urn>)`, the URN percent-encoded inside.
    const entity = /^\((share|ugc):(urn:li:(share|ugcPost):\d+)\)$/.exec(q.get('entity') ?? '');
    if (!entity || (entity[1] === 'ugc') !== (entity[3] === 'ugcPost'))
      return fail(res, 400, 'ILLEGAL_ARGUMENT', `Invalid entity ${q.get('entity')}`);
    const queryType = q.get('queryType') ?? '';
    const figure = MEMBER_FIGURES[queryType];
    if (!figure) return fail(res, 400, 'ILLEGAL_ARGUMENT', `Invalid queryType ${queryType}`);
    if ((q.get('aggregation') ?? 'TOTAL') !== 'TOTAL')
      return fail(res, 400, 'ILLEGAL_ARGUMENT', 'Only TOTAL aggregation is answered here');
    const urn = entity[2] ?? '';
    const post = posts.find((p) => p.urn === urn);
    if (!post) return fail(res, 404, 'NOT_FOUND', `Not Found: ${urn}`);
    if (post.author !== member.urn) return denied('memberCreatorPostAnalytics.FINDER-entity');
    const value = post.statistics[figure];
    return json(res, 200, {
      paging: { start: 0, count: 10, links: [] },
      elements:
        value === undefined
          ? []
          : [{ count: count(value), metricType: queryType, targetEntity: { [entity[1] ?? '']: urn } }],
    });
  }

  /** A page's posts named in `shares=List(…)` and `ugcPosts=List(…)`, lifetime totals. */
  function pageStatistics(
    res: http.ServerResponse,
    q: URLSearchParams,
    access: Token,
    denied: (what: string) => void,
  ) {
    if (q.get('q') !== 'organizationalEntity') return fail(res, 400, 'ILLEGAL_ARGUMENT', 'Unknown finder');
    const page = organizations.find((o) => o.urn === q.get('organizationalEntity'));
    if (!page?.admin || !access.scopes.includes('rw_organization_admin'))
      return denied('organizationalEntityShareStatistics.FINDER-organizationalEntity');
    const elements: Record<string, unknown>[] = [];
    let named = 0;
    for (const [param, key] of [
      ['shares', 'share'],
      ['ugcPosts', 'ugcPost'],
    ] as const) {
      const list = q.get(param);
      if (list === null) continue;
      const urns = /^List\((.*)\)$/.exec(list)?.[1]?.split(',');
      if (!urns || urns.some((urn) => !urn.startsWith(`urn:li:${key}:`)))
        return fail(res, 400, 'ILLEGAL_ARGUMENT', `Invalid ${param} ${list}`);
      named += urns.length;
      for (const urn of urns) {
        const post = posts.find((p) => p.urn === urn && p.author === page.urn);
        const figures = post?.statistics ?? {};
        if (Object.keys(figures).length === 0) continue;
        const total: Record<string, unknown> = {};
        for (const [field, name] of PAGE_FIGURES) {
          const value = figures[name];
          if (value !== undefined) total[field] = count(value);
        }
        elements.push({ organizationalEntity: page.urn, [key]: urn, totalShareStatistics: total });
      }
    }
    if (named === 0)
      return fail(res, 400, 'ILLEGAL_ARGUMENT', 'Name the posts: shares=List(…) or ugcPosts=List(…)');
    return json(res, 200, { paging: { start: 0, count: elements.length, links: [] }, elements });
  }

  function handle(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    raw: Buffer,
    recorded: LinkedInRecordedRequest,
  ) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const q = url.searchParams;
    const path = url.pathname;
    const method = req.method ?? 'GET';

    if (method === 'GET' && path === '/oauth/v2/authorization') {
      const back = new URL(q.get('redirect_uri') ?? '');
      if (q.get('response_type') !== 'code' || q.get('client_id') !== clientId)
        return fail(res, 400, 'invalid_request', 'Bad authorization request');
      if (deniedWith) {
        back.search = new URLSearchParams({
          error: deniedWith,
          error_description: 'The user cancelled the authorization',
          state: q.get('state') ?? '',
        }).toString();
      } else {
        const code = secret('C');
        codes.set(code, {
          redirectUri: q.get('redirect_uri') ?? '',
          scopes: (q.get('scope') ?? '').split(' '),
        });
        back.search = new URLSearchParams({ code, state: q.get('state') ?? '' }).toString();
      }
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }

    if (method === 'POST' && path === '/oauth/v2/accessToken') {
      const form = new URLSearchParams(raw.toString('utf8'));
      const oauthError = (status: number, error: string, description: string) =>
        json(res, status, { error, error_description: description });
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
        return oauthError(401, 'invalid_client', 'Client authentication failed');
      const reply = (scopes: string[], refreshToken?: string) => {
        const access = grantToken(scopes);
        const refresh = refreshToken ? refreshTokens.get(refreshToken) : undefined;
        return json(res, 200, {
          access_token: access,
          expires_in: ACCESS_SECONDS,
          // LinkedIn answers the granted scopes comma-separated.
          scope: scopes.join(','),
          token_type: 'Bearer',
          ...(refreshToken && refresh
            ? {
                refresh_token: refreshToken,
                refresh_token_expires_in: Math.floor((refresh.expiresAt - Date.now()) / 1000),
              }
            : {}),
        });
      };
      if (form.get('grant_type') === 'authorization_code') {
        const code = form.get('code') ?? '';
        const granted = codes.get(code);
        if (!granted || granted.redirectUri !== form.get('redirect_uri'))
          return oauthError(
            400,
            'invalid_request',
            'Unable to retrieve access token: authorization code not found',
          );
        codes.delete(code);
        let refreshToken: string | undefined;
        if (giveRefresh) {
          refreshToken = secret('AQX');
          refreshTokens.set(refreshToken, {
            scopes: granted.scopes,
            expiresAt: Date.now() + REFRESH_SECONDS * 1000,
          });
        }
        return reply(granted.scopes, refreshToken);
      }
      if (form.get('grant_type') === 'refresh_token') {
        const refreshToken = form.get('refresh_token') ?? '';
        const known = refreshTokens.get(refreshToken);
        if (!known || revokedTokens.has(refreshToken) || known.expiresAt < Date.now())
          return oauthError(
            400,
            'invalid_grant',
            'The provided authorization grant or refresh token is invalid, expired or revoked.',
          );
        return reply(known.scopes, refreshToken);
      }
      return oauthError(400, 'unsupported_grant_type', 'Unsupported grant type');
    }

    if (method === 'PUT' && path.startsWith('/dms-uploads/')) {
      const [, , kind, id, , part] = path.split('/');
      const asset = assets.get(`urn:li:${kind}:${id}`);
      if (!asset) return fail(res, 404, 'NOT_FOUND', 'Upload not found');
      if (kind === 'video') {
        const slot = asset.parts[Number(part)];
        if (!slot) return fail(res, 404, 'NOT_FOUND', 'Part not found');
        if (raw.length !== slot.last - slot.first + 1)
          return fail(res, 400, 'BAD_REQUEST', `Part ${part} must have ${slot.last - slot.first + 1} bytes`);
        slot.bytes = raw;
        slot.etag = `/ambry-video/signedId__${randomBytes(6).toString('hex')}`;
        res.writeHead(200, { etag: slot.etag }).end();
        return;
      }
      if (!tokens.has(bearer(req)))
        return fail(res, 401, 'INVALID_ACCESS_TOKEN', 'Invalid access token', 65600);
      asset.bytes = raw;
      if (asset.kind === 'document') startProcessing(asset);
      res.writeHead(201).end();
      return;
    }

    // Everything below is the API: a token, and under /rest/ a version.
    if (!path.startsWith('/v2/') && !path.startsWith('/rest/'))
      return fail(res, 404, 'NOT_FOUND', 'Not Found');
    const token = bearer(req);
    if (revokedTokens.has(token))
      return fail(
        res,
        401,
        'REVOKED_ACCESS_TOKEN',
        'The token used in the request has been revoked by the user',
        65601,
      );
    const access = tokens.get(token);
    if (!access) return fail(res, 401, 'INVALID_ACCESS_TOKEN', 'Invalid access token', 65600);
    if (access.expiresAt < Date.now())
      return fail(res, 401, 'EXPIRED_ACCESS_TOKEN', 'The token used in the request has expired', 65602);

    if (path === '/v2/userinfo' && method === 'GET') {
      if (!access.scopes.includes('openid'))
        return fail(
          res,
          403,
          'ACCESS_DENIED',
          'Not enough permissions to access: userinfo.GET.NO_VERSION',
          100,
        );
      return json(res, 200, {
        sub: member.sub,
        name: member.name,
        given_name: 'Anna',
        family_name: 'Berg',
        picture: member.picture,
        locale: { country: 'US', language: 'en' },
      });
    }
    if (!path.startsWith('/rest/')) return fail(res, 404, 'NOT_FOUND', 'Not Found');
    const version = req.headers['linkedin-version'];
    if (!version)
      return fail(
        res,
        400,
        'VERSION_MISSING',
        'A version must be present. Please specify a version by adding the LinkedIn-Version header.',
      );
    if (!/^\d{6}$/.test(String(version)))
      return fail(res, 426, 'NONEXISTENT_VERSION', `Requested version ${version} is not active`);
    if (limited > 0) {
      limited -= 1;
      res.writeHead(429, {
        'content-type': 'application/json',
        ...(limitRetryAfter !== undefined ? { 'retry-after': String(limitRetryAfter) } : {}),
      });
      res.end(
        JSON.stringify({
          status: 429,
          serviceErrorCode: 101,
          code: 'TOO_MANY_REQUESTS',
          message: 'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.',
        }),
      );
      return;
    }
    const body = recorded.body ?? {};
    const rest = path.slice('/rest/'.length);
    const denied = (what: string) =>
      fail(res, 403, 'ACCESS_DENIED', `Not enough permissions to access: ${what}.${version}`, 100);

    if (rest === 'organizationAcls' && method === 'GET') {
      if (q.get('q') !== 'roleAssignee') return fail(res, 400, 'ILLEGAL_ARGUMENT', 'Unknown finder');
      if (!access.scopes.some((s) => s === 'w_organization_social' || s === 'r_organization_social'))
        return denied('organizationAcls.FINDER-roleAssignee');
      const start = Number(q.get('start') ?? 0);
      const count = Number(q.get('count') ?? 10);
      const roles = organizations
        .filter((o) => o.admin && q.get('role') === 'ADMINISTRATOR' && q.get('state') === 'APPROVED')
        .map((o) => ({
          roleAssignee: member.urn,
          state: 'APPROVED',
          role: 'ADMINISTRATOR',
          organization: o.urn,
        }));
      return json(res, 200, {
        paging: { start, count, total: roles.length, links: [] },
        elements: roles.slice(start, start + count),
      });
    }
    const organization = /^organizations\/(\d+)$/.exec(rest);
    if (organization && method === 'GET') {
      const found = organizations.find((o) => String(o.id) === organization[1]);
      if (!found) return fail(res, 404, 'NOT_FOUND', 'Not Found');
      return json(res, 200, {
        id: found.id,
        localizedName: found.localizedName,
        vanityName: found.vanityName,
        name: {
          localized: { en_US: found.localizedName },
          preferredLocale: { country: 'US', language: 'en' },
        },
      });
    }

    const upload = /^(images|documents|videos)$/.exec(rest);
    if (upload && method === 'POST' && q.get('action') === 'initializeUpload') {
      const request = (body.initializeUploadRequest ?? {}) as { owner?: string; fileSizeBytes?: number };
      const owner = request.owner ?? '';
      if (!mayActAs(access, owner)) return denied(`${rest}.ACTION-initializeUpload`);
      const kind = rest.slice(0, -1) as Asset['kind'];
      const id = `D4E10AQ${next()}`;
      const urn = `urn:li:${kind}:${id}`;
      const asset: Asset = {
        urn,
        kind,
        owner,
        bytes: null,
        status: 'WAITING_UPLOAD',
        pollsLeft: 0,
        fails: false,
        parts: [],
        uploadToken: '',
      };
      assets.set(urn, asset);
      const expires = Date.now() + 24 * 3600_000;
      if (kind !== 'video')
        return json(res, 200, {
          value: {
            uploadUrlExpiresAt: expires,
            uploadUrl: `${origin()}/dms-uploads/${kind}/${id}`,
            [kind]: urn,
          },
        });
      const size = Number(request.fileSizeBytes);
      if (!Number.isInteger(size) || size <= 0)
        return fail(
          res,
          400,
          'ILLEGAL_ARGUMENT',
          '/initializeUploadRequest/fileSizeBytes :: field is required',
        );
      for (let first = 0; first < size; first += partBytes)
        asset.parts.push({ first, last: Math.min(first + partBytes, size) - 1, bytes: null, etag: null });
      asset.uploadToken = secret('T');
      return json(res, 200, {
        value: {
          uploadUrlsExpireAt: expires,
          video: urn,
          uploadInstructions: asset.parts.map((p, index) => ({
            uploadUrl: `${origin()}/dms-uploads/video/${id}/part/${index}`,
            firstByte: p.first,
            lastByte: p.last,
          })),
          uploadToken: asset.uploadToken,
        },
      });
    }
    if (rest === 'videos' && method === 'POST' && q.get('action') === 'finalizeUpload') {
      const request = (body.finalizeUploadRequest ?? {}) as {
        video?: string;
        uploadToken?: string;
        uploadedPartIds?: string[];
      };
      const asset = assets.get(request.video ?? '');
      if (!asset || !mayActAs(access, asset.owner)) return fail(res, 404, 'NOT_FOUND', 'Video not found');
      const etags = asset.parts.map((p) => p.etag);
      if (
        request.uploadToken !== asset.uploadToken ||
        JSON.stringify(request.uploadedPartIds ?? []) !== JSON.stringify(etags) ||
        etags.some((e) => e === null)
      )
        return fail(
          res,
          400,
          'BAD_REQUEST',
          'Upload could not be finalized: the parts do not match the upload',
        );
      startProcessing(asset);
      res.writeHead(200).end();
      return;
    }
    const status = /^(videos|documents)\/(.+)$/.exec(rest);
    if (status && method === 'GET') {
      const asset = assets.get(decodeURIComponent(status[2] ?? ''));
      if (!asset || !mayActAs(access, asset.owner)) return fail(res, 404, 'NOT_FOUND', 'Not Found');
      return json(res, 200, {
        id: asset.urn,
        owner: asset.owner,
        status: lookAt(asset),
        ...(asset.kind === 'document' ? { downloadUrl: `${origin()}/dms/${asset.urn}` } : {}),
      });
    }

    if (rest === 'posts' && method === 'POST') {
      const author = String(body.author ?? '');
      if (!mayActAs(access, author)) return denied('posts.CREATE');
      const commentary = String(body.commentary ?? '');
      if (body.lifecycleState !== 'PUBLISHED' || !body.distribution || !body.visibility)
        return fail(
          res,
          422,
          'UNPROCESSABLE_ENTITY',
          'lifecycleState, visibility and distribution are required',
        );
      if (Array.from(commentary).length > COMMENTARY_MAX)
        return fail(
          res,
          422,
          'UNPROCESSABLE_ENTITY',
          `/commentary :: length ${Array.from(commentary).length} exceeds ${COMMENTARY_MAX}`,
        );
      const content = (body.content ?? null) as Record<string, unknown> | null;
      const problem = contentProblem(content ?? undefined, author);
      if (problem) return fail(res, 400, 'BAD_REQUEST', problem);
      // LinkedIn refuses the same words by the same author again (files alone: the same files).
      const duplicate = posts.find(
        (p) =>
          p.author === author &&
          p.commentary === commentary &&
          (commentary.trim() !== '' || JSON.stringify(p.content) === JSON.stringify(content)),
      );
      if (duplicate)
        return json(res, 422, {
          errorDetailType: 'com.linkedin.common.error.BadRequest',
          message: `com.linkedin.content.common.exception.BadRequestResponseException: Content is a duplicate of ${duplicate.urn}`,
          errorDetails: {
            inputErrors: [{ description: 'Duplicate post is detected', input: {}, code: 'DUPLICATE_POST' }],
          },
          status: 422,
        });
      const post: FakeLinkedInPost = {
        urn: `urn:li:share:${next()}`,
        author,
        commentary,
        visibility: String(body.visibility),
        content,
        createdAt: Date.now(),
        statistics: {},
      };
      posts.push(post);
      res.writeHead(201, { 'x-restli-id': post.urn, 'x-linkedin-id': post.urn }).end();
      return;
    }
    if (rest === 'posts' && method === 'GET') {
      if (q.get('q') !== 'author') return fail(res, 400, 'ILLEGAL_ARGUMENT', 'Unknown finder');
      const author = q.get('author') ?? '';
      if (!mayRead(access, author)) return denied('posts.FINDER-author');
      const start = Number(q.get('start') ?? 0);
      const count = Math.min(Number(q.get('count') ?? 10), 100);
      const mine = posts.filter((p) => p.author === author).sort((a, b) => b.createdAt - a.createdAt);
      return json(res, 200, {
        paging: { start, count, total: mine.length, links: [] },
        elements: mine.slice(start, start + count).map(postJson),
      });
    }
    const onePost = /^posts\/([^/]+)$/.exec(rest);
    if (onePost && method === 'GET') {
      const urn = decodeURIComponent(onePost[1] ?? '');
      const post = posts.find((p) => p.urn === urn);
      if (!post) return fail(res, 404, 'NOT_FOUND', `Not Found: ${urn}`);
      if (!mayRead(access, post.author)) return denied('posts.GET');
      return json(res, 200, postJson(post));
    }
    if (rest === 'memberCreatorPostAnalytics' && method === 'GET')
      return memberAnalytics(res, q, access, denied);
    if (rest === 'organizationalEntityShareStatistics' && method === 'GET')
      return pageStatistics(res, q, access, denied);
    const network = /^networkSizes\/([^/]+)$/.exec(rest);
    if (network && method === 'GET') {
      const urn = decodeURIComponent(network[1] ?? '');
      if (q.get('edgeType') !== 'COMPANY_FOLLOWED_BY_MEMBER')
        return fail(res, 400, 'ILLEGAL_ARGUMENT', `Invalid edgeType ${q.get('edgeType')}`);
      const page = organizations.find((o) => o.urn === urn);
      if (!page) return fail(res, 404, 'NOT_FOUND', `Not Found: ${urn}`);
      if (!page.admin || !access.scopes.includes('rw_organization_admin')) return denied('networkSizes.GET');
      return json(res, 200, { firstDegreeSize: count(page.followers) });
    }
    const social = /^socialActions\/([^/]+)\/comments$/.exec(rest);
    if (social) {
      const object = decodeURIComponent(social[1] ?? '');
      const post = posts.find((p) => p.urn === object);
      if (!post) return fail(res, 404, 'NOT_FOUND', `Not Found: ${object}`);
      if (method === 'GET') {
        if (!mayRead(access, post.author)) return denied('socialActions.comments.GET_ALL');
        const found = comments.filter((c) => c.object === object);
        return json(res, 200, {
          paging: { start: 0, count: found.length, total: found.length, links: [] },
          elements: found.map((c) => ({
            id: c.urn,
            actor: c.actor,
            object: c.object,
            message: { text: c.text },
          })),
        });
      }
      if (method === 'POST') {
        const actor = String(body.actor ?? '');
        if (!mayActAs(access, actor)) return denied('socialActions.comments.CREATE');
        if (body.object !== object)
          return fail(res, 400, 'BAD_REQUEST', '/object :: must be the post commented on');
        const text = String((body.message as { text?: string } | undefined)?.text ?? '');
        if (text.trim() === '' || Array.from(text).length > 1250)
          return fail(res, 422, 'UNPROCESSABLE_ENTITY', '/message/text :: length must be between 1 and 1250');
        const id = next();
        const comment = { urn: `urn:li:comment:(${object},${id})`, object, actor, text };
        comments.push(comment);
        res.writeHead(201, { 'content-type': 'application/json', 'x-restli-id': comment.urn });
        res.end(JSON.stringify({ id, $URN: comment.urn, actor, object, message: { text } }));
        return;
      }
    }
    return fail(res, 404, 'NOT_FOUND', `No resource at ${path}`);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://localhost');
      const type = String(req.headers['content-type'] ?? '');
      let body: Record<string, unknown> | null = null;
      if (url.pathname.startsWith('/dms-uploads/')) body = { bytes: raw.length };
      else if (type.includes('json') && raw.length > 0) {
        try {
          body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
        } catch {
          return fail(res, 400, 'BAD_REQUEST', 'Malformed JSON');
        }
      } else if (type.includes('form')) body = Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
      const recorded: LinkedInRecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      requests.push(recorded);
      const index = scripted.findIndex((answer) => !answer.when || answer.when(recorded));
      const answer = index >= 0 ? scripted[index] : undefined;
      if (answer) scripted.splice(index, 1);
      if (answer && !answer.afterHandling) return sendScripted(res, answer);
      if (answer) {
        // Handled for real (a post is made), then the scripted answer is what the client sees.
        handle(req, discarded(), raw, recorded);
        return sendScripted(res, answer);
      }
      handle(req, res, raw, recorded);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin: origin(),
    clientId,
    clientSecret,
    member,
    organizations,
    requests,
    posts,
    comments,
    uploaded(urn) {
      const asset = assets.get(urn);
      if (!asset) return null;
      if (asset.kind !== 'video') return asset.bytes;
      return Buffer.concat(asset.parts.map((p) => p.bytes ?? Buffer.alloc(0)));
    },
    grantToken,
    deny: (error = 'user_cancelled_authorize') => {
      deniedWith = error;
    },
    issueRefreshTokens: (value = true) => {
      giveRefresh = value;
    },
    revoke() {
      for (const token of tokens.keys()) revokedTokens.add(token);
      for (const token of refreshTokens.keys()) revokedTokens.add(token);
    },
    rateLimit(count = 1, retryAfterSeconds) {
      limited = count;
      limitRetryAfter = retryAfterSeconds;
    },
    failProcessing() {
      failNext = true;
    },
    setProcessingPolls(polls) {
      processingPolls = polls;
    },
    setPartBytes(bytes) {
      partBytes = bytes;
    },
    addPost(author, commentary, createdAt = new Date(), kind = 'share') {
      const post: FakeLinkedInPost = {
        urn: `urn:li:${kind}:${next()}`,
        author,
        commentary,
        visibility: 'PUBLIC',
        content: null,
        createdAt: createdAt.getTime(),
        statistics: {},
      };
      posts.push(post);
      return post;
    },
    setStatistics(urn, figures) {
      const post = posts.find((p) => p.urn === urn);
      if (!post) throw new Error(`no post ${urn}`);
      Object.assign(post.statistics, figures);
    },
    countsAsStrings(value = true) {
      stringCounts = value;
    },
    deletePost(urn) {
      const index = posts.findIndex((p) => p.urn === urn);
      if (index >= 0) posts.splice(index, 1);
    },
    script(...answers) {
      scripted.push(...answers);
    },
    reset() {
      codes.clear();
      tokens.clear();
      refreshTokens.clear();
      revokedTokens.clear();
      assets.clear();
      requests.length = 0;
      posts.length = 0;
      comments.length = 0;
      scripted = [];
      deniedWith = null;
      giveRefresh = false;
      limited = 0;
      limitRetryAfter = undefined;
      failNext = false;
      processingPolls = 1;
      partBytes = 4 * 1024 * 1024;
      stringCounts = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A response nobody hears: the request is handled, its answer dropped. */
function discarded(): http.ServerResponse {
  const sink = { writeHead: () => sink, end: () => sink };
  return sink as unknown as http.ServerResponse;
}

function bearer(req: http.IncomingMessage): string {
  return /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1] ?? '';
}

function sendScripted(res: http.ServerResponse, answer: LinkedInScriptedAnswer) {
  res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
  res.end(answer.body ?? '');
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
