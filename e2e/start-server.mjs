// Starts the built server for the end-to-end tests on a fresh, empty data directory,
// and removes that directory when the server stops.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailCatcher } from './mail-catcher.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-e2e-'));
const port = process.env.E2E_PORT ?? '4310';
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4325);
const mailHttpPort = Number(process.env.E2E_MAIL_PORT ?? 4326);
const catcher = await startMailCatcher({ smtpPort, httpPort: mailHttpPort });

const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Expertos <no-reply@expertos.test>',
    JOBS_POLL_MS: '200',
    // One process, not the cluster `npm start` runs on every core: the primary and two API
    // processes cost the journeys' server 40 s of CPU where one costs 18 s (4 journeys, 2 cores),
    // time the browsers need. The cluster has journeys of its own (scale/many-processes.spec.ts).
    WEB_CONCURRENCY: '1',
    // Every simulated person (two workers, several browsers each, polling the bell and the
    // timer) calls from 127.0.0.1: one address would hit the per-address limit real users never share.
    RATE_LIMIT_MAX: '5000',
    // The same for sign-ups and resends: every journey signs its people up from 127.0.0.1.
    AUTH_RATE_LIMIT_MAX: '1000',
    // The integrations journey's webhook receiver and Slack stand-in listen on 127.0.0.1, which
    // the egress guard refuses otherwise (docs/architecture.md#egress-guard).
    ALLOW_PRIVATE_TARGETS: 'true',
    // monday.com's fixed API origin stands in the monday journey's local monday (e2e/monday.spec.ts).
    MONDAY_API_URL: `http://127.0.0.1:${Number(port) + 7}`,
    // An Atlassian OAuth app, so the Jira journey sees "Connect with Atlassian" offered (its
    // consent flow itself is tested against the local Jira in jira-install.routes.int.test.ts).
    JIRA_CLIENT_ID: 'e2e-atlassian-app',
    JIRA_CLIENT_SECRET: 'e2e-atlassian-secret',
    // "Continue with Google": the provider journey starts an OpenID Connect stand-in there
    // (e2e/provider-sign-in.spec.ts; its client is the stand-in's own).
    AUTH_GOOGLE_CLIENT_ID: 'expertos-google',
    AUTH_GOOGLE_CLIENT_SECRET: 'secret-of-google-stand-in',
    AUTH_GOOGLE_ISSUER: `http://127.0.0.1:${Number(port) + 11}`,
    // Single sign-on's domains are looked up at the DNS stand-in the SSO journey starts there
    // (e2e/single-sign-on.spec.ts); nothing else asks DNS for TXT records.
    SSO_DNS_SERVERS: `127.0.0.1:${Number(port) + 12}`,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  },
});

const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', async (code) => {
  cleanup();
  await catcher.close();
  process.exit(code ?? 0);
});
