import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type IntegrationDelivery,
  integrationDeliverySchema,
  projectIntegrationSchema,
} from '@expertos/domain/integration.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPlatform, createWorker, createWorkerProcess } from '../../background.js';
import { createGuardedFetch } from '../../platform/http/guarded-fetch.js';
import type { JobWorker } from '../../platform/jobs/job-worker.js';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext, testDialect } from '../../test/context.js';
import { type FakeJira, startFakeJira } from '../../test/jira-server.js';
import { createTestLogger } from '../../test/logger.js';
import { type FakeMonday, startFakeMonday } from '../../test/monday-server.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { integrationsModule } from './integrations.module.js';
import { createWebhookAdapter } from './kinds/webhook/webhook.adapter.js';

const createdSchema = z.object({ integration: projectIntegrationSchema });
/** How long the silent receiver's worker waits (the production 15 s, shortened). */
const QUICK_TIMEOUT_MS = 300;

/** A server on 127.0.0.1 that takes requests and never answers. */
async function startSilentServer() {
  const server = http.createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An HTTPS server on 127.0.0.1 whose certificate nobody signed. */
async function startSelfSignedServer() {
  const dir = mkdtempSync(path.join(tmpdir(), 'expertos-tls-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    {
      stdio: 'ignore',
    },
  );
  const server = https.createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (_req, res) =>
    res.end('ok'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on: one that was just closed. */
async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/hook`;
}

/**
 * The delivery log says why an attempt failed (docs/product.md#integrations): each failure is
 * made for real against a local server — a closed port, a receiver that never answers, a
 * certificate nobody signed, a name that does not resolve, a target the guard refuses, an
 * HTTP error — and read back from `GET …/deliveries` as `failure_reason`.
 */
describe(`delivery failure reasons on ${testDialect}`, () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let receiver: WebhookReceiver;
  let silent: Awaited<ReturnType<typeof startSilentServer>>;
  let tls: Awaited<ReturnType<typeof startSelfSignedServer>>;
  let jira: FakeJira;
  let monday: FakeMonday;
  /** Sends as the server does (ALLOW_PRIVATE_TARGETS, for the local servers). */
  let worker: JobWorker;
  /** Refuses private targets, as a server without ALLOW_PRIVATE_TARGETS does. */
  let guarded: JobWorker;
  /** Gives a receiver 300 ms instead of 15 s. */
  let quick: JobWorker;

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: people.admin.headers, ...(payload ? { payload } : {}) });
  const base = () => `/api/projects/${world.a.projectId}/integrations`;

  async function drain(w: JobWorker) {
    while (await w.runOnce()) {
      // every due job, one at a time
    }
  }

  async function connect(body: object): Promise<string> {
    const res = await call('POST', base(), body);
    expect(res.statusCode, res.body).toBe(201);
    return createdSchema.parse(res.json()).integration.uid;
  }

  /** "Send test", run by `w`, and the delivery as the log shows it. */
  async function testedBy(w: JobWorker, uid: string): Promise<IntegrationDelivery> {
    expect((await call('POST', `${base()}/${uid}/test`)).statusCode).toBe(202);
    await drain(w);
    const res = await call('GET', `${base()}/${uid}/deliveries`);
    const [delivery] = z.array(integrationDeliverySchema).parse(res.json());
    return delivery!;
  }

  beforeAll(async () => {
    [receiver, silent, tls, jira, monday] = await Promise.all([
      startWebhookReceiver(),
      startSilentServer(),
      startSelfSignedServer(),
      startFakeJira(),
      startFakeMonday(),
    ]);
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      env: { ALLOW_PRIVATE_TARGETS: 'true', MONDAY_API_URL: monday.origin },
    });
    people = await signUpPeople(ctx.app, mail);
    const logger = createTestLogger().logger;
    worker = createWorkerProcess(ctx.config, ctx.database, logger).worker;
    const strictConfig = { ...ctx.config, egress: { ...ctx.config.egress, allowPrivateTargets: false } };
    guarded = createWorkerProcess(strictConfig, ctx.database, logger).worker;
    // The integrations module alone, with a webhook adapter that waits 300 ms; it only ever
    // claims the test deliveries queued right before it runs.
    const platform = createPlatform(ctx.config, ctx.database, logger, { runsWorker: true });
    const fetch = createGuardedFetch({ allowPrivate: true });
    const only = integrationsModule(platform.deps, {
      tickets: {} as Parameters<typeof integrationsModule>[1]['tickets'],
      ticketFacts: {} as Parameters<typeof integrationsModule>[1]['ticketFacts'],
      access: {} as Parameters<typeof integrationsModule>[1]['access'],
      people: {} as Parameters<typeof integrationsModule>[1]['people'],
      reassign: {} as Parameters<typeof integrationsModule>[1]['reassign'],
      projects: {} as Parameters<typeof integrationsModule>[1]['projects'],
      standing: {} as Parameters<typeof integrationsModule>[1]['standing'],
      adapters: { webhook: createWebhookAdapter({ fetch, timeoutMs: QUICK_TIMEOUT_MS }) },
    });
    quick = createWorker(platform, [only]);
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
    receiver.reset();
  });
  afterAll(async () => {
    await ctx.close();
    await Promise.all([receiver.close(), silent.close(), tls.close(), jira.close(), monday.close()]);
  });

  describe('GET /api/projects/{projectId}/integrations/{uid}/deliveries', () => {
    it('names a closed port as connection_refused', async () => {
      const url = await closedPortUrl();
      const delivery = await testedBy(worker, await connect({ type: 'webhook', url }));
      expect(delivery).toMatchObject({
        status: 'retrying',
        response_status: null,
        failure_reason: {
          code: 'connection_refused',
          message: `could not reach ${new URL(url).origin}: ECONNREFUSED`,
        },
      });
    });

    it('names a receiver that never answers as timeout', async () => {
      const delivery = await testedBy(quick, await connect({ type: 'webhook', url: silent.url }));
      expect(delivery).toMatchObject({
        status: 'retrying',
        failure_reason: {
          code: 'timeout',
          message: `no complete answer from ${new URL(silent.url).origin} within ${QUICK_TIMEOUT_MS} ms`,
        },
      });
    });

    it('names a certificate nobody signed as tls_error', async () => {
      const delivery = await testedBy(worker, await connect({ type: 'webhook', url: tls.url }));
      expect(delivery.status).toBe('retrying');
      expect(delivery.failure_reason?.code).toBe('tls_error');
      expect(delivery.failure_reason?.message).toBe(
        `could not reach ${new URL(tls.url).origin}: DEPTH_ZERO_SELF_SIGNED_CERT`,
      );
    });

    it('names a host that does not resolve as dns_failure', async () => {
      const delivery = await testedBy(
        worker,
        await connect({ type: 'webhook', url: 'http://nowhere.invalid/hook' }),
      );
      expect(delivery).toMatchObject({
        status: 'retrying',
        failure_reason: {
          code: 'dns_failure',
          message: 'could not resolve the host of http://nowhere.invalid',
        },
      });
    });

    it('names a target the guard refuses as refused_target with its reason, and gives up at once', async () => {
      const delivery = await testedBy(guarded, await connect({ type: 'webhook', url: receiver.url }));
      expect(delivery).toMatchObject({
        status: 'failed',
        attempts: 1,
        failure_reason: { code: 'refused_target', message: 'refused: loopback address (127.0.0.1)' },
      });
      expect(receiver.received).toHaveLength(0);
    });

    it('names an HTTP error as http_status, with the status and the reply’s excerpt', async () => {
      receiver.answer({ status: 500 });
      const delivery = await testedBy(worker, await connect({ type: 'webhook', url: receiver.url }));
      expect(delivery).toMatchObject({
        status: 'retrying',
        response_status: 500,
        response_excerpt: 'thanks',
        failure_reason: { code: 'http_status', message: 'HTTP 500' },
      });
    });

    it('says nothing once a delivery arrives', async () => {
      const delivery = await testedBy(worker, await connect({ type: 'webhook', url: receiver.url }));
      expect(delivery).toMatchObject({ status: 'succeeded', failure_reason: null });
    });

    it('names the guard’s refusal through the Jira and monday clients too', async () => {
      jira.addApiToken('ops@example.com', 'jira-token-123456');
      monday.addToken('monday-token-123456');
      const jiraUid = await connect({
        type: 'jira',
        connection: {
          auth: 'api_token',
          site_url: jira.origin,
          email: 'ops@example.com',
          api_token: 'jira-token-123456',
        },
      });
      const mondayUid = await connect({
        type: 'monday',
        connection: { auth: 'api_token', api_token: 'monday-token-123456' },
      });
      // Their texts lead with the catalogue code, as the rest of their log does.
      for (const [uid, code] of [
        [jiraUid, 'jira_error'],
        [mondayUid, 'monday_error'],
      ]) {
        const delivery = await testedBy(guarded, uid!);
        expect(delivery).toMatchObject({
          status: 'failed',
          failure_reason: {
            code: 'refused_target',
            message: `${code}: refused: loopback address (127.0.0.1)`,
          },
        });
      }
    });
  });
});
