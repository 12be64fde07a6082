import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import type { EgressRequest, EgressResponse, GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { jiraAxiosAdapter } from './jira-fetch.js';

/**
 * The axios adapter jira.js sends through: what it hands the egress guard (the full URL, the
 * method, string headers and body) and how it settles the guard's answer. The guard here is a
 * recorder standing in for ours (the integration tests run the real one).
 */

function recorder(status = 200, body = '{"ok":true}', headers: Record<string, string> = {}) {
  const calls: { url: string; request: EgressRequest }[] = [];
  const fetch: GuardedFetch = async (url, request = {}) => {
    calls.push({ url: String(url), request });
    const answer: EgressResponse = {
      status,
      headers: new Headers({ 'content-type': 'application/json', ...headers }),
      body: Buffer.from(body),
      text: () => body,
      origin: new URL(String(url)).origin,
      redirects: 0,
      saved: null,
    };
    return answer;
  };
  return { calls, fetch };
}

const config = (overrides: Partial<InternalAxiosRequestConfig> = {}): InternalAxiosRequestConfig => ({
  baseURL: 'https://acme.atlassian.net/',
  url: '/rest/api/3/search/jql',
  method: 'get',
  headers: new AxiosHeaders({ Authorization: 'Basic abc', Accept: 'application/json' }),
  ...overrides,
});

describe('the guarded axios adapter for jira.js', () => {
  it("joins the site and the path and serialises the query with jira.js's serializer", async () => {
    const { calls, fetch } = recorder();
    const serialize = (p: Record<string, unknown>) => `jql=${String(p.jql).replace(/ /g, '+')}`;
    const answer = await jiraAxiosAdapter(fetch)(
      config({ params: { jql: 'project = MKT' }, paramsSerializer: { serialize } }),
    );
    expect(calls[0]?.url).toBe('https://acme.atlassian.net/rest/api/3/search/jql?jql=project+=+MKT');
    expect(calls[0]?.request).toMatchObject({ method: 'GET', headers: { Authorization: 'Basic abc' } });
    expect(answer.status).toBe(200);
    expect(answer.data).toBe('{"ok":true}');
  });

  it('sends the JSON string body as it is', async () => {
    const { calls, fetch } = recorder(201);
    await jiraAxiosAdapter(fetch)(config({ method: 'post', url: 'rest/api/3/issue', data: '{"fields":{}}' }));
    expect(calls[0]?.url).toBe('https://acme.atlassian.net/rest/api/3/issue');
    expect(calls[0]?.request).toMatchObject({ method: 'POST', body: '{"fields":{}}' });
  });

  it('never leaves the site for an absolute URL', async () => {
    const { calls, fetch } = recorder();
    await expect(jiraAxiosAdapter(fetch)(config({ url: 'https://elsewhere.test/steal' }))).rejects.toThrow(
      'paths only',
    );
    expect(calls).toHaveLength(0);
  });

  it('rejects a non-2xx as the AxiosError jira.js reads, with status, body and headers', async () => {
    const { fetch } = recorder(429, '{"errorMessages":["slow down"]}', { 'retry-after': '7' });
    const error = await jiraAxiosAdapter(fetch)(config()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AxiosError);
    const response = (error as AxiosError).response;
    expect(response?.status).toBe(429);
    expect(response?.data).toBe('{"errorMessages":["slow down"]}');
    expect(AxiosHeaders.from(response?.headers as AxiosHeaders).get('retry-after')).toBe('7');
  });
});
