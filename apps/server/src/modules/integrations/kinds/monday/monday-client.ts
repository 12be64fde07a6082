import { DELIVERY_RESPONSE_EXCERPT_MAX } from '@expertos/domain/integration.schema';
import type { MondaySecret } from '@expertos/domain/monday.schema';
import { EgressError } from '../../../../platform/http/egress-errors.js';
import type { EgressOptions, EgressResponse, GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { MAX_RETRY_AFTER_MS, parseRetryAfter } from '../../../../platform/http/retry-after.js';
import type { MondayColumnValues } from './monday-item.js';

/**
 * The few monday.com GraphQL calls the integration makes (providers/monday.md), over our own
 * guarded fetch rather than monday's SDK: one POST to `<api>/v2` needs no library, and this way
 * every call is checked, pinned and capped like any other outbound request
 * (docs/architecture.md#egress-guard). monday answers most failures with HTTP 200 and an
 * `errors` list, so the status alone says little: every reply is read for both error shapes
 * (current `extensions.code`, legacy flat `error_code`). The client never retries and never
 * waits out a limit: it says how long monday asked for, and the delivery job owns the schedule.
 */

export const MONDAY_API_URL = 'https://api.monday.com';
/**
 * The API version every call pins (`API-Version`), so a quarterly release cannot change the
 * answers under us; the "current" version when this was written (providers/monday.md §1).
 */
export const MONDAY_API_VERSION = '2025-10';
const MONDAY_TIMEOUT_MS = 15_000;
/** A board list with groups and columns is tens of KB a page; nothing near this is expected. */
const MONDAY_MAX_ANSWER_BYTES = 4 * 1024 * 1024;
/** Boards per page of the picker's list; monday's own default is 25. */
export const MONDAY_BOARDS_PAGE_SIZE = 100;

/**
 * Internal codes for the log, not catalogue entries (the spec's catalogue has no monday text
 * yet): a credential monday refuses is `monday_token_error`, anything else `monday_error`.
 */
export type MondayErrorCode = 'monday_token_error' | 'monday_error';

export class MondayError extends Error {
  constructor(
    readonly code: MondayErrorCode,
    message: string,
    readonly details: {
      /** monday's HTTP status, when it answered. */
      status: number | null;
      /** monday's error codes and messages, secret-free and cut short, for the delivery log. */
      excerpt: string | null;
      /** Another try may work (a limit, 5xx, a timeout); false when the same call fails again. */
      transient: boolean;
      /** The wait monday asked for (`retry_in_seconds`, the legacy message, or Retry-After), in ms. */
      retryAfterMs?: number;
      /** The egress guard refused the address: nothing was sent. */
      refused?: boolean;
      /** monday's own code for the first error (`ColumnValueException`, `COMPLEXITY_BUDGET_EXHAUSTED`). */
      mondayCode?: string | null;
    },
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MondayError';
  }
}

export interface MondayBoard {
  id: string;
  name: string;
  /** Where a person opens the board. */
  url: string | null;
  groups: { id: string; title: string }[];
  columns: { id: string; title: string; type: string }[];
}

export interface MondayItem {
  id: string;
  name: string;
  /** Where a person opens the item (`…/boards/{board}/pulses/{item}`), as monday gives it. */
  url: string | null;
}

export interface MondayClient {
  /** These boards (a picked board's groups and columns), in monday's order; unknown ids are absent. */
  boards(ids: string[]): Promise<MondayBoard[]>;
  /** One page (1-based) of the boards the token can see, for a picker. */
  listBoards(page?: number): Promise<MondayBoard[]>;
  createItem(input: {
    boardId: string;
    groupId: string | null;
    name: string;
    columnValues: MondayColumnValues;
  }): Promise<MondayItem>;
  updateItem(input: {
    boardId: string;
    itemId: string;
    columnValues: MondayColumnValues;
  }): Promise<MondayItem>;
}

export interface MondayClientOptions {
  /** The server's guarded fetch (ALLOW_PRIVATE_TARGETS applied). */
  fetch: GuardedFetch;
  secret: MondaySecret;
  /** monday's API origin; tests point it at a local stand-in. Calls go to `<apiUrl>/v2`. */
  apiUrl?: string;
  apiVersion?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  now?: () => Date;
}

/** One error of a reply, whichever shape it came in. */
interface MondayErrorEntry {
  message: string;
  code: string | null;
  statusCode: number | null;
  retryInSeconds: number | null;
}

/** Codes that mean "too much, too fast": the same call works after a wait. */
const LIMIT_CODES = new Set([
  'COMPLEXITY_BUDGET_EXHAUSTED',
  'ComplexityException',
  'RATE_LIMIT_EXCEEDED',
  'RateLimitExceeded',
  'DAILY_LIMIT_EXCEEDED',
  'maxConcurrencyExceeded',
  'IP_RATE_LIMIT_EXCEEDED',
]);
/** Codes that mean the credential is refused or may not do this: only a new one helps. */
const TOKEN_CODES = new Set([
  'UserUnauthorizedException',
  'USER_UNAUTHORIZED',
  'USER_ACCESS_DENIED',
  'Unauthorized',
]);

const noAnswer = (transient: boolean) => ({ status: null, excerpt: null, transient });
const trimSlash = (url: string) => url.replace(/\/+$/, '');
const asString = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const asNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The `errors` of a reply in either documented shape (providers/monday.md §4), possibly none. */
export function mondayErrors(body: unknown): MondayErrorEntry[] {
  if (!body || typeof body !== 'object') return [];
  const reply = body as Record<string, unknown>;
  const entries: MondayErrorEntry[] = [];
  // Legacy flat shape: `error_code`, `error_message`, `status_code` beside a list of strings.
  const legacyCode = asString(reply.error_code);
  const legacyMessage = asString(reply.error_message);
  if (legacyCode || legacyMessage) {
    const message = legacyMessage ?? legacyCode ?? '';
    entries.push({
      message,
      code: legacyCode,
      statusCode: asNumber(reply.status_code),
      retryInSeconds: secondsInMessage(message),
    });
  }
  if (Array.isArray(reply.errors))
    for (const raw of reply.errors) {
      if (typeof raw === 'string') {
        // The legacy shape repeats its message here; a bare string says nothing new then.
        if (!entries.some((e) => e.message === raw))
          entries.push({ message: raw, code: null, statusCode: null, retryInSeconds: secondsInMessage(raw) });
        continue;
      }
      if (!raw || typeof raw !== 'object') continue;
      const entry = raw as { message?: unknown; extensions?: Record<string, unknown> };
      const extensions = entry.extensions ?? {};
      const message = asString(entry.message) ?? '';
      entries.push({
        message,
        code: asString(extensions.code),
        statusCode: asNumber(extensions.status_code),
        retryInSeconds: asNumber(extensions.retry_in_seconds) ?? secondsInMessage(message),
      });
    }
  return entries;
}

/** The legacy complexity message names its wait in words: "… reset in 14 seconds". */
function secondsInMessage(message: string): number | null {
  const match = /reset in (\d+) seconds?/i.exec(message) ?? /retry in (\d+) seconds?/i.exec(message);
  return match ? Number(match[1]) : null;
}

/** The connection's own secret, never to be shown in an excerpt. */
function secretsOf(secret: MondaySecret): string[] {
  return [secret.api_token].filter((value) => value.length >= 8);
}

/** The errors as one line: `code: message; …`, with the request id monday support asks for. */
export function mondayErrorExcerpt(
  errors: readonly MondayErrorEntry[],
  fallback: string | null,
  requestId: string | null,
  secrets: readonly string[] = [],
): string | null {
  let text =
    errors.length > 0
      ? errors.map((e) => (e.code ? `${e.code}: ${e.message}` : e.message)).join('; ')
      : (fallback ?? '');
  if (text && requestId) text = `${text} (request_id ${requestId})`;
  for (const secret of secrets) text = text.split(secret).join('[redacted]');
  text = text.replace(/\s+/g, ' ').trim();
  return text.slice(0, DELIVERY_RESPONSE_EXCERPT_MAX) || null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A failed reply as a MondayError; null when the reply is not a failure. */
export function mondayReplyError(
  answer: EgressResponse,
  body: unknown,
  secret: MondaySecret,
  now: Date,
): MondayError | null {
  const status = answer.status;
  const errors = mondayErrors(body);
  if (status >= 200 && status < 300 && errors.length === 0) return null;
  const requestId = asString(
    (body as { extensions?: Record<string, unknown> } | null)?.extensions?.request_id,
  );
  const raw = body === null ? answer.text().slice(0, 200) : null;
  const excerpt = mondayErrorExcerpt(errors, raw, requestId, secretsOf(secret));
  const first = errors[0];
  const mondayCode = first?.code ?? null;
  const limited =
    status === 429 ||
    errors.some((e) => e.statusCode === 429 || (e.code !== null && LIMIT_CODES.has(e.code)));
  if (limited) {
    const named = errors.find((e) => e.retryInSeconds !== null)?.retryInSeconds;
    const retryAfterMs =
      named !== undefined && named !== null
        ? Math.min(named * 1000, MAX_RETRY_AFTER_MS)
        : parseRetryAfter(answer.headers.get('retry-after'), now);
    const what = mondayCode ?? 'rate limited';
    return new MondayError('monday_error', `monday asked to wait (${what})`, {
      status,
      excerpt,
      transient: true,
      mondayCode,
      ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
    });
  }
  // 401: the token is wrong or revoked; 403 and the permission codes: valid, but not for this.
  const refusedToken =
    status === 401 ||
    status === 403 ||
    errors.some(
      (e) => e.statusCode === 401 || e.statusCode === 403 || (e.code !== null && TOKEN_CODES.has(e.code)),
    );
  if (refusedToken)
    return new MondayError('monday_token_error', `monday refused the token (HTTP ${status})`, {
      status,
      excerpt,
      transient: false,
      mondayCode,
    });
  const transient =
    status === 408 || status >= 500 || errors.some((e) => e.statusCode !== null && e.statusCode >= 500);
  const label = mondayCode ? `monday answered ${mondayCode}` : `monday answered HTTP ${status}`;
  return new MondayError('monday_error', label, { status, excerpt, transient, mondayCode });
}

const BOARD_FIELDS = 'id name url groups { id title } columns { id title type }';
/**
 * Both mutations ask monday to add a status label the column lacks: our labels (MONDAY_STATUS_LABELS)
 * are not on a new board, and without it the whole item would fail with ColumnValueException.
 */
const ITEM_FIELDS = 'id name url';

function toBoard(raw: unknown): MondayBoard {
  const board = (raw ?? {}) as Record<string, unknown>;
  const list = (value: unknown) => (Array.isArray(value) ? value : []) as Record<string, unknown>[];
  return {
    id: String(board.id ?? ''),
    name: String(board.name ?? ''),
    url: asString(board.url),
    groups: list(board.groups).map((g) => ({ id: String(g.id ?? ''), title: String(g.title ?? '') })),
    columns: list(board.columns).map((c) => ({
      id: String(c.id ?? ''),
      title: String(c.title ?? ''),
      type: String(c.type ?? ''),
    })),
  };
}

function toItem(raw: unknown): MondayItem {
  const item = raw as Record<string, unknown> | null;
  if (!item || (typeof item.id !== 'string' && typeof item.id !== 'number'))
    throw new MondayError('monday_error', 'monday answered without an item id', noAnswer(false));
  return { id: String(item.id), name: String(item.name ?? ''), url: asString(item.url) };
}

export function createMondayClient(options: MondayClientOptions): MondayClient {
  const { secret } = options;
  const now = options.now ?? (() => new Date());
  const endpoint = `${trimSlash(options.apiUrl ?? MONDAY_API_URL)}/v2`;
  const egress: EgressOptions = {
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? MONDAY_TIMEOUT_MS,
    maxBytes: MONDAY_MAX_ANSWER_BYTES,
  };

  /** One GraphQL call: the reply's `data`, or a MondayError for any failure. */
  async function graphql(
    query: string,
    variables: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    let answer: EgressResponse;
    try {
      answer = await options.fetch(
        endpoint,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            // monday takes the raw token, no `Bearer` (providers/monday.md §1).
            authorization: secret.api_token,
            'api-version': options.apiVersion ?? MONDAY_API_VERSION,
          },
          body: JSON.stringify({ query, variables }),
        },
        egress,
      );
    } catch (caught) {
      if (caught instanceof EgressError) {
        const refused = caught.code === 'refused';
        throw new MondayError(
          'monday_error',
          caught.message,
          { ...noAnswer(!refused), refused },
          { cause: caught },
        );
      }
      throw caught;
    }
    const body = parseJson(answer.text());
    const failure = mondayReplyError(answer, body, secret, now());
    if (failure) throw failure;
    const data = (body as { data?: unknown } | null)?.data;
    if (!data || typeof data !== 'object')
      // A 2xx that is not GraphQL (a proxy's page, a cut-off body): worth another try.
      throw new MondayError('monday_error', 'monday did not answer as expected', {
        ...noAnswer(true),
        status: answer.status,
      });
    return data as Record<string, unknown>;
  }

  const boardsOf = (data: Record<string, unknown>) =>
    (Array.isArray(data.boards) ? data.boards : []).filter((b) => b !== null).map(toBoard);

  return {
    async boards(ids) {
      const data = await graphql(`query ($ids: [ID!]) { boards(ids: $ids) { ${BOARD_FIELDS} } }`, { ids });
      return boardsOf(data);
    },
    async listBoards(page = 1) {
      const data = await graphql(
        `query ($limit: Int, $page: Int) { boards(limit: $limit, page: $page) { ${BOARD_FIELDS} } }`,
        { limit: MONDAY_BOARDS_PAGE_SIZE, page },
      );
      return boardsOf(data);
    },
    async createItem({ boardId, groupId, name, columnValues }) {
      // Without a group monday uses the board's top group; the argument is left out, not null.
      const group = groupId ? ', $group: String' : '';
      const groupArg = groupId ? ', group_id: $group' : '';
      const data = await graphql(
        `mutation ($board: ID!${group}, $name: String!, $values: JSON) { create_item(board_id: $board${groupArg}, item_name: $name, column_values: $values, create_labels_if_missing: true) { ${ITEM_FIELDS} } }`,
        {
          board: boardId,
          ...(groupId ? { group: groupId } : {}),
          name,
          // monday's JSON scalar takes the column values as a JSON-encoded string.
          values: JSON.stringify(columnValues),
        },
      );
      return toItem(data.create_item);
    },
    async updateItem({ boardId, itemId, columnValues }) {
      const data = await graphql(
        `mutation ($board: ID!, $item: ID!, $values: JSON!) { change_multiple_column_values(board_id: $board, item_id: $item, column_values: $values, create_labels_if_missing: true) { ${ITEM_FIELDS} } }`,
        { board: boardId, item: itemId, values: JSON.stringify(columnValues) },
      );
      return toItem(data.change_multiple_column_values);
    },
  };
}
