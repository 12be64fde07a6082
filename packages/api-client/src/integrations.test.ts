import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import {
  createIntegration,
  deleteIntegration,
  listIntegrationDeliveries,
  listIntegrations,
  retryDelivery,
  rotateIntegrationSecret,
  testIntegration,
  updateIntegration,
} from './integrations';
import { type LocalServer, startLocalServer } from './testing/local-server';

const at = '2026-01-05T10:00:00.000Z';
const webhook = {
  uid: 'i1',
  project_uid: 'p1',
  type: 'webhook',
  description: 'CRM',
  enabled: true,
  disabled_reason: null,
  state: 'connected',
  last_delivery_at: null,
  created_at: at,
  updated_at: at,
  config: { url_mask: 'https://hooks.example.com/…k3Yz', event_types: [], previous_secret_expires_at: null },
};
const delivery = {
  uid: 'd1',
  project_integration_uid: 'i1',
  type: 'webhook',
  event_type: 'integration.test',
  message_id: 'msg_1',
  ticket_uid: null,
  status: 'pending',
  attempts: 0,
  max_attempts: 8,
  next_attempt_at: at,
  last_attempt_at: null,
  response_status: null,
  response_excerpt: null,
  failure_reason: null,
  created_at: at,
};
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer({
    // A stray secret in a reply must not reach the page: the schema drops unknown fields.
    'GET /api/projects/p1/integrations': () => ({ json: [{ ...webhook, signing_secret: 'whsec_leak' }] }),
    'GET /api/projects/bad/integrations': () => ({ json: [{ ...webhook, state: 'weird' }] }),
    'POST /api/projects/p1/integrations': () => ({
      status: 201,
      json: { integration: webhook, signing_secret: SECRET },
    }),
    'PUT /api/projects/p1/integrations/i1': (req) => ({ json: { ...webhook, ...JSON.parse(req.body) } }),
    'DELETE /api/projects/p1/integrations/i1': () => ({ json: { ok: true } }),
    'POST /api/projects/p1/integrations/i1/test': () => ({ status: 202, json: delivery }),
    'POST /api/projects/p1/integrations/i1/rotate-secret': () => ({
      json: { integration: webhook, signing_secret: SECRET },
    }),
    'GET /api/projects/p1/integrations/i1/deliveries': () => ({ json: [delivery] }),
    'POST /api/projects/p1/integration-deliveries/d1/retry': () => ({ json: delivery }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

const client = () =>
  createApiClient({ baseUrl: `${server.origin}/api`, tokens: { getToken: async () => 'tok' } });

describe('a brand’s integrations', () => {
  it('lists them, with nothing secret passed on', async () => {
    const [first] = await listIntegrations(client(), 'p1');
    expect(first).toEqual(webhook);
    expect(first).not.toHaveProperty('signing_secret');
  });

  it('refuses a reply that does not match the contract', async () => {
    await expect(listIntegrations(client(), 'bad')).rejects.toMatchObject({ code: 'internal_error' });
  });

  it('connects one and answers its signing secret', async () => {
    const body = { type: 'webhook' as const, url: 'https://hooks.example.com/in', event_types: [] };
    await expect(createIntegration(client(), 'p1', body)).resolves.toEqual({
      integration: webhook,
      signing_secret: SECRET,
    });
    expect(JSON.parse(server.hits('/api/projects/p1/integrations')[0]?.body ?? '')).toEqual(body);
  });

  it('changes, tests, rotates and disconnects', async () => {
    await expect(
      updateIntegration(client(), 'p1', 'i1', { type: 'webhook', enabled: false }),
    ).resolves.toMatchObject({ enabled: false });
    await expect(testIntegration(client(), 'p1', 'i1')).resolves.toEqual(delivery);
    await expect(rotateIntegrationSecret(client(), 'p1', 'i1')).resolves.toMatchObject({
      signing_secret: SECRET,
    });
    await expect(deleteIntegration(client(), 'p1', 'i1')).resolves.toEqual({ ok: true });
  });

  it('reads the delivery log and retries a delivery', async () => {
    await expect(listIntegrationDeliveries(client(), 'p1', 'i1')).resolves.toEqual([delivery]);
    await expect(retryDelivery(client(), 'p1', 'd1')).resolves.toEqual(delivery);
    expect(server.hits('/api/projects/p1/integration-deliveries/d1/retry')).toHaveLength(1);
  });
});
