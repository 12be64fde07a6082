import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google's OAuth 2.0 endpoints and the Calendar API v3
 * (providers/google-calendar.md §5), answering in Google's documented JSON and error shapes so
 * the real `@googleapis/calendar` client and our token calls can be tested here:
 *
 * - `GET /o/oauth2/v2/auth`: the consent page, answered at once with a 302 to
 *   `redirect_uri?code=…&scope=…&state=…` (or `?error=access_denied&state=…` after `deny()`).
 * - `POST /token` (form): `authorization_code` for a code from the consent page or `issueCode()`
 *   (used once, bound to its `redirect_uri`; a refresh token only for offline access, an ID
 *   token with `email` when `openid` was granted), `refresh_token` (a new access token, no new
 *   refresh token unless `rotateRefreshTokens(true)`); otherwise RFC 6749 errors:
 *   `400 invalid_grant`, `401 invalid_client`, `400 redirect_uri_mismatch`. `POST /revoke`.
 * - Every `/calendar/v3/…` call needs `Authorization: Bearer <known, unexpired token>`, else
 *   `401` with reason `authError`; a token without the needed scope gets `403
 *   insufficientPermissions`.
 * - `GET /calendar/v3/users/me/calendarList` (`minAccessRole`, `showHidden`, paging).
 * - `/calendar/v3/calendars/{calendarId}/events` (`primary` alias): list (with
 *   `privateExtendedProperty` — every constraint must match — `showDeleted`, paging), insert
 *   (client ids checked: base32hex, 5–1024; a used one `409 duplicate`), get (cancelled ones
 *   too), patch (objects merged, arrays replaced, `null` clears), put (replaces), delete
 *   (`204`; already deleted `410`; unknown `404`). Writes need writer access (`403
 *   requiredAccessLevel`); an empty time range is `400 timeRangeEmpty`.
 *
 * Every request is recorded before it is answered; `script()` queues verbatim answers (429,
 * 403 rateLimitExceeded, 500 backendError…) for the next matching requests, and `afterApply`
 * does the work first and then answers the scripted status, like an answer lost on the way.
 */

export interface GoogleRecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | null;
  contentType: string | null;
  headers: http.IncomingHttpHeaders;
  /** JSON parsed, a form as an object, else the text; null when empty. */
  body: unknown;
}

export interface GoogleScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Only requests whose path starts with this (or matches it); any request when absent. */
  path?: string | RegExp;
  method?: string;
  /** Do what the request asks, then answer this instead (the real answer is lost). */
  afterApply?: boolean;
}

export type GoogleAccessRole =
  | 'freeBusyReader'
  | 'reader'
  | 'writerWithoutPrivateAccess'
  | 'writer'
  | 'owner';
const ROLE_RANK: Record<GoogleAccessRole, number> = {
  freeBusyReader: 0,
  reader: 1,
  writerWithoutPrivateAccess: 2,
  writer: 3,
  owner: 4,
};

const SCOPE_EVENTS = 'https://www.googleapis.com/auth/calendar.events';
const SCOPE_CALENDAR_LIST = 'https://www.googleapis.com/auth/calendar.calendarlist.readonly';
/** Scopes that also allow what the narrower ones do. */
const SCOPE_FULL = 'https://www.googleapis.com/auth/calendar';

interface Calendar {
  id: string;
  summary: string;
  summaryOverride?: string;
  accessRole: GoogleAccessRole;
  primary: boolean;
  hidden: boolean;
  timeZone: string;
  backgroundColor: string;
}

type Json = Record<string, unknown>;

interface AccessToken {
  scopes: string[];
  expiresAt: number;
  refreshToken: string | null;
}

/** Google's error body (providers/google-calendar.md §3). */
export function googleErrorBody(
  code: number,
  reason: string,
  message: string,
  extra: { domain?: string; location?: string; locationType?: string; status?: string } = {},
) {
  const { domain = 'global', location, locationType, status } = extra;
  return {
    error: {
      code,
      message,
      errors: [
        {
          message,
          domain,
          reason,
          ...(locationType ? { locationType } : {}),
          ...(location ? { location } : {}),
        },
      ],
      ...(status ? { status } : {}),
    },
  };
}

