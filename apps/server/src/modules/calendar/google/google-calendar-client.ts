import {
  GOOGLE_API_ROOT_URL,
  GOOGLE_CALENDAR_ACCESS_ROLES,
  GOOGLE_CALENDAR_TICKET_KEY,
  type GoogleCalendarOption,
  type GoogleCalendarSecret,
} from '@expertos/domain/google-calendar.schema';
import { DELIVERY_RESPONSE_EXCERPT_MAX } from '@expertos/domain/integration.schema';
import { type calendar_v3, calendar as googleCalendarApi, type MethodOptions } from '@googleapis/calendar';
import { EgressError } from '../../../platform/http/egress-errors.js';
import type { EgressOptions, GuardedFetch } from '../../../platform/http/guarded-fetch.js';
import { parseRetryAfter } from '../../../platform/http/retry-after.js';
import {
  GoogleCalendarError,
  type GoogleCalendarErrorCode,
  type GoogleOAuthApp,
  refreshGoogleToken,
} from './google-oauth.js';

/**
 * Our wrapper over `@googleapis/calendar` 16 (the last release for Node 20; 19+ need Node 22):
 * the few Calendar API v3 calls the Google Calendar integration makes
 * (docs/product.md#integrations, providers/google-calendar.md §2), each sent through the egress
 * guard (gaxios's `fetchImplementation`) to `apiRootUrl`, which a test points at a local
 * stand-in.
 *
 * The access token lasts an hour: each call renews it first when it has run out, and once more
 * when Google answers 401 anyway; every new secret goes to `onTokens`, for the caller to store
 * encrypted. Failures are one `GoogleCalendarError` whose `code` is the catalogue's:
 * `calendar_update_failed` for writes, `google_calendar_load_error` for reads. The client never
 * retries on its own (gaxios's retries are off) and never waits out a 429: it says how long
 * Google asked for, and the job queue owns the schedule.
 */

export type GoogleEvent = calendar_v3.Schema$Event;

export interface GoogleCalendarClientOptions {
  /** The server's guarded fetch. */
  fetch: GuardedFetch;
  /** The OAuth app, for refreshing the access token. */
  app: GoogleOAuthApp;
  secret: GoogleCalendarSecret;
  /** Hears every renewed secret (a new access token, maybe a new refresh token): store it. */
  onTokens?: (secret: GoogleCalendarSecret) => void | Promise<void>;
  /** `https://www.googleapis.com/` by default; tests point it at a local stand-in. */
  apiRootUrl?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  now?: () => Date;
}

export interface GoogleCalendarClient {
  /** The calendars the account may write events to, for the picker (every page). */
  listCalendars(): Promise<GoogleCalendarOption[]>;
  /** The live (not deleted) events tagged with the ticket's uid, oldest first as Google lists them. */
  findTicketEvents(calendarId: string, ticketUid: string): Promise<GoogleEvent[]>;
  /** One event, cancelled ones included; null when Google knows no such event. */
  getEvent(calendarId: string, eventId: string): Promise<GoogleEvent | null>;
  /** A new event; an `id` already used on the calendar fails with reason `duplicate` (409). */
  insertEvent(calendarId: string, event: GoogleEvent): Promise<GoogleEvent>;
  /** Changes only the fields sent (`null` clears one; arrays are replaced whole). */
  patchEvent(calendarId: string, eventId: string, event: GoogleEvent): Promise<GoogleEvent>;
  /** Replaces the event with `event` (fields not sent are dropped). */
  updateEvent(calendarId: string, eventId: string, event: GoogleEvent): Promise<GoogleEvent>;
  /** `gone` when it was already deleted or never there (404, 410): the wanted state either way. */
  deleteEvent(calendarId: string, eventId: string): Promise<'deleted' | 'gone'>;
  /** The secret as it is now (after any renewal). */
  secret(): GoogleCalendarSecret;
}

const GOOGLE_TIMEOUT_MS = 15_000;
/** A page of 250 calendars or 50 events is well under this. */
const GOOGLE_MAX_ANSWER_BYTES = 2 * 1024 * 1024;
/** Renew a little before the stated end, so a token does not run out on the way. */
const EXPIRY_MARGIN_MS = 60_000;
/** Pages read at most: a picker and a lookup, not an export. */
const MAX_CALENDAR_PAGES = 20;
const MAX_EVENT_PAGES = 5;

/** 403 reasons that mean "slow down" (usage limits), not "not allowed". */
const RATE_LIMIT_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded']);
/** 403 reasons that mean the token lacks a scope: only a new consent helps. */
const SCOPE_REASONS = new Set(['insufficientPermissions', 'ACCESS_TOKEN_SCOPE_INSUFFICIENT']);

/**
 * A `fetch` for gaxios (`fetchImplementation`) that sends through the egress guard: checked,
 * pinned, size- and time-capped like every outbound request. `Accept-Encoding` is dropped: the
 * guard hands the body on as it came, so it must come uncompressed.
 */
