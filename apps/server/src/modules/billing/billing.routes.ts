import {
  billingSummarySchema,
  checkoutSessionInputSchema,
  enterpriseContactInputSchema,
  enterpriseContactReplySchema,
  invoiceListSchema,
  redirectUrlSchema,
  subscriptionReplySchema,
  updateSeatsInputSchema,
  verifyCheckoutInputSchema,
} from '@expertos/domain/billing.schema';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { workspaceParams } from '../../platform/params.js';
import type { BillingRepository } from './billing.repository.js';
import type { BillingService } from './billing.service.js';

const tags = ['billing'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
};

/** The spec's checkout routes name the workspace in the body (a string, or nothing). */
const workspaceInBody = async (request: { body: unknown }) => {
  const body = request.body as { workspaceId?: unknown } | null | undefined;
  return typeof body?.workspaceId === 'string' && body.workspaceId.length <= 64 ? body.workspaceId : null;
};

/**
 * Plans and billing (docs/product.md#trial-and-plans): workspace admins only, and never locked —
 * a workspace whose trial is over must still be able to pay. Every member reads the plan's
 * standing in the workspace's own reply (`GET /workspaces/{id}`).
 */
export const billingRoutes =
  ({
    billing,
    repository,
  }: {
    billing: BillingService;
    repository: BillingRepository;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/workspaces/:workspaceId/billing';

    app.get(
      base,
      {
        config: { access: 'workspaceAdmin', scope: 'session' },
        schema: {
          tags,
          summary: 'The billing page: plan, trial, subscription, seats and checkout prices (admins)',
          params: workspaceParams,
          response: { 200: billingSummarySchema, ...errors },
        },
      },
      async (request) => billing.summary(contextOf(request, 'workspaceAdmin').membership.workspaceId),
    );

    app.get(
      '/subscriptions/:subscriptionId',
      {
        config: {
          access: 'workspaceAdmin',
          scope: 'session',
          // The subscription names its workspace; one nobody recorded is refused like a stranger's.
          workspaceOf: async (request) => {
            const { subscriptionId } = request.params as { subscriptionId?: unknown };
            return typeof subscriptionId === 'string'
              ? repository.workspaceOfSubscription(subscriptionId)
              : null;
          },
        },
        schema: {
          tags,
          summary: "The subscription's plan state, read live from the payment provider (admins)",
          description: 'A failed lookup is logged as "Couldn\'t fetch subscription" and answered 502.',
          params: z.object({ subscriptionId: z.string().min(1).max(255) }),
          response: { 200: subscriptionReplySchema, ...errors },
        },
      },
      async (request) =>
        billing.subscription(
          contextOf(request, 'workspaceAdmin').membership.workspaceId,
          request.params.subscriptionId,
        ),
    );

    app.post(
      '/subscriptions/create-checkout-session',
      {
        config: { access: 'workspaceAdmin', scope: 'session', plan: 'exempt', workspaceOf: workspaceInBody },
        schema: {
          tags,
          summary: "Opens the payment provider's checkout for the Business plan (admins)",
          description:
            'The body names prices by id; the server checks them, the seats and the return addresses against the catalogue and this app, and decides the trial days itself.',
          body: checkoutSessionInputSchema,
          response: { 200: redirectUrlSchema, ...errors },
        },
      },
      async (request) => {
        const { user, membership } = contextOf(request, 'workspaceAdmin');
        return billing.createCheckout(user, membership.workspaceId, request.body);
      },
    );

    app.post(
      '/subscriptions/verify-checkout-session',
      {
        config: { access: 'workspaceAdmin', scope: 'session', plan: 'exempt', workspaceOf: workspaceInBody },
        schema: {
          tags,
          summary:
            'Confirms a finished checkout (the /verify-subscription page) and answers the billing page',
          body: verifyCheckoutInputSchema,
          response: { 200: billingSummarySchema, ...errors },
        },
      },
      async (request) =>
        billing.verifyCheckout(
          contextOf(request, 'workspaceAdmin').membership.workspaceId,
          request.body.sessionId,
        ),
    );

    app.put(
      `${base}/seats`,
      {
        config: { access: 'workspaceAdmin', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Extra seats on the live subscription, prorated (admins)',
          params: workspaceParams,
          body: updateSeatsInputSchema,
          response: { 200: billingSummarySchema, ...errors, 402: apiErrorSchema },
        },
      },
      async (request) =>
        billing.updateSeats(
          contextOf(request, 'workspaceAdmin').membership.workspaceId,
          request.body.extra_seats,
        ),
    );

    app.post(
      `${base}/portal`,
      {
        config: { access: 'workspaceAdmin', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: "Opens the payment provider's customer portal: cards, invoices, cancelling (admins)",
          params: workspaceParams,
          body: z.object({}).strict().optional(),
          response: { 200: redirectUrlSchema, ...errors },
        },
      },
      async (request) => billing.portal(contextOf(request, 'workspaceAdmin').membership.workspaceId),
    );

    app.get(
      `${base}/invoices`,
      {
        config: { access: 'workspaceAdmin', scope: 'session' },
        schema: {
          tags,
          summary: "The workspace's invoices, newest first (admins)",
          params: workspaceParams,
          response: { 200: invoiceListSchema, ...errors },
        },
      },
      async (request) => ({
        invoices: await billing.invoices(contextOf(request, 'workspaceAdmin').membership.workspaceId),
      }),
    );

    app.post(
      `${base}/contact`,
      {
        config: { access: 'workspaceAdmin', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: "The Enterprise card's contact form, sent to sales by e-mail (admins)",
          params: workspaceParams,
          body: enterpriseContactInputSchema,
          response: { 202: enterpriseContactReplySchema, ...errors },
        },
      },
      async (request, reply) => {
        const { user, membership } = contextOf(request, 'workspaceAdmin');
        await billing.contact(membership.workspaceId, user, request.body);
        return reply.code(202).send({ sent: true as const });
      },
    );
  };
