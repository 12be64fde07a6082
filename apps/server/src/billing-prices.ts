import Stripe from 'stripe';
import { ensureStripeCatalogue } from './modules/billing/stripe-catalogue.js';

/**
 * `npm run billing:prices`: creates the Business plan's prices in the Stripe account of
 * STRIPE_SECRET_KEY (once; a second run finds them) and prints the settings to add.
 * STRIPE_API_BASE points it elsewhere (a proxy, a local stand-in), as it does the server.
 */
async function main() {
  const key = process.env.STRIPE_SECRET_KEY;
  if (!key)
    throw new Error('Set STRIPE_SECRET_KEY (a secret key of your Stripe account, sk_test_… or sk_live_…).');
  const base = process.env.STRIPE_API_BASE ? new URL(process.env.STRIPE_API_BASE) : undefined;
  const stripe = new Stripe(key, {
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  const settings = await ensureStripeCatalogue(stripe);
  console.log("# Add these to the server's environment:");
  for (const [name, id] of Object.entries(settings)) console.log(`${name}=${id}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
