import type { MondayIntegrationConfig, MondaySecret } from '@expertos/domain/monday.schema';
import { EgressError } from '../../../../platform/http/egress-errors.js';
import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import type {
  Connection,
  DeliveryMessage,
  DeliveryResult,
  IntegrationAdapter,
} from '../../delivery/adapter.js';
import { egressFailureCode } from '../../delivery/delivery-failure.js';
import {
  createMondayClient,
  MONDAY_API_URL,
  type MondayClient,
  MondayError,
  type MondayItem,
} from './monday-client.js';
import { type MondayTicket, mondayItemChanges, mondayMappingProblems, mondayNewItem } from './monday-item.js';

/**
 * monday.com (docs/product.md#integrations; provider facts in providers/monday.md): a ticket
 * created or sent becomes an item on the integration's board (and group), with the mapped
 * columns filled; a later change, status change or second send updates that item when the
 * message knows its id (`monday_item_id`). A created item comes back as `external` and in the
 * excerpt (`item 1234567890 <item url>`, read back by mondayItemIdFromExcerpt), for the service
 * to keep on the ticket so later messages carry it.
 */

export interface MondayAdapterOptions {
  /** The server's guarded fetch (ALLOW_PRIVATE_TARGETS applied), from app.ts. */
  fetch: GuardedFetch;
  /** monday's API origin (default https://api.monday.com); tests point it at a local stand-in. */
  apiUrl?: string;
  apiVersion?: string;
  timeoutMs?: number;
  now?: () => Date;
}

/** These make an item when the ticket has none on this integration yet. */
const CREATING_EVENTS = new Set<DeliveryMessage['event']>(['ticket.created', 'ticket.sent']);
/** These change the item the ticket already has; without its id there is nothing to change. */
const UPDATING_EVENTS = new Set<DeliveryMessage['event']>(['ticket.updated', 'ticket.status_changed']);

/** As stored: the board is picked after connecting, so it may be missing. */
export type StoredMondayConfig = Omit<MondayIntegrationConfig, 'board_id'> & { board_id: string | null };
type MondayConnection = Connection<StoredMondayConfig, MondaySecret>;

/** `item <id> <url>`: the id first, so the service can read it back whatever the url is. */
export function mondayItemExcerpt(item: MondayItem): string {
  return item.url ? `item ${item.id} ${item.url}` : `item ${item.id}`;
}

/** The item id a successful delivery's excerpt names, or null. */
export function mondayItemIdFromExcerpt(excerpt: string | null | undefined): string | null {
  const match = /^item ([0-9]{1,20})(?:\s|$)/.exec(excerpt ?? '');
  return match ? (match[1] as string) : null;
}

/** The log's reason, code first; `retry` carries the wait monday named, when it named one. */
function failure(error: MondayError): DeliveryResult {
  const { status, excerpt, transient, retryAfterMs, refused } = error.details;
  return {
    ok: false,
    outcome: transient && !refused ? 'retry' : 'permanent',
    error: `${error.code}: ${error.message}`,
    // The guard's own failure when it had one; else an HTTP error, or monday's refusal in a 200.
    reason:
      error.cause instanceof EgressError
        ? egressFailureCode(error.cause)
        : status !== null && (status < 200 || status >= 300)
          ? 'http_status'
          : 'rejected',
    status,
    excerpt,
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
  };
}

/** A target failure becomes a DeliveryResult; anything else (our own bug) still throws. */
async function attempt(work: () => Promise<DeliveryResult>): Promise<DeliveryResult> {
  try {
    return await work();
  } catch (caught) {
    if (caught instanceof MondayError) return failure(caught);
    throw caught;
  }
}

/** The page's test: the token works, the board is there, and the mapping fits it. */
async function testConnection(
  client: MondayClient,
  config: MondayIntegrationConfig,
): Promise<DeliveryResult> {
  const [board] = await client.boards([config.board_id]);
  if (!board)
    return {
      ok: false,
      outcome: 'permanent',
      error: `monday_error: board ${config.board_id} not found`,
      reason: 'rejected',
      status: 200,
      excerpt: `board ${config.board_id} not found, or the token's user cannot see it`,
    };
  const problems = mondayMappingProblems(config, board);
  if (problems.length > 0)
    return {
      ok: false,
      outcome: 'permanent',
      error: 'monday_error: the settings do not fit the board',
      reason: 'rejected',
      status: 200,
      excerpt: problems.join('; '),
    };
  return {
    ok: true,
    status: 200,
    excerpt: `board ${board.id} ${board.name}: ${board.groups.length} groups, ${board.columns.length} columns`,
  };
}

export function createMondayAdapter(
  options: MondayAdapterOptions,
): IntegrationAdapter<StoredMondayConfig, MondaySecret> {
  return {
    type: 'monday',
    target: () => options.apiUrl ?? MONDAY_API_URL,
    describe(connection: MondayConnection): string {
      const { config } = connection;
      if (config.board_id === null) return 'Monday (no board picked)';
      const group = config.group_id ? `, group ${config.group_id}` : '';
      return `Monday board ${config.board_id}${group}`;
    },
    async deliver(connection: MondayConnection, message, signal): Promise<DeliveryResult> {
      const { config: stored, secret } = connection;
      // One client per delivery: the token and the job's signal belong to this call.
      const client = () => createMondayClient({ ...options, secret, signal });
      const boardId = stored.board_id;
      if (boardId === null) {
        // Connected, no board picked yet: the test checks the token; nothing else is sent.
        if (message.event === 'integration.test')
          return attempt(async () => {
            const boards = await client().listBoards(1);
            return { ok: true, status: 200, excerpt: `${boards.length} boards; none picked yet` };
          });
        return {
          ok: false,
          outcome: 'permanent',
          error: 'monday_error: no board picked for this integration',
          reason: 'rejected',
          status: null,
          excerpt: null,
        };
      }
      const config: MondayIntegrationConfig = { ...stored, board_id: boardId };
      if (message.event === 'integration.test') return attempt(() => testConnection(client(), config));
      const ticket = message.ticket as MondayTicket | null;
      if (ticket === null) return { ok: true, status: null, excerpt: `not sent to Monday: ${message.event}` };
      const itemId = ticket.monday_item_id?.trim() || null;
      if (CREATING_EVENTS.has(message.event) && itemId === null)
        return attempt(async () => {
          const { name, columnValues } = mondayNewItem(ticket, config);
          const item = await client().createItem({
            boardId: config.board_id,
            groupId: config.group_id,
            name,
            columnValues,
          });
          return {
            ok: true,
            status: 200,
            excerpt: mondayItemExcerpt(item),
            external: { id: item.id, url: item.url },
          };
        });
      if (!CREATING_EVENTS.has(message.event) && !UPDATING_EVENTS.has(message.event))
        return { ok: true, status: null, excerpt: `not sent to Monday: ${message.event}` };
      if (itemId === null)
        return { ok: true, status: null, excerpt: 'not sent to Monday: the ticket has no item yet' };
      // One ticket is one item: a change, or sending it again (a second click), updates that item.
      return attempt(async () => {
        const item = await client().updateItem({
          boardId: config.board_id,
          itemId,
          columnValues: mondayItemChanges(ticket, config),
        });
        return { ok: true, status: 200, excerpt: mondayItemExcerpt(item) };
      });
    },
  };
}
