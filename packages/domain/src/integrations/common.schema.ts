import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, webhookEventTypeSchema } from '../integration-events';
import { httpUrlSchema } from '../url';

/**
 * What every kind's schemas share (docs/product.md#integrations): the description, the event
 * filter, a URL we send to, the state every reply carries. The kinds' own parts are beside this
 * file, one per kind; `../integration.schema.ts` composes them.
 */

export const INTEGRATION_DESCRIPTION_MAX = 500;
export const integrationDescriptionSchema = z.string().trim().max(INTEGRATION_DESCRIPTION_MAX);

/** Which events an endpoint hears; empty (or left out) means all of them. */
export const eventTypeFilterSchema = z
  .array(webhookEventTypeSchema)
  .max(WEBHOOK_EVENT_TYPES.length)
  .refine((list) => new Set(list).size === list.length, { message: 'Each event type may appear once' });

/**
 * An address we send to. User names and passwords in it are refused: the egress guard never
 * sends them, and Standard Webhooks signatures authenticate us. (The URL itself is kept sealed.)
 */
export const integrationTargetUrlSchema = httpUrlSchema.refine(
  (value) => !/^[a-z]+:\/\/[^/?#]*@/i.test(value),
  {
    message: 'The address may not contain a user name or password',
  },
);

/**
 * What a brand admin sees of a URL that is itself a credential (a webhook's, Slack's incoming
 * webhook): `https://host/…` and its last 4 characters, never the path or query that carry the
 * token; null for everyone else, who see only that the integration exists.
 */
export const secretUrlMaskSchema = z.string().nullable();

/** What every update may change; the rest of an update is its kind's. */
export const integrationUpdateCommon = {
  enabled: z.boolean().optional(),
  description: integrationDescriptionSchema.optional(),
};

// ---------------------------------------------------------------------------------------------
// Integration state
// ---------------------------------------------------------------------------------------------

/**
 * What the integrations page shows for each: `off` when switched off (by an admin, or by a
 * 410 Gone from the target), `failing` while its latest delivery did not succeed, else
 * `connected`.
 */
export const INTEGRATION_STATES = ['connected', 'failing', 'off'] as const;
export type IntegrationState = (typeof INTEGRATION_STATES)[number];
export const integrationStateSchema = z.enum(INTEGRATION_STATES);

/** Why an integration was switched off, when it was not the admin's choice. */
export const INTEGRATION_DISABLED_REASONS = ['admin', 'gone'] as const;
export type IntegrationDisabledReason = (typeof INTEGRATION_DISABLED_REASONS)[number];

const integrationCommon = {
  uid: z.string(),
  project_uid: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  disabled_reason: z.enum(INTEGRATION_DISABLED_REASONS).nullable(),
  state: integrationStateSchema,
  last_delivery_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** A kind's integration as the API returns it: what every reply has, and the kind's `config` (never a secret). */
export function integrationReplySchema<const T extends string, C extends z.ZodType>(type: T, config: C) {
  return z.object({ type: z.literal(type), ...integrationCommon, config });
}
