import path from 'node:path';
import Database from 'better-sqlite3';
import { FAKE_STRIPE_PRICES, type FakeStripe, startFakeStripe } from '../apps/server/src/test/stripe-server';
import { startAppServer } from './app-server';

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
 * server runs without billing, as a self-hoster's would), its Stripe calls going to the
 * stand-in, whose signed notices come back to it.
 */
export async function startBillingServer(): Promise<BillingServer> {
  const fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  fake.setWebhookUrl(`http://127.0.0.1:${BILLING_PORT}/api/billing/stripe/webhook`);
  const server = await startAppServer(BILLING_PORT, {
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
    STRIPE_PRICE_BUSINESS_MONTH: FAKE_STRIPE_PRICES.business.month,
    STRIPE_PRICE_BUSINESS_YEAR: FAKE_STRIPE_PRICES.business.year,
    STRIPE_PRICE_SEAT_MONTH: FAKE_STRIPE_PRICES.seat.month,
    STRIPE_PRICE_SEAT_YEAR: FAKE_STRIPE_PRICES.seat.year,
  });
  return {
    fake,
    ageWorkspace(name, days) {
      const db = new Database(path.join(server.dataDir, 'app.db'));
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
      await server.stop();
      await fake.close();
    },
  };
}