export function googleFetch(guarded: GuardedFetch, options: EgressOptions = {}): typeof fetch {
  const send = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    if (input instanceof Request) throw new TypeError('googleFetch takes a URL and options');
    const body = init.body ?? undefined;
    if (body !== undefined && typeof body !== 'string' && !(body instanceof Uint8Array))
      // JSON bodies are strings by now; only media uploads would not be, and we upload none.
      throw new TypeError('googleFetch sends string bodies only');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      if (name !== 'accept-encoding') headers[name] = value;
    });
    const signals = [options.signal, init.signal ?? undefined].filter(
      (s): s is AbortSignal => s !== undefined,
    );
    const answer = await guarded(
      String(input),
      { method: init.method ?? 'GET', headers, body },
      { ...options, signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0] },
    );
    // Fetch's Response forbids a body on these statuses (a delete answers 204).
    const bodyless = answer.status === 204 || answer.status === 205 || answer.status === 304;
    return new Response(bodyless ? null : new Uint8Array(answer.body), {
      status: answer.status >= 200 && answer.status <= 599 ? answer.status : 502,
      headers: answer.headers,
    });
  };
  return send as typeof fetch;
}

interface GoogleErrorBody {
  error?: {
    code?: unknown;
    message?: unknown;
    errors?: { reason?: unknown }[];
    details?: { reason?: unknown }[];
  };
}

