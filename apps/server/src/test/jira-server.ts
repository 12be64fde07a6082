import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Jira Cloud (providers/jira.md §6), answering in the documented REST v3
 * formats so the real `jira.js` client can be tested here:
 *
 * - The REST paths at the root (API token: `Authorization: Basic base64(email:token)`, as on
 *   `<site>.atlassian.net`) and under `/ex/jira/{cloudid}` (OAuth: `Bearer <access token>`, as
 *   on Atlassian's gateway). A missing or unknown credential answers `401` with an
 *   ErrorCollection `{errorMessages:[…], errors:{}}`.
 * - `POST /rest/api/3/issue`: checks `project`, `issuetype`, `summary`, the ADF `description`
 *   and `parent` (an epic of the project), then `201 {id, key, self}`; `400` with
 *   `errors.<field>`; `403` for a project the account may not create in.
 * - `GET /rest/api/3/issue/{key}` honouring `fields` and returning `fields.parent` and
 *   `fields.status` (`{name, statusCategory:{key}}`); `404`.
 * - `GET|POST /rest/api/3/issue/{key}/transitions`: one workflow (To Do, In Progress, In Review,
 *   Done; any to any); `POST {transition:{id}}` moves the issue (`204`), an id not offered `400`.
 * - `GET /rest/api/3/project/search`, `…/issue/createmeta/{project}/issuetypes`,
 *   `GET /rest/api/3/field` (with the legacy `Epic Link` custom field).
 * - `GET|POST /rest/api/3/search/jql` understanding `project = X` and `issuetype = Epic`, with
 *   `nextPageToken`/`isLast` paging; the removed `/rest/api/3/search` answers `410`.
 *
 * - OAuth 2.0 (3LO): `POST /oauth/token` (JSON; `authorization_code` for a code from
 *   `issueCode()`, `refresh_token` rotating the refresh token and killing the old one, else
 *   `403 {error:"invalid_grant"}`; a wrong client `401 {error:"access_denied"}`) and
 *   `GET /oauth/token/accessible-resources` (Bearer; this site listed after another one).
 *
 * Every request is recorded before it is answered; `script()` queues verbatim answers (429
 * with Retry-After, 503, …) for the next requests.
 */

export interface JiraRecordedRequest {
  method: string;
  /** The path without the query, as sent (with `/ex/jira/{cloudid}` when there). */
  path: string;
  query: URLSearchParams;
  authorization: string | null;
  contentType: string | null;
  body: unknown;
}

export interface JiraScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

interface Issue {
  id: string;
  key: string;
  projectKey: string;
  issueTypeId: string;
  summary: string;
  description: unknown;
  parentKey: string | null;
  priority: string | null;
  duedate: string | null;
  /** The account id it is assigned to, if any. */
  assigneeAccountId: string | null;
  created: number;
  /** Its workflow status: one of WORKFLOW's ids. */
  statusId: string;
}

interface Project {
  id: string;
  key: string;
  name: string;
  style: 'classic' | 'next-gen';
  /** The account may browse it but not create issues in it (a 403). */
  noPermission: boolean;
}

const ISSUE_TYPES = [
  { id: '10001', name: 'Task', subtask: false, hierarchyLevel: 0 },
  { id: '10002', name: 'Epic', subtask: false, hierarchyLevel: 1 },
  { id: '10003', name: 'Sub-task', subtask: true, hierarchyLevel: -1 },
];
const EPIC_TYPE_ID = '10002';
/** Every project's workflow: any status can move to any other, by the transition `t<status id>`. */
const WORKFLOW = [
  { id: '1', name: 'To Do', category: { id: 2, key: 'new', name: 'To Do' } },
  { id: '3', name: 'In Progress', category: { id: 4, key: 'indeterminate', name: 'In Progress' } },
  { id: '10001', name: 'In Review', category: { id: 4, key: 'indeterminate', name: 'In Progress' } },
  { id: '10002', name: 'Done', category: { id: 3, key: 'done', name: 'Done' } },
];
const statusJson = (statusId: string) => {
  const status = WORKFLOW.find((w) => w.id === statusId) ?? WORKFLOW[0]!;
  return { id: status.id, name: status.name, statusCategory: status.category };
};
const PRIORITY_NAMES = ['Lowest', 'Low', 'Medium', 'High', 'Highest'];

/** What an admin webhook posts when an issue's status moves (the parts this product reads, and some). */
export interface JiraIssueUpdatedWebhook {
  timestamp: number;
  webhookEvent: 'jira:issue_updated';
  issue_event_type_name: string;
  user: { accountId: string; displayName: string };
  issue: {
    id: string;
    key: string;
    self: string;
    fields: { summary: string; status: ReturnType<typeof statusJson> };
  };
  changelog: {
    id: string;
    items: Array<{
      field: string;
      fieldtype: string;
      fieldId: string;
      from: string;
      fromString: string;
      to: string;
      toString: string;
    }>;
  };
}

/** A user as Jira's user endpoints answer (the documented `User` bean, in part). */
interface JiraUserJson {
  accountId: string;
  accountType: 'atlassian' | 'app' | 'customer';
  displayName: string;
  emailAddress?: string;
  active: boolean;
  self: string;
  avatarUrls: Record<string, string>;
}

export interface FakeJira {
  /** `http://127.0.0.1:<port>`: the site URL for API-token connections, the gateway for OAuth. */
  origin: string;
  /** The cloud id OAuth calls go under (`/ex/jira/<cloudId>`). */
  cloudId: string;
  requests: JiraRecordedRequest[];
  /** Accept this e-mail and API token (HTTP Basic). */
  addApiToken(email: string, apiToken: string): void;
  /** Accept this OAuth access token (Bearer, under `/ex/jira/<cloudId>` only). */
  addAccessToken(accessToken: string): void;
  addProject(
    key: string,
    options?: { name?: string; style?: Project['style']; noPermission?: boolean },
  ): void;
  /** An epic in the project; returns its key. */
  addEpic(projectKey: string, summary: string): string;
  /** A person who may be assigned the projects' issues (an `atlassian` account). */
  addUser(
    user: { accountId: string; displayName: string; emailAddress?: string },
    projectKeys: string[],
  ): void;
  issue(key: string): Issue | undefined;
  /**
   * The issue's workflow status by name, as someone moving it in Jira would set it; answers the
   * body of the `jira:issue_updated` webhook Jira then sends (an admin webhook's documented shape:
   * the issue with its new status, and a changelog item for the `status` field).
   */
  setStatus(key: string, name: 'To Do' | 'In Progress' | 'In Review' | 'Done'): JiraIssueUpdatedWebhook;
  /** The name of the issue's workflow status. */
  statusOf(key: string): string | undefined;
  /** Issues created through the API (epics made by addEpic excluded). */
  created(): Issue[];
  /** The OAuth app `/oauth/token` accepts. */
  app: { clientId: string; clientSecret: string };
  /** A code as the consent page would hand it to `redirectUri`. */
  issueCode(redirectUri: string): string;
  /** The access token stops working (expired or revoked): Jira answers 401. */
  expireAccessToken(accessToken: string): void;
  script(...answers: JiraScriptedAnswer[]): void;
  reset(): void;
  close(): Promise<void>;
}

const errorBody = (messages: string[], errors: Record<string, string> = {}) => ({
  errorMessages: messages,
  errors,
});

function isAdfDoc(value: unknown): boolean {
  const doc = value as { type?: unknown; version?: unknown; content?: unknown };
  return !!doc && doc.type === 'doc' && doc.version === 1 && Array.isArray(doc.content);
}

export async function startFakeJira(): Promise<FakeJira> {
  const cloudId = randomBytes(8).toString('hex');
  const requests: JiraRecordedRequest[] = [];
  const scripted: JiraScriptedAnswer[] = [];
  const basic = new Set<string>();
  const bearer = new Set<string>();
  const projects = new Map<string, Project>();
  const issues = new Map<string, Issue>();
  /** People by account id, and which projects' issues each may be assigned. */
  const users = new Map<string, JiraUserJson & { projects: Set<string> }>();
  const counters = new Map<string, number>();
  let nextId = 10000;
  let clock = 0;
  let origin = '';
  const app = {
    clientId: `client-${randomBytes(4).toString('hex')}`,
    clientSecret: randomBytes(16).toString('hex'),
  };
  const codes = new Map<string, string>();
  const refreshTokens = new Set<string>();

  function oauthToken(body: unknown): { status: number; body: unknown } {
    const input = (body ?? {}) as Record<string, unknown>;
    if (input.client_id !== app.clientId || input.client_secret !== app.clientSecret)
      return { status: 401, body: { error: 'access_denied', error_description: 'Unauthorized' } };
    if (input.grant_type === 'authorization_code') {
      const code = String(input.code ?? '');
      if (codes.get(code) !== input.redirect_uri)
        return {
          status: 403,
          body: { error: 'invalid_grant', error_description: 'Invalid authorization code' },
        };
      codes.delete(code);
    } else if (input.grant_type === 'refresh_token') {
      const token = String(input.refresh_token ?? '');
      if (!refreshTokens.delete(token))
        return {
          status: 403,
          body: { error: 'invalid_grant', error_description: 'Unknown or invalid refresh token.' },
        };
    } else return { status: 400, body: { error: 'unsupported_grant_type' } };
    const access = `at-${randomBytes(16).toString('hex')}`;
    const refresh = `rt-${randomBytes(16).toString('hex')}`;
    bearer.add(access);
    refreshTokens.add(refresh);
    return {
      status: 200,
      body: {
        access_token: access,
        refresh_token: refresh,
        expires_in: 3600,
        scope: 'read:jira-work write:jira-work read:jira-user offline_access',
        token_type: 'Bearer',
      },
    };
  }

  function newIssue(
    fields: Omit<Issue, 'id' | 'key' | 'created' | 'statusId' | 'assigneeAccountId'> & {
      assigneeAccountId?: string | null;
    },
  ): Issue {
    const n = (counters.get(fields.projectKey) ?? 0) + 1;
    counters.set(fields.projectKey, n);
    nextId += 1;
    clock += 1;
    const issue = {
      ...fields,
      assigneeAccountId: fields.assigneeAccountId ?? null,
      id: String(nextId),
      key: `${fields.projectKey}-${n}`,
      created: clock,
      statusId: WORKFLOW[0]!.id,
    };
    issues.set(issue.key, issue);
    return issue;
  }

  const issueJson = (base: string, issue: Issue, wanted: string[] | null) => {
    const all: Record<string, unknown> = {
      summary: issue.summary,
      issuetype: ISSUE_TYPES.find((t) => t.id === issue.issueTypeId),
      project: { key: issue.projectKey, id: projects.get(issue.projectKey)?.id },
      description: issue.description,
      priority: issue.priority ? { name: issue.priority } : null,
      duedate: issue.duedate,
      status: statusJson(issue.statusId),
      parent: (() => {
        const parent = issue.parentKey ? issues.get(issue.parentKey) : undefined;
        return parent
          ? {
              id: parent.id,
              key: parent.key,
              self: `${base}/rest/api/3/issue/${parent.id}`,
              fields: { summary: parent.summary, status: { name: 'To Do' }, issuetype: ISSUE_TYPES[1] },
            }
          : undefined;
      })(),
    };
    const fields: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(all))
      if (value !== undefined && (wanted === null || wanted.includes(name) || wanted.includes('*all')))
        fields[name] = value;
    return { id: issue.id, key: issue.key, self: `${base}/rest/api/3/issue/${issue.id}`, fields };
  };

  /** Who is calling: a known Basic pair at the root, a known Bearer token under the gateway. */
  function authorised(authorization: string | null, viaGateway: boolean): boolean {
    if (!authorization) return false;
    const [scheme, value = ''] = authorization.split(' ', 2);
    if (viaGateway) return scheme === 'Bearer' && bearer.has(value);
    if (scheme !== 'Basic') return false;
    return basic.has(Buffer.from(value, 'base64').toString('utf8'));
  }

  function route(
    method: string,
    path: string,
    query: URLSearchParams,
    body: unknown,
    base: string,
  ): { status: number; body?: unknown } {
    if (method === 'POST' && path === '/rest/api/3/issue') return createIssue(body, base);
    const moves = /^\/rest\/api\/3\/issue\/([^/]+)\/transitions$/.exec(path);
    if (moves) return transitions(method, decodeURIComponent(moves[1] ?? ''), body);
    const one = /^\/rest\/api\/3\/issue\/([^/]+)$/.exec(path);
    if (method === 'GET' && one) {
      const issue =
        issues.get(decodeURIComponent(one[1] ?? '')) ?? [...issues.values()].find((i) => i.id === one[1]);
      if (!issue)
        return {
          status: 404,
          body: errorBody(['Issue does not exist or you do not have permission to see it.']),
        };
      const fields = query.get('fields');
      return { status: 200, body: issueJson(base, issue, fields ? fields.split(',') : null) };
    }
    if (method === 'GET' && path === '/rest/api/3/user/assignable/search') {
      const key = query.get('project');
      if (!key || !projects.has(key))
        return { status: 400, body: errorBody([`Could not find project with key '${key ?? ''}'`]) };
      const max = Math.min(Number(query.get('maxResults') ?? 50) || 50, 1000);
      const found = [...users.values()].filter((u) => u.projects.has(key)).slice(0, max);
      return { status: 200, body: found.map(({ projects: _projects, ...user }) => user) };
    }
    if (method === 'GET' && path === '/rest/api/3/user') {
      const user = users.get(query.get('accountId') ?? '');
      if (!user)
        return {
          status: 404,
          body: errorBody(['Specified user does not exist or you do not have required permissions']),
        };
      const { projects: _projects, ...json } = user;
      return { status: 200, body: json };
    }
    if (method === 'GET' && path === '/rest/api/3/project/search') {
      const text = (query.get('query') ?? '').toLowerCase();
      const values = [...projects.values()]
        .filter((p) => !text || p.key.toLowerCase().includes(text) || p.name.toLowerCase().includes(text))
        .map((p) => ({
          id: p.id,
          key: p.key,
          name: p.name,
          projectTypeKey: 'software',
          simplified: p.style === 'next-gen',
          style: p.style,
          self: `${base}/rest/api/3/project/${p.id}`,
        }));
      const maxResults = Number(query.get('maxResults') ?? 50);
      return {
        status: 200,
        body: { self: `${base}${path}`, maxResults, startAt: 0, total: values.length, isLast: true, values },
      };
    }
    const meta = /^\/rest\/api\/3\/issue\/createmeta\/([^/]+)\/issuetypes$/.exec(path);
    if (method === 'GET' && meta) {
      const project = findProject(decodeURIComponent(meta[1] ?? ''));
      if (!project) return { status: 404, body: errorBody(['No project could be found with key.']) };
      return {
        status: 200,
        body: { issueTypes: ISSUE_TYPES, maxResults: 50, startAt: 0, total: ISSUE_TYPES.length },
      };
    }
    if (method === 'GET' && path === '/rest/api/3/field')
      return {
        status: 200,
        body: [
          { id: 'summary', name: 'Summary', custom: false, schema: { type: 'string', system: 'summary' } },
          { id: 'parent', name: 'Parent', custom: false, schema: { type: 'issuelink', system: 'parent' } },
          {
            id: 'customfield_10014',
            name: 'Epic Link',
            custom: true,
            schema: { type: 'any', custom: 'com.pyxis.greenhopper.jira:gh-epic-link', customId: 10014 },
          },
        ],
      };
    if (path === '/rest/api/3/search')
      return {
        status: 410,
        body: errorBody(['The requested API has been removed. Please migrate to /rest/api/3/search/jql.']),
      };
    if ((method === 'GET' || method === 'POST') && path === '/rest/api/3/search/jql') {
      const input = method === 'GET' ? Object.fromEntries(query) : ((body ?? {}) as Record<string, unknown>);
      return search(input, base);
    }
    return { status: 404, body: errorBody(['Not found']) };
  }

  /** `GET` lists the ways on from the issue's status; `POST {transition:{id}}` takes one (204). */
  function transitions(method: string, keyOrId: string, body: unknown): { status: number; body?: unknown } {
    const issue = issues.get(keyOrId) ?? [...issues.values()].find((i) => i.id === keyOrId);
    if (!issue)
      return {
        status: 404,
        body: errorBody(['Issue does not exist or you do not have permission to see it.']),
      };
    const offered = WORKFLOW.filter((w) => w.id !== issue.statusId);
    if (method === 'GET')
      return {
        status: 200,
        body: {
          expand: 'transitions',
          transitions: offered.map((w) => ({
            id: `t${w.id}`,
            name: w.name,
            to: statusJson(w.id),
            hasScreen: false,
            isGlobal: true,
            isInitial: false,
            isAvailable: true,
            isConditional: false,
            isLooped: false,
          })),
        },
      };
    if (method !== 'POST') return { status: 405, body: errorBody(['Method not allowed']) };
    const id = String((body as { transition?: { id?: unknown } } | null)?.transition?.id ?? '');
    const to = offered.find((w) => `t${w.id}` === id);
    if (!to) return { status: 400, body: errorBody([`Transition id '${id}' is not valid for this issue.`]) };
    issue.statusId = to.id;
    return { status: 204 };
  }

  function findProject(keyOrId: string): Project | undefined {
    return projects.get(keyOrId) ?? [...projects.values()].find((p) => p.id === keyOrId);
  }

  function search(input: Record<string, unknown>, base: string) {
    const jql = String(input.jql ?? '');
    const project = /project\s*=\s*"?([A-Z][A-Z0-9_]*)"?/i.exec(jql)?.[1];
    const epicsOnly = /issuetype\s*=\s*"?Epic"?/i.test(jql);
    if (!jql.trim()) return { status: 400, body: errorBody(['Unbounded JQL queries are not allowed here.']) };
    let found = [...issues.values()]
      .filter((i) => !project || i.projectKey === project)
      .filter((i) => !epicsOnly || i.issueTypeId === EPIC_TYPE_ID);
    if (/ORDER BY created DESC/i.test(jql)) found = found.sort((a, b) => b.created - a.created);
    const fieldsParam = input.fields;
    const wanted = Array.isArray(fieldsParam)
      ? fieldsParam.map(String)
      : typeof fieldsParam === 'string' && fieldsParam
        ? fieldsParam.split(',')
        : [];
    const start = Number(input.nextPageToken ?? 0) || 0;
    const max = Math.min(Number(input.maxResults ?? 50) || 50, 5000);
    const page = found.slice(start, start + max);
    const isLast = start + max >= found.length;
    // Without `fields` the enhanced search answers id, key and self only.
    const shaped = page.map((i) => {
      const full = issueJson(base, i, wanted);
      return wanted.length > 0 ? full : { id: full.id, key: full.key, self: full.self };
    });
    return {
      status: 200,
      body: { issues: shaped, isLast, ...(isLast ? {} : { nextPageToken: String(start + max) }) },
    };
  }

  function createIssue(body: unknown, base: string): { status: number; body?: unknown } {
    const fields = (body as { fields?: Record<string, unknown> } | null)?.fields;
    if (!fields || typeof fields !== 'object')
      return { status: 400, body: errorBody(['Issue must contain fields.']) };
    const errors: Record<string, string> = {};
    const projectRef = fields.project as { key?: unknown; id?: unknown } | undefined;
    const project = findProject(String(projectRef?.key ?? projectRef?.id ?? ''));
    if (!project) errors.project = 'Specify a valid project ID or key';
    const typeRef = fields.issuetype as { id?: unknown; name?: unknown } | undefined;
    const type = ISSUE_TYPES.find((t) => t.id === String(typeRef?.id) || t.name === typeRef?.name);
    if (!type) errors.issuetype = 'Specify an issue type';
    if (typeof fields.summary !== 'string' || fields.summary.trim() === '')
      errors.summary = 'You must specify a summary of the issue.';
    else if (fields.summary.length > 255) errors.summary = 'Summary must be less than 255 characters.';
    else if (/[\r\n]/.test(fields.summary)) errors.summary = 'Field summary cannot contain new lines.';
    if (fields.description !== undefined && !isAdfDoc(fields.description))
      errors.description =
        'Operation value must be an Atlassian Document (see the Atlassian Document Format).';
    let parentKey: string | null = null;
    if (fields.parent !== undefined) {
      const ref = fields.parent as { key?: unknown; id?: unknown };
      const parent =
        issues.get(String(ref?.key ?? '')) ??
        [...issues.values()].find((i) => i.id === String(ref?.id ?? ''));
      if (!parent) errors.parent = 'Could not find issue by id or key.';
      else if (project && parent.projectKey !== project.key)
        errors.parent = 'Given parent work item does not belong to appropriate hierarchy.';
      else if (parent.issueTypeId !== EPIC_TYPE_ID && type?.hierarchyLevel === 0)
        errors.parent = 'Given parent work item does not belong to appropriate hierarchy.';
      else parentKey = parent.key;
    }
    let priority: string | null = null;
    if (fields.priority !== undefined) {
      const name = (fields.priority as { name?: unknown } | null)?.name;
      if (typeof name !== 'string' || !PRIORITY_NAMES.includes(name))
        errors.priority = 'Specify a valid priority';
      else priority = name;
    }
    let assigneeAccountId: string | null = null;
    if (fields.assignee !== undefined && fields.assignee !== null) {
      const id = (fields.assignee as { accountId?: unknown }).accountId;
      const user = typeof id === 'string' ? users.get(id) : undefined;
      if (!user || !project || !user.projects.has(project.key))
        errors.assignee = `User '${String(id)}' cannot be assigned issues.`;
      else assigneeAccountId = user.accountId;
    }
    let duedate: string | null = null;
    if (fields.duedate !== undefined && fields.duedate !== null) {
      if (typeof fields.duedate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(fields.duedate))
        errors.duedate = `Error parsing date string: ${String(fields.duedate)}`;
      else duedate = fields.duedate;
    }
    if (Object.keys(errors).length > 0) return { status: 400, body: errorBody([], errors) };
    if (project?.noPermission)
      return {
        status: 403,
        body: errorBody(['You do not have permission to create issues in this project.']),
      };
    const issue = newIssue({
      projectKey: (project as Project).key,
      issueTypeId: (type as (typeof ISSUE_TYPES)[number]).id,
      summary: fields.summary as string,
      description: fields.description ?? null,
      parentKey,
      priority,
      duedate,
      assigneeAccountId,
    });
    return {
      status: 201,
      body: { id: issue.id, key: issue.key, self: `${base}/rest/api/3/issue/${issue.id}` },
    };
  }

  const apiIssues = new Set<string>();

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
      const authorization = req.headers.authorization ?? null;
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        authorization,
        contentType: req.headers['content-type'] ?? null,
        body,
      });
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        const text = payload === undefined ? '' : JSON.stringify(payload);
        res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8', ...headers });
        res.end(text);
      };
      const next = scripted.shift();
      if (next) return send(next.status, next.body ?? errorBody([`HTTP ${next.status}`]), next.headers);
      if (req.method === 'POST' && url.pathname === '/oauth/token') {
        const answer = oauthToken(body);
        return send(answer.status, answer.body);
      }
      if (req.method === 'GET' && url.pathname === '/oauth/token/accessible-resources') {
        const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
        if (!bearer.has(token)) return send(401, { code: 401, message: 'Unauthorized' });
        const scopes = ['read:jira-work', 'write:jira-work'];
        // Order means nothing to Atlassian: another site comes first so callers match by url.
        return send(200, [
          { id: 'aaaaaaaa-other', name: 'other', url: 'https://other.atlassian.net', scopes, avatarUrl: '' },
          { id: cloudId, name: 'acme', url: origin, scopes, avatarUrl: '' },
        ]);
      }
      const gateway = new RegExp(`^/ex/jira/${cloudId}(/.*)$`).exec(url.pathname);
      const path = gateway ? (gateway[1] as string) : url.pathname;
      const base = gateway ? `${origin}/ex/jira/${cloudId}` : origin;
      if (!authorised(authorization, gateway !== null))
        return send(
          401,
          errorBody(['You are not authenticated. Authentication required to perform this operation.']),
        );
      const answer = route(req.method ?? 'GET', path, url.searchParams, body, base);
      if (answer.status === 201 && req.method === 'POST') apiIssues.add((answer.body as { key: string }).key);
      send(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    get origin() {
      return origin;
    },
    cloudId,
    requests,
    app,
    issueCode(redirectUri) {
      const code = `code-${randomBytes(8).toString('hex')}`;
      codes.set(code, redirectUri);
      return code;
    },
    expireAccessToken(accessToken) {
      bearer.delete(accessToken);
    },
    addApiToken(email, apiToken) {
      basic.add(`${email}:${apiToken}`);
    },
    addAccessToken(accessToken) {
      bearer.add(accessToken);
    },
    addProject(key, options = {}) {
      nextId += 1;
      projects.set(key, {
        id: String(nextId),
        key,
        name: options.name ?? key,
        style: options.style ?? 'next-gen',
        noPermission: options.noPermission ?? false,
      });
    },
    addEpic(projectKey, summary) {
      return newIssue({
        projectKey,
        issueTypeId: EPIC_TYPE_ID,
        summary,
        description: null,
        parentKey: null,
        priority: null,
        duedate: null,
      }).key;
    },
    addUser(user, projectKeys) {
      users.set(user.accountId, {
        accountId: user.accountId,
        accountType: 'atlassian',
        displayName: user.displayName,
        active: true,
        self: `${origin}/rest/api/3/user?accountId=${encodeURIComponent(user.accountId)}`,
        avatarUrls: { '48x48': `${origin}/avatars/${encodeURIComponent(user.accountId)}.png` },
        ...(user.emailAddress ? { emailAddress: user.emailAddress } : {}),
        projects: new Set(projectKeys),
      });
    },
    issue: (key) => issues.get(key),
    setStatus(key, name) {
      const issue = issues.get(key);
      const status = WORKFLOW.find((w) => w.name === name);
      if (!issue || !status) throw new Error(`no issue ${key} or status ${name}`);
      const from = statusJson(issue.statusId);
      issue.statusId = status.id;
      return {
        timestamp: Date.now(),
        webhookEvent: 'jira:issue_updated',
        issue_event_type_name: 'issue_generic',
        user: { accountId: '5b10ac8d82e05b22cc7d4ef5', displayName: 'Jira Admin' },
        issue: {
          id: String(10_000 + [...issues.keys()].indexOf(key)),
          key,
          self: `${origin}/rest/api/3/issue/${key}`,
          fields: { summary: issue.summary, status: statusJson(status.id) },
        },
        changelog: {
          id: String(Date.now()),
          items: [
            {
              field: 'status',
              fieldtype: 'jira',
              fieldId: 'status',
              from: from.id,
              fromString: from.name,
              to: status.id,
              toString: status.name,
            },
          ],
        },
      };
    },
    statusOf: (key) => {
      const issue = issues.get(key);
      return issue ? statusJson(issue.statusId).name : undefined;
    },
    created: () => [...issues.values()].filter((i) => apiIssues.has(i.key)),
    script(...answers) {
      scripted.push(...answers);
    },
    reset() {
      requests.length = 0;
      scripted.length = 0;
      basic.clear();
      bearer.clear();
      projects.clear();
      issues.clear();
      users.clear();
      counters.clear();
      apiIssues.clear();
      codes.clear();
      refreshTokens.clear();
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
