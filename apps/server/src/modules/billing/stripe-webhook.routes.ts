import { apiErrorSchema } from '@expertos/domain/errors.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BillingService } from './billing.service.js';

/**
 * The payment provider's notices (docs/product.md#trial-and-plans). Public: the caller proves
 * itself with the `Stripe-Signature` header, an HMAC over the exact bytes of the body — so the
 * body is kept raw here (this plugin's own JSON parser), never parsed and re-serialised first.
 */
export const stripeWebhookRoutes =
  ({ billing }: { billing: BillingService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    app.post(
      '/billing/stripe/webhook',
      {
        config: { access: 'public' },
        schema: {
          tags: ['billing'],
          summary: "Stripe's signed notices: checkout completed, subscription changes, invoices",
          description:
            'Verified on the raw body; each notice is applied once, and the subscription is re-read from Stripe, so duplicates and reordering leave one state. 400 when the signature does not verify.',
          headers: z.object({ 'stripe-signature': z.string().max(4096).optional() }),
          response: {
            200: z.object({ received: z.literal(true) }),
            400: apiErrorSchema,
            409: apiErrorSchema.describe('Billing is not set up on this server (`billing_disabled`)'),
            502: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return billing.handleWebhook(raw, request.headers['stripe-signature']);
      },
    );
  };
