import { AppError } from '../../../../platform/errors.js';
import { filterHears } from '../event-filter.js';
import type { IntegrationKind, StoredIntegration } from '../kind.js';
import { createMondayAdapter, type StoredMondayConfig } from './monday.adapter.js';
import { tryMondayToken } from './monday-access.js';

const NO_COLUMNS: StoredMondayConfig['columns'] = {
  status: null,
  date: null,
  person: null,
  text: null,
  text_type: 'text',
};
const boardPicked = (stored: StoredIntegration) => !!stored.config.board_id;

/**
 * monday.com (docs/product.md#integrations): connected with a token (tried before it is kept),
 * then a board, group and columns are picked; nothing is sent before a board is.
 */
export const monday: IntegrationKind<'monday'> = {
  type: 'monday',
  secretFormat: 'json',
  targetField: 'connection',
  adapter: (tools) =>
    createMondayAdapter({ fetch: tools.fetch, now: tools.now, apiUrl: tools.config.monday.apiUrl }),

  async checkCreate(input, tools) {
    await tryMondayToken(tools, input.connection.api_token);
  },
  stored(input) {
    const config: StoredMondayConfig & { board_name: string | null } = {
      board_id: null,
      board_name: null,
      group_id: null,
      columns: NO_COLUMNS,
      status_labels: {},
      event_types: input.event_types,
    };
    const secret = { auth: 'api_token', api_token: input.connection.api_token };
    return { config, eventTypes: input.event_types, secret: JSON.stringify(secret) };
  },
  async update(input, { config }, tools) {
    if (input.board_id !== undefined) {
      // Another board has other groups and columns: they are picked again.
      if (input.board_id !== config.board_id) {
        config.group_id = null;
        config.columns = NO_COLUMNS;
      }
      config.board_id = input.board_id;
      config.board_name = input.board_name ?? null;
    }
    if (input.group_id !== undefined) config.group_id = input.group_id;
    if (input.columns !== undefined) config.columns = input.columns;
    if (!input.connection) return {};
    return { secret: JSON.stringify(await tryMondayToken(tools, input.connection.api_token)) };
  },
  reply(stored, { common }) {
    const { config } = stored;
    const columns = (config.columns ?? {}) as Partial<StoredMondayConfig['columns']>;
    return {
      type: 'monday',
      ...common,
      config: {
        board_id: (config.board_id as string | null) ?? null,
        board_name: (config.board_name as string | null) ?? null,
        group_id: (config.group_id as string | null) ?? null,
        columns: {
          status: columns.status ?? null,
          date: columns.date ?? null,
          person: columns.person ?? null,
          text: columns.text ?? null,
          text_type: columns.text_type ?? 'text',
        },
        event_types: stored.eventTypes,
      },
    };
  },

  // A board holds tickets: a post's publication moving says nothing it keeps.
  wants: (stored, event) => boardPicked(stored) && !event.post && filterHears(stored, event, { chat: true }),
  // The item it already became: later changes (and sending it again) update that same item.
  forDelivery: async ({ link }) => ({ monday_item_id: link?.external_id ?? null }),
  checkSend(stored) {
    if (!boardPicked(stored))
      throw new AppError('validation_error', {
        message: 'Pick the monday.com board on the integrations page first.',
      });
  },
};
