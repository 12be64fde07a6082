import type { EmailRule } from '@expertos/domain/integration.schema';
import type { IntegrationKind } from '../kind.js';
import { createEmailAdapter } from './email.adapter.js';
import { admitEmail, tryAdmitEmail } from './email-limits.js';
import { emailIntegrationWants } from './email-rules.js';

const rulesOf = (config: Record<string, unknown>) => (config.rules as EmailRule[] | undefined) ?? [];

/**
 * E-mail (docs/product.md#integrations--e-mail): a list of addresses and the rules that make it
 * write on its own. Nothing in it is secret; every e-mail it sends counts against the
 * outbound-mail caps.
 */
export const email: IntegrationKind<'email'> = {
  type: 'email',
  secretFormat: 'json',
  targetField: 'connection',
  adapter: (tools) => createEmailAdapter({ mailer: tools.mailer }),

  stored: (input) => ({
    config: { addresses: input.addresses, rules: input.rules },
    eventTypes: [],
    secret: null,
  }),
  async update(input, { config }) {
    if (input.addresses) config.addresses = input.addresses;
    if (input.rules) config.rules = input.rules;
    return {};
  },
  reply: (stored, { common }) => ({
    type: 'email',
    ...common,
    config: { addresses: stored.config.addresses as string[], rules: stored.config.rules as EmailRule[] },
  }),

  wants: (stored, event) =>
    emailIntegrationWants({ rules: rulesOf(stored.config) }, event.name, event.ticket.status),
  sendsToChosenAddresses: true,
  admit: admitEmail,
  tryAdmit: tryAdmitEmail,
};
