import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { FAKE_STRIPE_PRICES, type FakeStripe, startFakeStripe } from '../apps/server/src/test/stripe-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEBHOOK_SECRET = 'whsec_e2e_billing_secret';

/** The billing journeys' own server: the built app with Stripe on, next to the Stripe stand-in. */
export const BILLING_PORT = Number(process.env.E2E_PORT ?? 4310) + 20;
export const BILLING_URL = `http://localhost:${BILLING_PORT}`;

export interface BillingServer {
  fake: FakeStripe;
  /** Sets a workspace's age, as if it had been made `days` ago (the trial rule reads it). */
  ageWorkspace(name: string, days: number): void;
  stop(): Promise<void>;
}

/**
 * Starts the production build on a fresh SQLite database with billing on (the other journeys'
 * server runs without billing, as a self-hoster's would), sending its mail to the journeys'
 * mail catcher and its Stripe calls to the stand-in, whose signed notices come back to it.
 */
export async function startBillingServer(): Promise<BillingServer> {
  const fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  fake.setWebhookUrl(`http://127.0.0.1:${BILLING_PORT}/api/billing/stripe/webhook`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-e2e-billing-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(BILLING_PORT),
      PUBLIC_URL: BILLING_URL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 4325}`,
      MAIL_FROM: 'Expertos <no-reply@expertos.test>',
      JOBS_POLL_MS: '200',
      RATE_LIMIT_MAX: '5000',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
      STRIPE_PRICE_BUSINESS_MONTH: FAKE_STRIPE_PRICES.business.month,
      STRIPE_PRICE_BUSINESS_YEAR: FAKE_STRIPE_PRICES.business.year,
      STRIPE_PRICE_SEAT_MONTH: FAKE_STRIPE_PRICES.seat.month,
      STRIPE_PRICE_SEAT_YEAR: FAKE_STRIPE_PRICES.seat.year,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${BILLING_PORT}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the billing server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    fake,
    ageWorkspace(name, days) {
      const db = new Database(path.join(dataDir, 'app.db'));
      try {
        db.pragma('busy_timeout = 5000');
        const created = new Date(Date.now() - days * 86_400_000 - 60_000).toISOString();
        const changed = db.prepare('update workspaces set created_at = ? where name = ?').run(created, name);
        if (changed.changes !== 1) throw new Error(`no workspace named ${name}`);
      } finally {
        db.close();
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await fake.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
