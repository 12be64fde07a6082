import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEgressAgents } from './egress-agent.js';
import { EgressRefusedError } from './egress-errors.js';
import type { Resolver } from './egress-target.js';

/** The agents as a client library uses them: plain http.request with `agent`, against a counting canary. */
let canary: http.Server;
let port: number;
let hits = 0;

beforeAll(async () => {
  canary = http.createServer((_req, res) => {
    hits++;
    res.end('canary');
  });
  await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', () => resolve()));
  port = (canary.address() as AddressInfo).port;
});
afterAll(async () => {
  canary.closeAllConnections();
  await new Promise((resolve) => canary.close(resolve));
});
afterEach(() => {
  hits = 0;
});

function get(url: string, agent: http.Agent): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    client
      .get(url, { agent }, (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

const calls: string[] = [];
const resolve: Resolver = async (hostname) => {
  calls.push(hostname);
  if (hostname === 'canary.test') return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
};

describe('createEgressAgents', () => {
  it.each([
    'http://127.0.0.1:{port}/',
    'http://2130706433:{port}/',
    'http://[::ffff:127.0.0.1]:{port}/',
    'http://canary.test:{port}/',
    'http://localhost:{port}/',
    'https://127.0.0.1:{port}/',
    'https://canary.test:{port}/',
  ])('refuses %s before connecting', async (template) => {
    const url = template.replace('{port}', String(port));
    const agents = createEgressAgents({ resolve: url.includes('localhost') ? undefined : resolve });
    const agent = url.startsWith('https:') ? agents.https : agents.http;
    await expect(get(url, agent)).rejects.toBeInstanceOf(EgressRefusedError);
    expect(hits).toBe(0);
  });

  it('reaches a local server with allowPrivate, resolving the name once per connection', async () => {
    calls.length = 0;
    const agents = createEgressAgents({ allowPrivate: true, resolve });
    expect(await get(`http://canary.test:${port}/`, agents.http)).toBe('canary');
    expect(await get(`http://127.0.0.1:${port}/`, agents.http)).toBe('canary');
    expect(calls).toEqual(['canary.test']);
    expect(hits).toBe(2);
    agents.http.destroy();
  });
});
