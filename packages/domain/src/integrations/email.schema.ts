import { z } from 'zod';
import type { WebhookEventType } from '../integration-events';
import { ticketStatusSchema } from '../tickets.schema';
import {
  integrationDescriptionSchema,
  integrationReplySchema,
  integrationUpdateCommon,
} from './common.schema';

/** The e-mail integration (docs/product.md#integrations--e-mail): addresses and the rules that make it write. */

export const EMAIL_INTEGRATION_MAX_ADDRESSES = 20;
export const EMAIL_INTEGRATION_MAX_RULES = 20;

const emailAddress = z.email().max(254);
/** The addresses it writes to, each once whatever its case. */
export const emailAddressListSchema = z
  .array(emailAddress)
  .min(1)
  .max(EMAIL_INTEGRATION_MAX_ADDRESSES)
  .refine((list) => new Set(list.map((a) => a.toLowerCase())).size === list.length, {
    message: 'Each address may appear once',
  });

/**
 * When the e-mail integration writes on its own: a ticket created, or a ticket entering a
 * status (e.g. `needs_approval`: 'e-mail these addresses when a ticket needs approval').
 */
export const emailRuleSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('ticket.created') }),
  z.object({ event: z.literal('ticket.status_changed'), status: ticketStatusSchema }),
]);
export type EmailRule = z.infer<typeof emailRuleSchema>;

const emailRuleList = z.array(emailRuleSchema).max(EMAIL_INTEGRATION_MAX_RULES);

/** Whether a rule fires for an event (`status` is the ticket's status after it). */
export function emailRuleMatches(rule: EmailRule, event: WebhookEventType, status: string | null): boolean {
  if (rule.event === 'ticket.created') return event === 'ticket.created';
  return event === 'ticket.status_changed' && status === rule.status;
}

export const createEmailIntegrationSchema = z.object({
  type: z.literal('email'),
  description: integrationDescriptionSchema.default(''),
  addresses: emailAddressListSchema,
  rules: emailRuleList.default([]),
});

const updateEmailIntegrationSchema = z.object({
  type: z.literal('email'),
  ...integrationUpdateCommon,
  addresses: emailAddressListSchema.optional(),
  rules: emailRuleList.optional(),
});

/** What the e-mail integration shows: nothing in it is secret. */
export const emailIntegrationConfigSchema = z.object({
  addresses: z.array(z.string()),
  rules: z.array(emailRuleSchema),
});

export const emailSchemas = {
  create: createEmailIntegrationSchema,
  update: updateEmailIntegrationSchema,
  reply: integrationReplySchema('email', emailIntegrationConfigSchema),
};