/** Google's usage-limit answers: `429`, or `403` with `rateLimitExceeded`/`userRateLimitExceeded`. */
export const rateLimitBody = (status: 403 | 429, reason = 'rateLimitExceeded') =>
  googleErrorBody(status, reason, 'Rate Limit Exceeded', { domain: 'usageLimits' });
export const backendErrorBody = () => googleErrorBody(500, 'backendError', 'Backend Error');

const invalidCredentials = () =>
  googleErrorBody(
    401,
    'authError',
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
    { location: 'Authorization', locationType: 'header', status: 'UNAUTHENTICATED' },
  );
const notFound = () => googleErrorBody(404, 'notFound', 'Not Found');

const isObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** PATCH semantics: objects merged key by key, `null` removes a key, anything else replaces. */
function merge(target: Json, patch: Json): Json {
  const out: Json = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else if (isObject(value) && isObject(out[key])) out[key] = merge(out[key] as Json, value);
    else if (isObject(value)) out[key] = merge({}, value);
    else out[key] = value;
  }
  return out;
}

/** Fields Google sets; a client's copy is ignored. */
const READ_ONLY = [
  'kind',
  'etag',
  'htmlLink',
  'created',
  'updated',
  'creator',
  'organizer',
  'iCalUID',
  'sequence',
];
/** The fields a client may write; `null`s kept for a PATCH (where they clear), dropped otherwise. */
const writable = (body: Json, keepNulls = false): Json => {
  const out: Json = {};
  for (const [key, value] of Object.entries(body))
    if (!READ_ONLY.includes(key) && key !== 'id' && (keepNulls || value !== null)) out[key] = value;
  return out;
};

/** The start or end as a comparable instant, or an error message. */
function instant(value: unknown, which: 'start' | 'end'): number | string {
  if (!isObject(value)) return `Missing ${which} time.`;
  const { date, dateTime } = value as { date?: unknown; dateTime?: unknown };
  if (date !== undefined && dateTime !== undefined) return 'Invalid start time.';
  if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
    const time = Date.parse(`${date}T00:00:00Z`);
    return Number.isNaN(time) ? `Invalid ${which} time.` : time;
  }
  if (typeof dateTime === 'string') {
    const time = Date.parse(dateTime);
    return Number.isNaN(time) ? `Invalid ${which} time.` : time;
  }
  return `Missing ${which} time.`;
}

function checkTimes(event: Json): { status: number; body: unknown } | null {
  const start = instant(event.start, 'start');
  const end = instant(event.end, 'end');
  for (const problem of [start, end])
    if (typeof problem === 'string')
      return {
        status: 400,
        body: googleErrorBody(400, problem.startsWith('Missing') ? 'required' : 'invalid', problem),
      };
  const startDate = (event.start as Json).date !== undefined;
  const endDate = (event.end as Json).date !== undefined;
  if (startDate !== endDate)
    return {
      status: 400,
      body: googleErrorBody(
        400,
        'invalid',
        'Start and end times must either both be date or both be dateTime.',
      ),
    };
  if ((end as number) <= (start as number))
    return {
      status: 400,
      body: googleErrorBody(400, 'timeRangeEmpty', 'The specified time range is empty.', {
        domain: 'calendar',
      }),
    };
  return null;
}

export interface FakeGoogle {
  origin: string;
  /** For `GoogleOAuthApp`: the client and where its endpoints are here. */
  oauth: {
    clientId: string;
    clientSecret: string;
    authorizeUrl: string;
    tokenUrl: string;
    revokeUrl: string;
  };
  /** The Calendar client's `apiRootUrl`. */
  apiRootUrl: string;
  /** The connected account; its primary calendar has this id. */
  account: { email: string };
  requests: GoogleRecordedRequest[];
  /** A code as the consent page would give it (offline access and every scope by default). */
  issueCode(redirectUri: string, options?: { scopes?: string[]; offline?: boolean }): string;
  /** The next consent is refused (`error=access_denied`), or grants only these scopes. */
  deny(): void;
  grantOnly(scopes: string[]): void;
  /** Accept this access token (every scope) until it expires; returns it. */
  addAccessToken(token?: string, options?: { expiresInMs?: number; scopes?: string[] }): string;
  /** Accept this refresh token for the refresh grant. */
  addRefreshToken(token?: string, scopes?: string[]): string;
  /** The access token runs out: the API answers 401. */
  expireAccessToken(token: string): void;
  /** The grant is revoked: the refresh token answers `invalid_grant`, its access tokens 401. */
  revokeRefreshToken(token: string): void;
  /** Refreshes hand out a new refresh token (and kill the old one), as Google sometimes does. */
  rotateRefreshTokens(on: boolean): void;
  /** `expires_in` of new access tokens, in seconds (3599 by default). */
  setAccessTokenLifetime(seconds: number): void;
  /** A calendar in the account's list; returns its id. */
  addCalendar(calendar: {
    id?: string;
    summary: string;
    accessRole?: GoogleAccessRole;
    summaryOverride?: string;
    hidden?: boolean;
    timeZone?: string;
  }): string;
  /** Every event of a calendar (`primary` allowed), cancelled ones included. */
  events(calendarId?: string): Json[];
  /** The calendar's events that are not cancelled. */
  liveEvents(calendarId?: string): Json[];
  script(...answers: GoogleScriptedAnswer[]): void;
  reset(): void;
  close(): Promise<void>;
}

