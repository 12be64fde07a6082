import { z } from 'zod';
import { webhookEventTypeSchema } from '../integration-events';
import {
  eventTypeFilterSchema,
  integrationDescriptionSchema,
  integrationReplySchema,
  integrationTargetUrlSchema,
  integrationUpdateCommon,
  secretUrlMaskSchema,
} from './common.schema';

/** A signed webhook endpoint (docs/product.md#webhooks). */

export const createWebhookIntegrationSchema = z.object({
  type: z.literal('webhook'),
  description: integrationDescriptionSchema.default(''),
  url: integrationTargetUrlSchema,
  event_types: eventTypeFilterSchema.default([]),
});

const updateWebhookIntegrationSchema = z.object({
  type: z.literal('webhook'),
  ...integrationUpdateCommon,
  url: integrationTargetUrlSchema.optional(),
  event_types: eventTypeFilterSchema.optional(),
});

/**
 * A webhook endpoint: its URL's mask and filter. The URL (a Zapier or Discord hook works as a
 * password) is stored sealed and never returned. The signing secret is never shown again after its
 * one-time reveal; while a rotation runs, the old one stays valid until `previous_secret_expires_at`.
 */
export const webhookIntegrationConfigSchema = z.object({
  url_mask: secretUrlMaskSchema,
  event_types: z.array(webhookEventTypeSchema),
  previous_secret_expires_at: z.string().nullable(),
});

/** A Standard Webhooks signing secret: `whsec_` and the base64 of 24 to 64 random bytes. */
export const webhookSigningSecretSchema = z.string().regex(/^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/);

export const webhookSchemas = {
  create: createWebhookIntegrationSchema,
  update: updateWebhookIntegrationSchema,
  reply: integrationReplySchema('webhook', webhookIntegrationConfigSchema),
};