function findEgressError(caught: unknown): EgressError | null {
  let current: unknown = caught;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (current instanceof EgressError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Whatever a call threw (gaxios's GaxiosError, the guard's EgressError), as a GoogleCalendarError. */
export function toGoogleCalendarError(
  caught: unknown,
  code: GoogleCalendarErrorCode,
  secrets: readonly string[],
  now: Date,
): GoogleCalendarError {
  if (caught instanceof GoogleCalendarError) return caught.as(code);
  const egress = findEgressError(caught);
  if (egress) {
    const refused = egress.code === 'refused';
    return new GoogleCalendarError(
      code,
      egress.message,
      { status: null, reason: null, transient: !refused, tokenError: false, ...(refused ? { refused } : {}) },
      { cause: egress },
    );
  }
  const response = (caught as { response?: { status?: unknown; data?: unknown; headers?: unknown } })
    ?.response;
  if (!response || typeof response.status !== 'number')
    // No answer at all (a broken connection, an unreadable reply): worth a retry.
    return new GoogleCalendarError(
      code,
      'Google Calendar did not answer as expected',
      { status: null, reason: null, transient: true, tokenError: false },
      { cause: caught },
    );
  const status = response.status;
  const error = (response.data as GoogleErrorBody | null)?.error;
  const first = error?.errors?.[0]?.reason ?? error?.details?.[0]?.reason;
  const reason = typeof first === 'string' ? first : null;
  const tokenError = status === 401 || (status === 403 && reason !== null && SCOPE_REASONS.has(reason));
  const transient =
    status === 408 ||
    status === 429 ||
    status >= 500 ||
    (status === 403 && reason !== null && RATE_LIMIT_REASONS.has(reason));
  const headers = response.headers as { get?: (name: string) => string | null } | undefined;
  const retryAfterMs = transient
    ? parseRetryAfter(typeof headers?.get === 'function' ? headers.get('retry-after') : null, now)
    : undefined;
  let text = typeof error?.message === 'string' ? error.message : '';
  for (const secret of secrets) if (secret.length >= 8) text = text.split(secret).join('[redacted]');
  text = text.replace(/\s+/g, ' ').trim().slice(0, 300);
  return new GoogleCalendarError(
    code,
    `Google Calendar answered HTTP ${status}${reason ? ` (${reason})` : ''}${text ? `: ${text}` : ''}`.slice(
      0,
      DELIVERY_RESPONSE_EXCERPT_MAX,
    ),
    { status, reason, transient, tokenError, ...(retryAfterMs !== undefined ? { retryAfterMs } : {}) },
    { cause: caught },
  );
}

function toOption(entry: calendar_v3.Schema$CalendarListEntry): GoogleCalendarOption | null {
  const role = GOOGLE_CALENDAR_ACCESS_ROLES.find((r) => r === entry.accessRole);
  if (!entry.id || !role || entry.deleted) return null;
  return {
    id: entry.id,
    summary: entry.summaryOverride || entry.summary || entry.id,
    primary: entry.primary === true,
    access_role: role,
    time_zone: entry.timeZone ?? null,
    background_color: entry.backgroundColor ?? null,
  };
}

export function createGoogleCalendarClient(options: GoogleCalendarClientOptions): GoogleCalendarClient {
  const now = options.now ?? (() => new Date());
  let current: GoogleCalendarSecret = { ...options.secret };
  let refreshing: Promise<void> | null = null;
  const api = googleCalendarApi({
    version: 'v3',
    rootUrl: options.apiRootUrl ?? GOOGLE_API_ROOT_URL,
    fetchImplementation: googleFetch(options.fetch, {
      signal: options.signal,
      timeoutMs: options.timeoutMs ?? GOOGLE_TIMEOUT_MS,
      maxBytes: GOOGLE_MAX_ANSWER_BYTES,
    }),
    // The job queue retries on its schedule; gaxios's own retries would hide a 429 from it.
    retry: false,
  });

  const secrets = () => [current.access_token, current.refresh_token ?? ''];

  function expired(): boolean {
    if (!current.expires_at) return false;
    const end = Date.parse(current.expires_at);
    return Number.isFinite(end) && end - EXPIRY_MARGIN_MS <= now().getTime();
  }

  /** One renewal at a time: calls running side by side wait for the same one. */
  async function renew(code: GoogleCalendarErrorCode): Promise<void> {
    refreshing ??= (async () => {
      const fresh = await refreshGoogleToken(options.fetch, options.app, current, {
        signal: options.signal,
        now: now(),
      });
      current = fresh;
      await options.onTokens?.({ ...fresh });
    })().finally(() => {
      refreshing = null;
    });
    try {
      await refreshing;
    } catch (caught) {
      throw caught instanceof GoogleCalendarError ? caught.as(code) : caught;
    }
  }

  /** Runs `work` with a valid token: renewed first when it has run out, and once after a 401. */
  async function authorised<T>(
    code: GoogleCalendarErrorCode,
    work: (auth: MethodOptions) => Promise<T>,
  ): Promise<T> {
    let renewed = false;
    if (current.refresh_token && expired()) {
      await renew(code);
      renewed = true;
    }
    for (;;) {
      const token = current.access_token;
      try {
        return await work({ headers: { authorization: `Bearer ${token}` } });
      } catch (caught) {
        const error = toGoogleCalendarError(caught, code, secrets(), now());
        if (error.details.status !== 401 || renewed || !current.refresh_token) throw error;
        renewed = true;
        // Another call may have renewed it meanwhile: then just try again with that one.
        if (current.access_token === token) await renew(code);
      }
    }
  }

  const read = 'google_calendar_load_error' as const;
  const write = 'calendar_update_failed' as const;

  return {
    async listCalendars() {
      const choices: GoogleCalendarOption[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_CALENDAR_PAGES; page++) {
        const { data } = await authorised(read, (auth) =>
          api.calendarList.list({ minAccessRole: 'writer', maxResults: 250, pageToken }, auth),
        );
        for (const entry of data.items ?? []) {
          const option = toOption(entry);
          if (option) choices.push(option);
        }
        pageToken = data.nextPageToken ?? undefined;
        if (!pageToken) break;
      }
      return choices;
    },
    async findTicketEvents(calendarId, ticketUid) {
      const found: GoogleEvent[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_EVENT_PAGES; page++) {
        const { data } = await authorised(read, (auth) =>
          api.events.list(
            {
              calendarId,
              privateExtendedProperty: [`${GOOGLE_CALENDAR_TICKET_KEY}=${ticketUid}`],
              showDeleted: false,
              maxResults: 50,
              pageToken,
            },
            auth,
          ),
        );
        for (const event of data.items ?? [])
          if (
            event.status !== 'cancelled' &&
            event.extendedProperties?.private?.[GOOGLE_CALENDAR_TICKET_KEY] === ticketUid
          )
            found.push(event);
        pageToken = data.nextPageToken ?? undefined;
        if (!pageToken) break;
      }
      return found;
    },
    async getEvent(calendarId, eventId) {
      try {
        const { data } = await authorised(read, (auth) => api.events.get({ calendarId, eventId }, auth));
        return data;
      } catch (caught) {
        if (caught instanceof GoogleCalendarError && caught.details.status === 404) return null;
        throw caught;
      }
    },
    async insertEvent(calendarId, event) {
      const { data } = await authorised(write, (auth) =>
        api.events.insert({ calendarId, sendUpdates: 'none', requestBody: event }, auth),
      );
      return data;
    },
    async patchEvent(calendarId, eventId, event) {
      const { data } = await authorised(write, (auth) =>
        api.events.patch({ calendarId, eventId, sendUpdates: 'none', requestBody: event }, auth),
      );
      return data;
    },
    async updateEvent(calendarId, eventId, event) {
      const { data } = await authorised(write, (auth) =>
        api.events.update({ calendarId, eventId, sendUpdates: 'none', requestBody: event }, auth),
      );
      return data;
    },
    async deleteEvent(calendarId, eventId) {
      try {
        await authorised(write, (auth) =>
          api.events.delete({ calendarId, eventId, sendUpdates: 'none' }, auth),
        );
        return 'deleted';
      } catch (caught) {
        const status = caught instanceof GoogleCalendarError ? caught.details.status : null;
        if (status === 404 || status === 410) return 'gone';
        throw caught;
      }
    },
    secret: () => ({ ...current }),
  };
}
