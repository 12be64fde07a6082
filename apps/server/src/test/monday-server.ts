import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for monday.com's GraphQL API (providers/monday.md §7), answering in the
 * documented formats so our client is tested against a real HTTP exchange here:
 *
 * - `POST /v2` with `{query, variables}`; `Authorization` must be a known token as-is (monday
 *   takes the raw token: `Bearer <token>` is refused here). A missing or unknown token answers
 *   `401` (monday's exact 401 body is not documented; this one follows the current error shape).
 * - Operations are recognised by name, as the sheet allows: `boards(ids:)` or
 *   `boards(limit:, page:)` with `groups { id title }`, `columns { id title type }` and `url`;
 *   `create_item(board_id, group_id, item_name, column_values, create_labels_if_missing)`;
 *   `change_multiple_column_values(board_id, item_id, column_values, create_labels_if_missing)`.
 *   Arguments are read from variables (`board_id: $board`) or literals.
 * - `column_values` must be a JSON-encoded string (the sheet's rule; stricter than monday may
 *   be). Each key must be a column of the board (`InvalidColumnIdException`) and each value fit
 *   its type: status `{label}`/`{index}` (an unknown label without `create_labels_if_missing`
 *   is a `ColumnValueException`), date `{date}`, people `{personsAndTeams}`, text a string,
 *   long text `{text}`, link `{url, text}`; `name` renames the item. Unknown board:
 *   `InvalidBoardIdException`; unknown group or item: `ResourceNotFoundException`. These come
 *   as HTTP 200 with `errors[].extensions.{code, status_code, error_data}` and partial `data`.
 * - Every reply carries `extensions.request_id`; successes carry `account_id`.
 *
 * Every request (with its `API-Version`) is recorded before it is answered; `script()` queues
 * verbatim answers for the next requests (see complexityBudgetExhausted, legacyComplexityException,
 * rateLimited for the documented limit replies).
 */

export interface MondayRecordedRequest {
  method: string;
  path: string;
  authorization: string | null;
  apiVersion: string | null;
  contentType: string | null;
  body: unknown;
  /** The GraphQL document, when the body had one. */
  query: string | null;
  variables: Record<string, unknown>;
}

export interface MondayScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface FakeMondayColumn {
  id: string;
  title: string;
  type: string;
  /** A status column's labels, in index order. */
  labels?: string[];
}
export interface FakeMondayBoard {
  id: string;
  name: string;
  groups: { id: string; title: string }[];
  columns: FakeMondayColumn[];
}
export interface FakeMondayItem {
  id: string;
  boardId: string;
  groupId: string;
  name: string;
  /** Column id → the value as stored (normalised to the JSON shape of its type). */
  values: Record<string, unknown>;
}

export interface FakeMonday {
  /** `http://127.0.0.1:<port>`: the API origin; calls go to `<origin>/v2`. */
  origin: string;
  accountId: number;
  requests: MondayRecordedRequest[];
  addToken(token: string): void;
  /** A board with the given groups and columns, or a new board's (name, status, date, people, text…). */
  addBoard(
    name: string,
    options?: { groups?: FakeMondayBoard['groups']; columns?: FakeMondayColumn[] },
  ): FakeMondayBoard;
  board(id: string): FakeMondayBoard | undefined;
  item(id: string): FakeMondayItem | undefined;
  /** Items made through create_item, oldest first. */
  created(): FakeMondayItem[];
  script(...answers: MondayScriptedAnswer[]): void;
  reset(): void;
  close(): Promise<void>;
}

const requestId = () => randomBytes(8).toString('hex');

/** A new board's columns, as monday makes them (ids as monday names default columns). */
export function defaultMondayColumns(): FakeMondayColumn[] {
  return [
    { id: 'name', title: 'Name', type: 'name' },
    { id: 'status', title: 'Status', type: 'status', labels: ['Working on it', 'Done', 'Stuck'] },
    { id: 'date4', title: 'Due date', type: 'date' },
    { id: 'person', title: 'Owner', type: 'people' },
    { id: 'text', title: 'Text', type: 'text' },
    { id: 'long_text', title: 'Notes', type: 'long_text' },
    { id: 'link', title: 'Link', type: 'link' },
  ];
}

/** Complexity budget exhausted, current shape (2025-01+), naming the seconds to wait. */
export function complexityBudgetExhausted(seconds: number, httpStatus = 200): MondayScriptedAnswer {
  return {
    status: httpStatus,
    body: {
      errors: [
        {
          message: 'Complexity budget exhausted',
          locations: [{ line: 1, column: 1 }],
          path: [],
          extensions: {
            code: 'COMPLEXITY_BUDGET_EXHAUSTED',
            complexity: 1_000_100,
            complexity_budget_left: 4_000,
            complexity_budget_limit: 10_000_000,
            retry_in_seconds: seconds,
            status_code: 429,
          },
        },
      ],
      extensions: { request_id: requestId() },
    },
  };
}

/** Complexity budget exhausted, the legacy flat shape: the wait is only in the message. */
export function legacyComplexityException(seconds: number): MondayScriptedAnswer {
  const message = `Complexity budget exhausted, query cost 30001 budget remaining 3 out of 1000000 reset in ${seconds} seconds`;
  return {
    status: 200,
    body: {
      error_code: 'ComplexityException',
      status_code: 429,
      error_message: message,
      error_data: {},
      errors: [message],
      account_id: 1,
    },
  };
}

/** The per-minute request limit: HTTP 429 with Retry-After. */
export function rateLimited(retryAfterSeconds: number): MondayScriptedAnswer {
  return {
    status: 429,
    headers: { 'retry-after': String(retryAfterSeconds) },
    body: {
      errors: [
        {
          message: 'Rate Limit Exceeded',
          extensions: { code: 'RATE_LIMIT_EXCEEDED', status_code: 429, retry_in_seconds: retryAfterSeconds },
        },
      ],
      extensions: { request_id: requestId() },
    },
  };
}

class GraphqlFailure extends Error {
  constructor(
    readonly code: string | null,
    message: string,
    readonly statusCode: number | null,
    readonly errorData: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The argument list of `field(...)` in the document, resolved against the variables. */
function fieldArgs(
  query: string,
  field: string,
  variables: Record<string, unknown>,
): Record<string, unknown> | null {
  const start = new RegExp(`\\b${field}\\s*\\(`).exec(query);
  if (!start) return null;
  const open = start.index + start[0].length;
  const close = query.indexOf(')', open);
  if (close < 0) throw new GraphqlFailure(null, `Syntax Error: unclosed arguments of ${field}`, null);
  const args: Record<string, unknown> = {};
  const pair =
    /(\w+)\s*:\s*(\$\w+|"(?:[^"\\]|\\.)*"|\[[^\]]*\]|-?\d+(?:\.\d+)?|true|false|null|[A-Za-z_]\w*)/g;
  for (const m of query.slice(open, close).matchAll(pair))
    args[m[1] as string] = literal(m[2] as string, variables);
  return args;
}

function literal(text: string, variables: Record<string, unknown>): unknown {
  if (text.startsWith('$')) return variables[text.slice(1)];
  if (text.startsWith('"')) return JSON.parse(text);
  if (text.startsWith('['))
    return text
      .slice(1, -1)
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => literal(part, variables));
  if (text === 'true' || text === 'false') return text === 'true';
  if (text === 'null') return null;
  if (/^-?\d/.test(text)) return Number(text);
  return text;
}

const isDate = (value: unknown) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A value checked against its column type and stored in that type's JSON shape. */
function storedValue(column: FakeMondayColumn, value: unknown, createLabels: boolean): unknown {
  const bad = (why: string) =>
    new GraphqlFailure('ColumnValueException', why, 200, {
      column_id: column.id,
      column_type: column.type,
      column_value: JSON.stringify(value),
    });
  if (value === null) return null;
  switch (column.type) {
    case 'status': {
      const labels = column.labels ?? [];
      const given = value as { label?: unknown; index?: unknown } | string;
      if (typeof given === 'object' && typeof given.index === 'number') {
        const label = labels[given.index];
        if (label === undefined) throw bad('This status label index does not exist');
        return { label };
      }
      const label = typeof given === 'string' ? given : given?.label;
      if (typeof label !== 'string' || label.trim() === '') throw bad('Invalid status value');
      if (!labels.includes(label)) {
        if (!createLabels)
          throw bad(
            `This status label doesn't exist, possible statuses are: ${labels.map((l, i) => `${i}: ${l}`).join(', ')}`,
          );
        labels.push(label);
        column.labels = labels;
      }
      return { label };
    }
    case 'date': {
      const date = typeof value === 'string' ? value.split(' ')[0] : (value as { date?: unknown })?.date;
      if (!isDate(date)) throw bad('Invalid date, expected YYYY-MM-DD');
      return { date };
    }
    case 'people': {
      const list =
        typeof value === 'string'
          ? value.split(',').map((id) => ({ id: Number(id.trim()), kind: 'person' }))
          : (value as { personsAndTeams?: unknown })?.personsAndTeams;
      if (!Array.isArray(list)) throw bad('Invalid people value, expected personsAndTeams');
      for (const entry of list as { id?: unknown; kind?: unknown }[])
        if (!Number.isInteger(entry?.id) || (entry.kind !== 'person' && entry.kind !== 'team'))
          throw bad('Invalid person or team');
      return { personsAndTeams: list };
    }
    case 'text':
      if (typeof value !== 'string') throw bad('A text column takes a string');
      return value;
    case 'long_text': {
      const text = typeof value === 'string' ? value : (value as { text?: unknown })?.text;
      if (typeof text !== 'string') throw bad('A long text column takes {text}');
      return { text };
    }
    case 'link': {
      if (typeof value === 'string') {
        const [url = '', ...words] = value.split(' ');
        return { url, text: words.join(' ') || url };
      }
      const link = value as { url?: unknown; text?: unknown };
      if (typeof link?.url !== 'string' || !/^https?:\/\//.test(link.url))
        throw bad('A link takes {url, text}');
      return { url: link.url, text: typeof link.text === 'string' ? link.text : link.url };
    }
    default:
      return value;
  }
}

/** `port`: a fixed one, for a server started before the stand-in that must know where it is. */
export async function startFakeMonday(options: { port?: number } = {}): Promise<FakeMonday> {
  const accountId = 9_000_001;
  const requests: MondayRecordedRequest[] = [];
  const scripted: MondayScriptedAnswer[] = [];
  const tokens = new Set<string>();
  const boards = new Map<string, FakeMondayBoard>();
  const items = new Map<string, FakeMondayItem>();
  const createdIds: string[] = [];
  let nextBoardId = 1_800_000_000;
  let nextItemId = 1_900_000_000;
  let origin = '';

  const boardUrl = (id: string) => `${origin}/boards/${id}`;
  const itemJson = (item: FakeMondayItem) => ({
    id: item.id,
    name: item.name,
    url: `${boardUrl(item.boardId)}/pulses/${item.id}`,
  });

  /** column_values applied to a copy of `values`; nothing changes unless all of them fit. */
  function applyValues(
    board: FakeMondayBoard,
    raw: unknown,
    createLabels: boolean,
    into: { name: string; values: Record<string, unknown> },
  ): { name: string; values: Record<string, unknown> } {
    if (raw === undefined || raw === null) return into;
    if (typeof raw !== 'string')
      throw new GraphqlFailure('ColumnValueException', 'column_values must be a JSON-encoded string', 200);
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new GraphqlFailure('ColumnValueException', 'column_values is not valid JSON', 200);
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new GraphqlFailure('ColumnValueException', 'column_values must be a JSON object', 200);
    const next = { name: into.name, values: { ...into.values } };
    for (const [columnId, value] of Object.entries(parsed)) {
      const column = board.columns.find((c) => c.id === columnId);
      if (!column)
        throw new GraphqlFailure(
          'InvalidColumnIdException',
          `This column ID doesn't exist for the board`,
          200,
          {
            column_id: columnId,
            board_id: board.id,
          },
        );
      if (column.type === 'name') {
        if (typeof value !== 'string' || value.trim() === '')
          throw new GraphqlFailure('ColumnValueException', 'The item name cannot be empty', 200, {
            column_id: columnId,
            column_type: 'name',
          });
        next.name = value;
        continue;
      }
      next.values[columnId] = storedValue(column, value, createLabels);
    }
    return next;
  }

  function findBoard(id: unknown): FakeMondayBoard {
    const board = boards.get(String(id ?? ''));
    if (!board)
      throw new GraphqlFailure('InvalidBoardIdException', 'Board not found', 200, {
        board_id: String(id ?? ''),
      });
    return board;
  }

  function required(args: Record<string, unknown>, name: string, type: string): unknown {
    const value = args[name];
    if (value === undefined || value === null)
      throw new GraphqlFailure(
        null,
        `Field argument "${name}" of type "${type}" is required, but it was not provided.`,
        null,
      );
    return value;
  }

  function createItem(args: Record<string, unknown>): unknown {
    const board = findBoard(required(args, 'board_id', 'ID!'));
    const name = required(args, 'item_name', 'String!');
    if (typeof name !== 'string' || name.trim() === '')
      throw new GraphqlFailure('ColumnValueException', 'The item name cannot be empty', 200);
    const groupId = args.group_id === undefined || args.group_id === null ? null : String(args.group_id);
    if (groupId !== null && !board.groups.some((g) => g.id === groupId))
      throw new GraphqlFailure('ResourceNotFoundException', 'Group not found', 404, { group_id: groupId });
    const applied = applyValues(board, args.column_values, args.create_labels_if_missing === true, {
      name,
      values: {},
    });
    nextItemId += 1;
    const item: FakeMondayItem = {
      id: String(nextItemId),
      boardId: board.id,
      // Without a group the item lands in the board's top group.
      groupId: groupId ?? board.groups[0]?.id ?? 'topics',
      ...applied,
    };
    items.set(item.id, item);
    createdIds.push(item.id);
    return itemJson(item);
  }

  function changeValues(args: Record<string, unknown>): unknown {
    const board = findBoard(required(args, 'board_id', 'ID!'));
    const itemId = String(required(args, 'item_id', 'ID'));
    const values = required(args, 'column_values', 'JSON!');
    const item = items.get(itemId);
    if (!item || item.boardId !== board.id)
      throw new GraphqlFailure(
        'ResourceNotFoundException',
        `Item ${itemId} not found in board ${board.id}`,
        404,
        {
          item_id: itemId,
        },
      );
    const applied = applyValues(board, values, args.create_labels_if_missing === true, item);
    item.name = applied.name;
    item.values = applied.values;
    return itemJson(item);
  }

  function listBoards(query: string, args: Record<string, unknown>): unknown {
    let list = [...boards.values()];
    if (args.ids !== undefined && args.ids !== null) {
      const ids = (Array.isArray(args.ids) ? args.ids : [args.ids]).map(String);
      list = list.filter((b) => ids.includes(b.id));
    } else {
      const limit = typeof args.limit === 'number' ? args.limit : 25;
      const page = typeof args.page === 'number' ? args.page : 1;
      list = list.slice((page - 1) * limit, page * limit);
    }
    // Only the fields asked for, as GraphQL answers.
    return list.map((b) => ({
      id: b.id,
      name: b.name,
      ...(/\burl\b/.test(query) ? { url: boardUrl(b.id) } : {}),
      ...(/\bgroups\b/.test(query) ? { groups: b.groups } : {}),
      ...(/\bcolumns\b/.test(query)
        ? { columns: b.columns.map(({ id, title, type }) => ({ id, title, type })) }
        : {}),
    }));
  }

  function execute(query: string, variables: Record<string, unknown>): { field: string; run: () => unknown } {
    const operations: [string, (args: Record<string, unknown>) => unknown][] = [
      ['change_multiple_column_values', changeValues],
      ['create_item', createItem],
      ['boards', (args) => listBoards(query, args)],
    ];
    for (const [field, run] of operations)
      if (new RegExp(`\\b${field}\\b`).test(query))
        return { field, run: () => run(fieldArgs(query, field, variables) ?? {}) };
    return {
      field: 'unknown',
      run: () => {
        throw new GraphqlFailure(null, 'The stand-in does not answer this operation', null);
      },
    };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', origin);
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      const graphql = (body && typeof body === 'object' ? body : {}) as {
        query?: unknown;
        variables?: unknown;
      };
      const query = typeof graphql.query === 'string' ? graphql.query : null;
      const variables =
        graphql.variables && typeof graphql.variables === 'object'
          ? (graphql.variables as Record<string, unknown>)
          : {};
      const authorization = req.headers.authorization ?? null;
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        authorization,
        apiVersion: (req.headers['api-version'] as string | undefined) ?? null,
        contentType: req.headers['content-type'] ?? null,
        body,
        query,
        variables,
      });
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        res.end(payload === undefined ? '' : JSON.stringify(payload));
      };
      const id = requestId();
      const next = scripted.shift();
      if (next) return send(next.status, next.body, next.headers);
      if (req.method !== 'POST' || url.pathname !== '/v2')
        return send(404, { error_message: 'Not found', status_code: 404 });
      if (!authorization || !tokens.has(authorization))
        return send(401, {
          errors: [
            { message: 'Not Authenticated', extensions: { code: 'UNAUTHENTICATED', status_code: 401 } },
          ],
          extensions: { request_id: id },
        });
      if (query === null)
        return send(400, {
          errors: [{ message: 'No query string was present' }],
          extensions: { request_id: id },
        });
      const operation = execute(query, variables);
      try {
        const result = operation.run();
        send(200, {
          data: { [operation.field]: result },
          account_id: accountId,
          extensions: { request_id: id },
        });
      } catch (caught) {
        if (!(caught instanceof GraphqlFailure)) throw caught;
        const extensions: Record<string, unknown> = { request_id: id };
        if (caught.code) extensions.code = caught.code;
        if (caught.statusCode !== null) extensions.status_code = caught.statusCode;
        if (Object.keys(caught.errorData).length > 0) extensions.error_data = caught.errorData;
        send(200, {
          // Partial data, as monday sends it: the failed field is null.
          data: caught.code ? { [operation.field]: null } : null,
          errors: [
            {
              message: caught.message,
              locations: [{ line: 1, column: 1 }],
              path: [operation.field],
              extensions,
            },
          ],
          account_id: accountId,
          extensions: { request_id: id },
        });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    get origin() {
      return origin;
    },
    accountId,
    requests,
    addToken(token) {
      tokens.add(token);
    },
    addBoard(name, options = {}) {
      nextBoardId += 1;
      const board: FakeMondayBoard = {
        id: String(nextBoardId),
        name,
        groups: options.groups ?? [
          { id: 'topics', title: 'Group Title' },
          { id: 'new_group', title: 'Requests' },
        ],
        columns: options.columns ?? defaultMondayColumns(),
      };
      boards.set(board.id, board);
      return board;
    },
    board: (id) => boards.get(id),
    item: (id) => items.get(id),
    created: () => createdIds.map((id) => items.get(id)).filter((i): i is FakeMondayItem => i !== undefined),
    script(...answers) {
      scripted.push(...answers);
    },
    reset() {
      requests.length = 0;
      scripted.length = 0;
      tokens.clear();
      boards.clear();
      items.clear();
      createdIds.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
