import '@/shared/i18n/parts/integrations';
import type { IntegrationFormKind } from '../form-kind';
import { type EmailDraft, EmailFields } from './EmailFields';

/** E-mail: addresses (at least one) and rules; it has no event filter and nothing secret. */
export const emailForm: IntegrationFormKind<'email', EmailDraft, EmailDraft> = {
  type: 'email',
  target: (integration, t) =>
    t('ui.integrations.target.email', { addresses: integration.config.addresses.join(', ') }),
  connect: {
    empty: () => ({ addresses: [], rules: [] }),
    Fields: (props) => <EmailFields {...props} required />,
    request: ({ addresses, rules }, { description }) =>
      addresses.length === 0
        ? { missing: ['addresses'] }
        : { request: { type: 'email', description, addresses, rules } },
    placed: ['addresses'],
    eventFilter: false,
  },
  edit: {
    draftOf: ({ config }) => ({ addresses: config.addresses, rules: config.rules }),
    Fields: EmailFields,
    change: ({ addresses, rules }, _integration, { enabled, description }) => ({
      request: { type: 'email', enabled, description, addresses, rules },
    }),
    placed: ['addresses', 'rules'],
    eventFilter: false,
  },
  // Its rules, not an event filter, say when it sends: no events line.
  card: { events: () => null },
};
