import '@/shared/i18n/parts/integrations';
import type { IntegrationFormKind } from '../form-kind';
import { MondayConnectFields, type MondayEdit, MondayEditFields } from './MondayFields';

const tokenConnection = (token: string) => ({ auth: 'api_token' as const, api_token: token });

/** monday.com: connected with a token; the board, group and columns are picked in the edit form. */
export const mondayForm: IntegrationFormKind<'monday', string, MondayEdit> = {
  type: 'monday',
  target: (integration, t) =>
    integration.config.board_id
      ? t('ui.integrations.target.monday', {
          board: integration.config.board_name ?? integration.config.board_id,
        })
      : t('ui.integrations.target.mondayNoBoard'),
  connect: {
    empty: () => '',
    Fields: MondayConnectFields,
    request: (token, { description, eventTypes }) =>
      token.trim()
        ? {
            request: {
              type: 'monday',
              description,
              event_types: eventTypes,
              connection: tokenConnection(token.trim()),
            },
          }
        : { missing: ['api_token'] },
    placed: ['api_token', 'connection.api_token'],
    eventFilter: true,
  },
  edit: {
    draftOf: ({ config }) => ({
      target: {
        board_id: config.board_id,
        board_name: config.board_name,
        group_id: config.group_id,
        columns: config.columns,
      },
      token: '',
    }),
    Fields: MondayEditFields,
    change: ({ target, token }, _integration, { eventTypes, ...common }) => {
      if (!target.board_id) return { missing: ['board_id'] };
      return {
        request: {
          type: 'monday',
          ...common,
          ...target,
          event_types: eventTypes,
          // The same token field as Jira's: a new one replaces the stored token.
          ...(token.trim() ? { connection: tokenConnection(token.trim()) } : {}),
        },
      };
    },
    placed: [],
    eventFilter: true,
  },
  card: {
    unpicked: (integration, t) =>
      integration.config.board_id ? null : t('ui.integrations.monday.pickBoard'),
  },
};
