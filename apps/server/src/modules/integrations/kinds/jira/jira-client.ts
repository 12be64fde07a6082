import {
  DELIVERY_RESPONSE_EXCERPT_MAX,
  type JiraIntegrationConfig,
  type JiraSecret,
} from '@expertos/domain/integration.schema';
import {
  JIRA_STATUS_CATEGORIES,
  type JiraStatusCategory,
  type JiraTransitionChoice,
} from '@expertos/domain/jira-status';
import { HttpException, Version3Client } from 'jira.js';
import { EgressError } from '../../../../platform/http/egress-errors.js';
import type { EgressOptions, GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { parseRetryAfter } from '../../../../platform/http/retry-after.js';
import { jiraAxiosAdapter } from './jira-fetch.js';
import type { JiraIssueFields } from './jira-issue.js';

/**
 * Our wrapper over `jira.js` 5 (`Version3Client`; v6 needs Node 22): the few calls the Jira
 * integration makes (providers/jira.md §2), each through the egress guard, and one error type
 * whose `code` is the catalogue's: a credential Jira refuses (401, 403) is `jira_token_error`,
 * anything else `jira_error` (docs/product.md#messages). The client never retries and never
 * waits out a 429: it says how long Jira asked for, and the delivery job owns the schedule.
 */

/** Atlassian's API gateway, where OAuth (3LO) calls go: `<base>/ex/jira/{cloudid}/rest/api/3/…`. */
export const ATLASSIAN_API_URL = 'https://api.atlassian.com';
const JIRA_TIMEOUT_MS = 15_000;
/** A page of projects or epics is tens of KB; nothing near this is expected. */
const JIRA_MAX_ANSWER_BYTES = 2 * 1024 * 1024;

export type JiraErrorCode = 'jira_token_error' | 'jira_error';

export class JiraError extends Error {
  constructor(
    readonly code: JiraErrorCode,
    message: string,
    readonly details: {
      /** Jira's HTTP status, when it answered. */
      status: number | null;
      /** Jira's `errorMessages` and `errors`, secret-free and cut short, for the delivery log. */
      excerpt: string | null;
      /** Another try may work (429, 5xx, a timeout); false when the same call fails again. */
      transient: boolean;
      /** The wait Jira asked for (429/503 Retry-After), in ms. */
      retryAfterMs?: number;
      /** The egress guard refused the site: nothing was sent. */
      refused?: boolean;
    },
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'JiraError';
  }
}

export interface JiraCreatedIssue {
  id: string;
  key: string;
  /** The REST address Jira gave (`…/rest/api/3/issue/10001`). */
  self: string;
  /** Where a person opens it: `<site>/browse/<key>`. */
  url: string;
}
export interface JiraProject {
  id: string;
  key: string;
  name: string;
  /** `classic` (company-managed) or `next-gen` (team-managed). */
  style: string | null;
}
export interface JiraIssueType {
  id: string;
  name: string;
  subtask: boolean;
  /** 1 epic, 0 standard, -1 subtask. */
  hierarchyLevel: number | null;
}
export interface JiraEpic {
  key: string;
  summary: string;
}

export interface JiraIssueSummary {
  key: string;
  summary: string;
  /** The epic (or parent) it sits under, or null. */
  parentKey: string | null;
}

/** An issue's workflow status as Jira has it now. */
export interface JiraIssueStatus {
  name: string;
  category: JiraStatusCategory | null;
}

/** A Jira user as the assignee pickers need them (providers/jira.md). */
export interface JiraUser {
  accountId: string;
  displayName: string;
  /** Hidden by most Jira profiles' privacy settings: often null. */
  email: string | null;
  active: boolean;
}

function userOf(value: unknown): JiraUser | null {
  const user = (value ?? {}) as {
    accountId?: unknown;
    displayName?: unknown;
    emailAddress?: unknown;
    active?: unknown;
    accountType?: unknown;
  };
  if (typeof user.accountId !== 'string' || !user.accountId) return null;
  // Apps and customers (service desk) are not people who take issues.
  if (user.accountType !== undefined && user.accountType !== 'atlassian') return null;
  return {
    accountId: user.accountId,
    displayName: typeof user.displayName === 'string' && user.displayName ? user.displayName : user.accountId,
    email: typeof user.emailAddress === 'string' && user.emailAddress ? user.emailAddress : null,
    active: user.active !== false,
  };
}

export interface JiraClient {
  createIssue(fields: JiraIssueFields): Promise<JiraCreatedIssue>;
  /** Where the issue is in its workflow (404 → jira_error). */
  issueStatus(key: string): Promise<JiraIssueStatus>;
  /** The transitions the issue's workflow offers from where it is. */
  transitions(key: string): Promise<JiraTransitionChoice[]>;
  /** Moves the issue along one of those transitions. */
  transition(key: string, transitionId: string): Promise<void>;
  /** An issue and its parent, as Jira now has it (404 → jira_error). */
  getIssue(key: string): Promise<JiraIssueSummary>;
  listProjects(query?: string): Promise<JiraProject[]>;
  issueTypes(projectKey: string): Promise<JiraIssueType[]>;
  /** The project's epics, newest first (one page: a picker, not an export). */
  searchEpics(projectKey: string): Promise<JiraEpic[]>;
  /** The active people who may be assigned the project's issues (one page of 100). */
  assignableUsers(projectKey: string): Promise<JiraUser[]>;
  /** One user by account id; null when Jira knows no such user (404). */
  user(accountId: string): Promise<JiraUser | null>;
}

export interface JiraClientOptions {
  /** The server's guarded fetch (ALLOW_PRIVATE_TARGETS applied). */
  fetch: GuardedFetch;
  config: Pick<JiraIntegrationConfig, 'site_url' | 'cloud_id'>;
  secret: JiraSecret;
  /** Atlassian's API gateway for OAuth connections; tests point it at a local stand-in. */
  atlassianApiUrl?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  now?: () => Date;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Where the REST calls go: the site itself for an API token, the gateway for OAuth. */
export function jiraApiHost(
  config: Pick<JiraIntegrationConfig, 'site_url' | 'cloud_id'>,
  secret: JiraSecret,
  atlassianApiUrl = ATLASSIAN_API_URL,
): string {
  if (secret.auth === 'api_token') return trimSlash(config.site_url);
  if (!config.cloud_id)
    throw new JiraError('jira_error', 'no cloud id for an OAuth connection', noAnswer(false));
  return `${trimSlash(atlassianApiUrl)}/ex/jira/${encodeURIComponent(config.cloud_id)}`;
}

const noAnswer = (transient: boolean) => ({ status: null, excerpt: null, transient });

/** The connection's own secrets, never to be shown in an excerpt. */
function secretsOf(secret: JiraSecret): string[] {
  const values =
    secret.auth === 'api_token'
      ? [secret.api_token, Buffer.from(`${secret.email}:${secret.api_token}`).toString('base64')]
      : [secret.access_token, secret.refresh_token ?? ''];
  return values.filter((value) => value.length >= 8);
}

/** Jira's ErrorCollection (`{errorMessages:[…], errors:{field: message}}`) as one line. */
export function jiraErrorExcerpt(body: unknown, secrets: readonly string[] = []): string | null {
  let text: string;
  if (body && typeof body === 'object') {
    const { errorMessages, errors } = body as { errorMessages?: unknown; errors?: unknown };
    const parts: string[] = [];
    if (Array.isArray(errorMessages)) for (const m of errorMessages) if (typeof m === 'string') parts.push(m);
    if (errors && typeof errors === 'object')
      for (const [field, m] of Object.entries(errors))
        if (typeof m === 'string') parts.push(`${field}: ${m}`);
    text = parts.length > 0 ? parts.join('; ') : JSON.stringify(body);
  } else if (typeof body === 'string') text = body;
  else return null;
  for (const secret of secrets) text = text.split(secret).join('[redacted]');
  text = text.replace(/\s+/g, ' ').trim();
  return text.slice(0, DELIVERY_RESPONSE_EXCERPT_MAX) || null;
}

/** Whatever jira.js threw, as a JiraError. */
export function toJiraError(caught: unknown, secret: JiraSecret, now: Date): JiraError {
  if (caught instanceof JiraError) return caught;
  const egress = findEgressError(caught);
  if (egress) {
    const refused = egress.code === 'refused';
    return new JiraError('jira_error', egress.message, { ...noAnswer(!refused), refused }, { cause: egress });
  }
  if (caught instanceof HttpException && caught.cause && typeof caught.cause === 'object') {
    const response = (caught.cause as { response?: { status?: unknown; data?: unknown; headers?: unknown } })
      .response;
    if (response && typeof response.status === 'number') {
      const status = response.status;
      const excerpt = jiraErrorExcerpt(response.data, secretsOf(secret));
      const headers = response.headers as { get?: (name: string) => unknown } | Record<string, unknown>;
      const header =
        typeof headers?.get === 'function'
          ? headers.get('retry-after')
          : (headers as Record<string, unknown>)?.['retry-after'];
      const retryAfterMs =
        status === 429 || status === 503
          ? parseRetryAfter(typeof header === 'string' ? header : null, now)
          : undefined;
      // 401: the token is wrong, revoked or expired; 403: it is valid but may not do this.
      // Either way only a new credential helps: the spec's token error.
      const code: JiraErrorCode = status === 401 || status === 403 ? 'jira_token_error' : 'jira_error';
      const transient = status === 408 || status === 429 || status >= 500;
      return new JiraError(
        code,
        `Jira answered HTTP ${status}`,
        { status, excerpt, transient, ...(retryAfterMs !== undefined ? { retryAfterMs } : {}) },
        { cause: caught },
      );
    }
  }
  // No answer at all (a broken connection inside axios, an unreadable reply): worth a retry.
  return new JiraError('jira_error', 'Jira did not answer as expected', noAnswer(true), { cause: caught });
}

function findEgressError(caught: unknown): EgressError | null {
  let current: unknown = caught;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (current instanceof EgressError) return current;
    // jira.js wraps a non-axios error as HttpException(error): the error is its `response`.
    const response = (current as { response?: unknown }).response;
    if (response instanceof EgressError) return response;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** A status object of Jira's answers (`{name, statusCategory: {key}}`), read defensively. */
function statusOf(value: unknown): JiraIssueStatus {
  const status = (value ?? {}) as { name?: unknown; statusCategory?: { key?: unknown } };
  const key = status.statusCategory?.key;
  return {
    name: typeof status.name === 'string' ? status.name : '',
    category: (JIRA_STATUS_CATEGORIES as readonly unknown[]).includes(key)
      ? (key as JiraStatusCategory)
      : null,
  };
}

export function createJiraClient(options: JiraClientOptions): JiraClient {
  const { config, secret } = options;
  const now = options.now ?? (() => new Date());
  const egress: EgressOptions = {
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? JIRA_TIMEOUT_MS,
    maxBytes: JIRA_MAX_ANSWER_BYTES,
  };
  const host = jiraApiHost(config, secret, options.atlassianApiUrl);
  const baseRequestConfig = {
    adapter: jiraAxiosAdapter(options.fetch, egress),
    // The guard caps and pins every hop; axios must not follow on its own.
    maxRedirects: 0,
  };
  const client =
    secret.auth === 'api_token'
      ? new Version3Client({
          host,
          authentication: { basic: { email: secret.email, apiToken: secret.api_token } },
          baseRequestConfig,
        })
      : new Version3Client({
          host,
          // With `host` and no refresh token, cloud id or site URL, jira.js sends the bearer
          // token straight to `host` (no accessible-resources lookup); refreshing is ours to do.
          authentication: { oauth2: { accessToken: secret.access_token } },
          baseRequestConfig,
        });
  const site = trimSlash(config.site_url);

  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (caught) {
      throw toJiraError(caught, secret, now());
    }
  }

  return {
    createIssue: (fields) =>
      call(async () => {
        const created = await client.issues.createIssue({ fields });
        if (!created?.key || !created.id)
          throw new JiraError('jira_error', 'Jira created no issue key', noAnswer(false));
        return {
          id: String(created.id),
          key: created.key,
          self: created.self ?? '',
          url: `${site}/browse/${encodeURIComponent(created.key)}`,
        };
      }),
    issueStatus: (key) =>
      call(async () => {
        const issue = await client.issues.getIssue({ issueIdOrKey: key, fields: ['status'] });
        return statusOf((issue.fields as { status?: unknown } | undefined)?.status);
      }),
    transitions: (key) =>
      call(async () => {
        const answer = await client.issues.getTransitions({ issueIdOrKey: key });
        return (answer.transitions ?? []).flatMap((t) =>
          t.id ? [{ id: String(t.id), to: statusOf(t.to) }] : [],
        );
      }),
    transition: (key, transitionId) =>
      call(async () => {
        await client.issues.doTransition({ issueIdOrKey: key, transition: { id: transitionId } });
      }),
    getIssue: (key) =>
      call(async () => {
        const issue = await client.issues.getIssue({
          issueIdOrKey: key,
          fields: ['summary', 'issuetype', 'parent'],
        });
        const fields = (issue.fields ?? {}) as { summary?: unknown; parent?: { key?: unknown } };
        return {
          key: String(issue.key),
          summary: String(fields.summary ?? ''),
          parentKey: typeof fields.parent?.key === 'string' ? fields.parent.key : null,
        };
      }),
    listProjects: (query) =>
      call(async () => {
        const page = await client.projects.searchProjects({ maxResults: 100, ...(query ? { query } : {}) });
        return (page.values ?? []).map((p) => ({
          id: String(p.id),
          key: String(p.key),
          name: String(p.name),
          style: typeof p.style === 'string' ? p.style : null,
        }));
      }),
    issueTypes: (projectKey) =>
      call(async () => {
        const page = await client.issues.getCreateIssueMetaIssueTypes({ projectIdOrKey: projectKey });
        const types = (page as { issueTypes?: unknown[] }).issueTypes ?? [];
        return types.map((t) => {
          const type = t as { id?: unknown; name?: unknown; subtask?: unknown; hierarchyLevel?: unknown };
          return {
            id: String(type.id),
            name: String(type.name),
            subtask: type.subtask === true,
            hierarchyLevel: typeof type.hierarchyLevel === 'number' ? type.hierarchyLevel : null,
          };
        });
      }),
    searchEpics: (projectKey) =>
      call(async () => {
        if (!/^[A-Z][A-Z0-9_]*$/.test(projectKey))
          throw new JiraError('jira_error', 'not a Jira project key', noAnswer(false));
        // `fields` explicitly: without it the enhanced search answers only id, key and self.
        const result = await client.issueSearch.searchForIssuesUsingJqlEnhancedSearch({
          jql: `project = ${projectKey} AND issuetype = Epic ORDER BY created DESC`,
          fields: ['summary', 'status'],
          maxResults: 100,
        });
        return (result.issues ?? []).map((issue) => ({
          key: String(issue.key),
          summary: String((issue.fields as { summary?: unknown } | undefined)?.summary ?? ''),
        }));
      }),
    assignableUsers: (projectKey) =>
      call(async () => {
        const users = await client.userSearch.findAssignableUsers({ project: projectKey, maxResults: 100 });
        return (Array.isArray(users) ? users : [])
          .map(userOf)
          .filter((user): user is JiraUser => user?.active === true);
      }),
    user: async (accountId) => {
      try {
        return await call(async () => userOf(await client.users.getUser({ accountId })));
      } catch (error) {
        // Jira's 404: no such user, or not one this account may see. Either way: nobody.
        if (error instanceof JiraError && error.details.status === 404) return null;
        throw error;
      }
    },
  };
}