const BASE32HEX_ID = /^[a-v0-9]{5,1024}$/;
const randomId = () =>
  Array.from(randomBytes(26), (byte) => '0123456789abcdefghijklmnopqrstuv'[byte % 32]).join('');

export async function startFakeGoogle(options: { email?: string } = {}): Promise<FakeGoogle> {
  const requests: GoogleRecordedRequest[] = [];
  const scripted: GoogleScriptedAnswer[] = [];
  const email = options.email ?? 'creator@example.test';
  const app = {
    clientId: `${randomBytes(6).toString('hex')}.apps.googleusercontent.com`,
    clientSecret: `GOCSPX-${randomBytes(12).toString('hex')}`,
  };
  const codes = new Map<string, { redirectUri: string; scopes: string[]; offline: boolean }>();
  const accessTokens = new Map<string, AccessToken>();
  const refreshTokens = new Map<string, string[]>();
  const calendars = new Map<string, Calendar>();
  const store = new Map<string, Map<string, Json>>();
  let rotate = false;
  let lifetime = 3599;
  let consent: { deny: boolean; scopes: string[] | null } = { deny: false, scopes: null };
  let etag = 0;
  let origin = '';
  const allScopes = [SCOPE_EVENTS, SCOPE_CALENDAR_LIST, 'openid', 'email'];

  function addPrimary() {
    calendars.set(email, {
      id: email,
      summary: email,
      accessRole: 'owner',
      primary: true,
      hidden: false,
      timeZone: 'Europe/Berlin',
      backgroundColor: '#9fe1e7',
    });
    store.set(email, new Map());
  }
  addPrimary();

  const nextEtag = () => `"${Date.now()}${String(++etag).padStart(3, '0')}"`;

  function newAccessToken(scopes: string[], refreshToken: string | null, expiresInMs = lifetime * 1000) {
    const token = `ya29.${randomBytes(24).toString('base64url')}`;
    accessTokens.set(token, { scopes, expiresAt: Date.now() + expiresInMs, refreshToken });
    return token;
  }

  function idToken(scopes: string[]): string | undefined {
    if (!scopes.includes('openid')) return undefined;
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: 'https://accounts.google.com',
      aud: app.clientId,
      sub: '110169484474386276334',
      iat: now,
      exp: now + 3600,
      ...(scopes.includes('email') ? { email, email_verified: true } : {}),
    };
    return `${part({ alg: 'RS256', kid: 'stand-in', typ: 'JWT' })}.${part(claims)}.${randomBytes(32).toString('base64url')}`;
  }

  function token(form: Json): { status: number; body: unknown } {
    if (form.client_id !== app.clientId || form.client_secret !== app.clientSecret)
      return { status: 401, body: { error: 'invalid_client', error_description: 'Unauthorized' } };
    if (form.grant_type === 'authorization_code') {
      const grant = codes.get(String(form.code ?? ''));
      if (!grant) return { status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } };
      if (grant.redirectUri !== form.redirect_uri)
        return { status: 400, body: { error: 'redirect_uri_mismatch', error_description: 'Bad Request' } };
      codes.delete(String(form.code));
      const refresh = grant.offline ? `1//${randomBytes(24).toString('base64url')}` : null;
      if (refresh) refreshTokens.set(refresh, grant.scopes);
      return {
        status: 200,
        body: {
          access_token: newAccessToken(grant.scopes, refresh),
          expires_in: lifetime,
          scope: grant.scopes.join(' '),
          token_type: 'Bearer',
          ...(refresh ? { refresh_token: refresh } : {}),
          ...(idToken(grant.scopes) ? { id_token: idToken(grant.scopes) } : {}),
        },
      };
    }
    if (form.grant_type === 'refresh_token') {
      const old = String(form.refresh_token ?? '');
      const scopes = refreshTokens.get(old);
      if (!scopes)
        return {
          status: 400,
          body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
        };
      let refresh = old;
      if (rotate) {
        refreshTokens.delete(old);
        refresh = `1//${randomBytes(24).toString('base64url')}`;
        refreshTokens.set(refresh, scopes);
      }
      return {
        status: 200,
        body: {
          access_token: newAccessToken(scopes, refresh),
          expires_in: lifetime,
          scope: scopes.join(' '),
          token_type: 'Bearer',
          ...(rotate ? { refresh_token: refresh } : {}),
        },
      };
    }
    return {
      status: 400,
      body: {
        error: 'unsupported_grant_type',
        error_description: `Invalid grant_type: ${String(form.grant_type ?? '')}`,
      },
    };
  }

  function revoke(form: Json): { status: number; body: unknown } {
    const value = String(form.token ?? '');
    if (refreshTokens.delete(value)) {
      for (const [access, info] of accessTokens) if (info.refreshToken === value) accessTokens.delete(access);
      return { status: 200, body: {} };
    }
    if (accessTokens.delete(value)) return { status: 200, body: {} };
    return { status: 400, body: { error: 'invalid_token', error_description: 'Token expired or revoked' } };
  }

  function consentPage(query: URLSearchParams): {
    status: number;
    headers?: Record<string, string>;
    body?: unknown;
  } {
    const redirectUri = query.get('redirect_uri');
    if (query.get('client_id') !== app.clientId)
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'The OAuth client was not found.' },
      };
    if (!redirectUri || query.get('response_type') !== 'code' || !query.get('scope'))
      return {
        status: 400,
        body: { error: 'invalid_request', error_description: 'Required parameter is missing' },
      };
    const back = new URL(redirectUri);
    const state = query.get('state');
    if (consent.deny) {
      consent = { deny: false, scopes: null };
      back.searchParams.set('error', 'access_denied');
      if (state !== null) back.searchParams.set('state', state);
      return { status: 302, headers: { location: back.toString() } };
    }
    const asked = (query.get('scope') ?? '').split(' ').filter(Boolean);
    const granted = consent.scopes ?? asked;
    consent = { deny: false, scopes: null };
    const code = issueCode(redirectUri, { scopes: granted, offline: query.get('access_type') === 'offline' });
    if (state !== null) back.searchParams.set('state', state);
    back.searchParams.set('code', code);
    back.searchParams.set('scope', granted.join(' '));
    back.searchParams.set('authuser', '0');
    back.searchParams.set('prompt', 'consent');
    return { status: 302, headers: { location: back.toString() } };
  }

  function issueCode(redirectUri: string, options: { scopes?: string[]; offline?: boolean } = {}) {
    const code = `4/0${randomBytes(20).toString('base64url')}`;
    codes.set(code, { redirectUri, scopes: options.scopes ?? allScopes, offline: options.offline ?? true });
    return code;
  }

  const calendarFor = (id: string) => calendars.get(id === 'primary' ? email : id);

  function calendarListEntry(calendar: Calendar) {
    return {
      kind: 'calendar#calendarListEntry',
      etag: `"${calendar.id.length}000"`,
      id: calendar.id,
      summary: calendar.summary,
      ...(calendar.summaryOverride ? { summaryOverride: calendar.summaryOverride } : {}),
      timeZone: calendar.timeZone,
      colorId: '14',
      backgroundColor: calendar.backgroundColor,
      foregroundColor: '#000000',
      selected: true,
      accessRole: calendar.accessRole,
      defaultReminders: calendar.accessRole === 'owner' ? [{ method: 'popup', minutes: 30 }] : [],
      ...(calendar.primary ? { primary: true } : {}),
      ...(calendar.hidden ? { hidden: true } : {}),
    };
  }

  function page<T>(items: T[], query: URLSearchParams, fallback: number, max: number) {
    const size = Math.min(Math.max(Number(query.get('maxResults') ?? fallback) || fallback, 1), max);
    const start = Number(query.get('pageToken') ?? 0) || 0;
    const slice = items.slice(start, start + size);
    return { slice, next: start + size < items.length ? String(start + size) : undefined };
  }

  function newEvent(calendar: Calendar, id: string, fields: Json): Json {
    const now = new Date().toISOString();
    return {
      kind: 'calendar#event',
      etag: nextEtag(),
      id,
      status: 'confirmed',
      htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${id} ${calendar.id}`).toString('base64url')}`,
      created: now,
      updated: now,
      creator: { email, self: true },
      organizer: {
        email: calendar.id,
        ...(calendar.primary ? { self: true } : { displayName: calendar.summary }),
      },
      iCalUID: `${id}@google.com`,
      sequence: 0,
      reminders: { useDefault: true },
      eventType: 'default',
      ...fields,
    };
  }

  function events(
    method: string,
    calendarId: string,
    eventId: string | null,
    query: URLSearchParams,
    body: unknown,
  ) {
    const calendar = calendarFor(calendarId);
    if (!calendar) return { status: 404, body: notFound() };
    const events = store.get(calendar.id) as Map<string, Json>;
    const writes = method !== 'GET';
    if (writes && ROLE_RANK[calendar.accessRole] < ROLE_RANK.writer)
      return {
        status: 403,
        body: googleErrorBody(
          403,
          'requiredAccessLevel',
          'You need to have writer access to this calendar.',
          {
            domain: 'calendar',
          },
        ),
      };
    if (!writes && ROLE_RANK[calendar.accessRole] < ROLE_RANK.reader)
      return { status: 404, body: notFound() };

    if (eventId === null && method === 'GET') {
      const constraints = query.getAll('privateExtendedProperty');
      const pairs: [string, string][] = [];
      for (const constraint of constraints) {
        const at = constraint.indexOf('=');
        if (at < 1)
          return {
            status: 400,
            body: googleErrorBody(400, 'invalid', 'Invalid value for privateExtendedProperty', {
              locationType: 'parameter',
              location: 'privateExtendedProperty',
            }),
          };
        pairs.push([constraint.slice(0, at), constraint.slice(at + 1)]);
      }
      const showDeleted = query.get('showDeleted') === 'true';
      const matching = [...events.values()].filter((event) => {
        if (!showDeleted && event.status === 'cancelled') return false;
        const own = ((event.extendedProperties as Json | undefined)?.private ?? {}) as Json;
        return pairs.every(([key, value]) => own[key] === value);
      });
      const { slice, next } = page(matching, query, 250, 2500);
      return {
        status: 200,
        body: {
          kind: 'calendar#events',
          etag: nextEtag(),
          summary: calendar.summary,
          description: '',
          updated: new Date().toISOString(),
          timeZone: calendar.timeZone,
          accessRole: calendar.accessRole,
          defaultReminders: [],
          items: slice,
          ...(next ? { nextPageToken: next } : {}),
        },
      };
    }
    if (eventId === null && method === 'POST') {
      if (!isObject(body)) return { status: 400, body: googleErrorBody(400, 'badRequest', 'Bad Request') };
      const id = body.id === undefined || body.id === null ? randomId() : String(body.id);
      if (!BASE32HEX_ID.test(id))
        return { status: 400, body: googleErrorBody(400, 'invalid', 'Invalid resource id value.') };
      if (events.has(id))
        return {
          status: 409,
          body: googleErrorBody(409, 'duplicate', 'The requested identifier already exists.'),
        };
      const event = newEvent(calendar, id, writable(body));
      const bad = checkTimes(event);
      if (bad) return bad;
      events.set(id, event);
      return { status: 200, body: event };
    }
    if (eventId === null) return { status: 404, body: notFound() };

    const existing = events.get(eventId);
    if (!existing) return { status: 404, body: notFound() };
    if (method === 'GET') return { status: 200, body: existing };
    if (method === 'DELETE') {
      if (existing.status === 'cancelled')
        return { status: 410, body: googleErrorBody(410, 'deleted', 'Resource has been deleted') };
      events.set(eventId, {
        ...existing,
        status: 'cancelled',
        etag: nextEtag(),
        updated: new Date().toISOString(),
      });
      return { status: 204 };
    }
    if (method === 'PATCH' || method === 'PUT') {
      if (!isObject(body)) return { status: 400, body: googleErrorBody(400, 'badRequest', 'Bad Request') };
      if (body.id !== undefined && body.id !== null && body.id !== eventId)
        return { status: 400, body: googleErrorBody(400, 'invalid', 'Invalid resource id value.') };
      const kept: Json = {};
      for (const key of [...READ_ONLY, 'id']) if (existing[key] !== undefined) kept[key] = existing[key];
      const changed =
        method === 'PATCH'
          ? merge(existing, writable(body, true))
          : {
              ...kept,
              status: 'confirmed',
              reminders: { useDefault: true },
              eventType: 'default',
              ...writable(body),
            };
      const bad = checkTimes(changed);
      if (bad) return bad;
      const moved =
        JSON.stringify([existing.start, existing.end]) !== JSON.stringify([changed.start, changed.end]);
      const event = {
        ...changed,
        ...kept,
        etag: nextEtag(),
        updated: new Date().toISOString(),
        sequence: Number(existing.sequence ?? 0) + (moved ? 1 : 0),
      };
      events.set(eventId, event);
      return { status: 200, body: event };
    }
    return { status: 404, body: notFound() };
  }

  function calendarApi(
    method: string,
    path: string,
    query: URLSearchParams,
    body: unknown,
    authorization: string | null,
  ): { status: number; body?: unknown } {
    const bearer = authorization?.startsWith('Bearer ') ? authorization.slice(7) : null;
    const access = bearer ? accessTokens.get(bearer) : undefined;
    if (!bearer)
      return {
        status: 401,
        body: googleErrorBody(
          401,
          'required',
          'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
          { location: 'Authorization', locationType: 'header', status: 'UNAUTHENTICATED' },
        ),
      };
    if (!access || access.expiresAt <= Date.now()) return { status: 401, body: invalidCredentials() };
    const may = (scope: string) => access.scopes.includes(scope) || access.scopes.includes(SCOPE_FULL);
    const insufficient = {
      status: 403,
      body: googleErrorBody(
        403,
        'insufficientPermissions',
        'Request had insufficient authentication scopes.',
        {
          status: 'PERMISSION_DENIED',
        },
      ),
    };
    if (path === '/calendar/v3/users/me/calendarList' && method === 'GET') {
      if (!may(SCOPE_CALENDAR_LIST)) return insufficient;
      const least = query.get('minAccessRole') as GoogleAccessRole | null;
      if (least !== null && !(least in ROLE_RANK))
        return {
          status: 400,
          body: googleErrorBody(400, 'invalidParameter', 'Invalid value for minAccessRole', {
            locationType: 'parameter',
            location: 'minAccessRole',
          }),
        };
      const showHidden = query.get('showHidden') === 'true';
      const listed = [...calendars.values()].filter(
        (c) => (showHidden || !c.hidden) && (least === null || ROLE_RANK[c.accessRole] >= ROLE_RANK[least]),
      );
      const { slice, next } = page(listed, query, 100, 250);
      return {
        status: 200,
        body: {
          kind: 'calendar#calendarList',
          etag: nextEtag(),
          ...(next ? { nextPageToken: next } : { nextSyncToken: `sync-${etag}` }),
          items: slice.map(calendarListEntry),
        },
      };
    }
    const match = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    if (match) {
      if (!may(SCOPE_EVENTS)) return insufficient;
      return events(
        method,
        decodeURIComponent(match[1] ?? ''),
        match[2] === undefined ? null : decodeURIComponent(match[2]),
        query,
        body,
      );
    }
    return { status: 404, body: notFound() };
  }

  function scriptedFor(method: string, path: string): GoogleScriptedAnswer | undefined {
    const at = scripted.findIndex(
      (answer) =>
        (!answer.method || answer.method === method) &&
        (answer.path === undefined ||
          (typeof answer.path === 'string' ? path.startsWith(answer.path) : answer.path.test(path))),
    );
    return at === -1 ? undefined : scripted.splice(at, 1)[0];
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', origin);
      const raw = Buffer.concat(chunks).toString('utf8');
      const contentType = req.headers['content-type'] ?? null;
      let body: unknown = null;
      if (raw && contentType?.startsWith('application/x-www-form-urlencoded'))
        body = Object.fromEntries(new URLSearchParams(raw));
      else if (raw)
        try {
          body = JSON.parse(raw);
        } catch {
          body = raw;
        }
      const method = req.method ?? 'GET';
      const authorization = req.headers.authorization ?? null;
      requests.push({
        method,
        path: url.pathname,
        query: url.searchParams,
        authorization,
        contentType,
        headers: req.headers,
        body,
      });
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        if (payload === undefined || status === 204) {
          res.writeHead(status, headers);
          return res.end();
        }
        res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
        res.end(JSON.stringify(payload));
      };
      const answer = (): { status: number; headers?: Record<string, string>; body?: unknown } => {
        if (method === 'GET' && url.pathname === '/o/oauth2/v2/auth') return consentPage(url.searchParams);
        if (method === 'POST' && url.pathname === '/token') return token(isObject(body) ? body : {});
        if (method === 'POST' && url.pathname === '/revoke') return revoke(isObject(body) ? body : {});
        return calendarApi(method, url.pathname, url.searchParams, body, authorization);
      };
      const next = scriptedFor(method, url.pathname);
      if (next?.afterApply) answer();
      if (next)
        return send(
          next.status,
          next.body ?? googleErrorBody(next.status, 'scripted', `HTTP ${next.status}`),
          next.headers,
        );
      const real = answer();
      send(real.status, real.body, real.headers);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const eventsOf = (calendarId = 'primary') => [
    ...(store.get(calendarFor(calendarId)?.id ?? '')?.values() ?? []),
  ];

  return {
    get origin() {
      return origin;
    },
    get oauth() {
      return {
        ...app,
        authorizeUrl: `${origin}/o/oauth2/v2/auth`,
        tokenUrl: `${origin}/token`,
        revokeUrl: `${origin}/revoke`,
      };
    },
    get apiRootUrl() {
      return `${origin}/`;
    },
    account: { email },
    requests,
    issueCode,
    deny() {
      consent = { deny: true, scopes: null };
    },
    grantOnly(scopes) {
      consent = { deny: false, scopes };
    },
    addAccessToken(value, options = {}) {
      const t = value ?? `ya29.${randomBytes(24).toString('base64url')}`;
      accessTokens.set(t, {
        scopes: options.scopes ?? allScopes,
        expiresAt: Date.now() + (options.expiresInMs ?? lifetime * 1000),
        refreshToken: null,
      });
      return t;
    },
    addRefreshToken(value, scopes = allScopes) {
      const t = value ?? `1//${randomBytes(24).toString('base64url')}`;
      refreshTokens.set(t, scopes);
      return t;
    },
    expireAccessToken(value) {
      const info = accessTokens.get(value);
      if (info) info.expiresAt = 0;
    },
    revokeRefreshToken(value) {
      revoke({ token: value });
    },
    rotateRefreshTokens(on) {
      rotate = on;
    },
    setAccessTokenLifetime(seconds) {
      lifetime = seconds;
    },
    addCalendar(calendar) {
      const id = calendar.id ?? `${randomBytes(16).toString('hex')}@group.calendar.google.com`;
      calendars.set(id, {
        id,
        summary: calendar.summary,
        summaryOverride: calendar.summaryOverride,
        accessRole: calendar.accessRole ?? 'owner',
        primary: false,
        hidden: calendar.hidden ?? false,
        timeZone: calendar.timeZone ?? 'Europe/Berlin',
        backgroundColor: '#f83a22',
      });
      store.set(id, new Map());
      return id;
    },
    events: eventsOf,
    liveEvents: (calendarId) => eventsOf(calendarId).filter((event) => event.status !== 'cancelled'),
    script(...answers) {
      scripted.push(...answers);
    },
    reset() {
      requests.length = 0;
      scripted.length = 0;
      codes.clear();
      accessTokens.clear();
      refreshTokens.clear();
      calendars.clear();
      store.clear();
      rotate = false;
      lifetime = 3599;
      consent = { deny: false, scopes: null };
      addPrimary();
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
