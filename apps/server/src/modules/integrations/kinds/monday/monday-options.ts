import type { MondayOptions } from '@expertos/domain/integration.schema';
import type { MondaySecret } from '@expertos/domain/monday.schema';
import { createMondayClient, type MondayClientOptions } from './monday-client.js';

/**
 * What the integrations page offers to pick (docs/product.md#integrations): the boards the
 * token's user sees (the first page: a picker, not an export) and, for the chosen board, its
 * groups and columns. Reading the boards is also how a new token is checked before it is kept.
 */
export async function readMondayOptions(
  options: Omit<MondayClientOptions, 'secret'>,
  secret: MondaySecret,
  boardId: string | null,
): Promise<MondayOptions> {
  const client = createMondayClient({ ...options, secret });
  const boards = (await client.listBoards(1)).map(({ id, name }) => ({ id, name }));
  if (!boardId) return { boards, groups: [], columns: [] };
  const [board] = await client.boards([boardId]);
  return {
    boards,
    groups: board?.groups ?? [],
    // The name column is the item's name, always the ticket's summary: not offered.
    columns: (board?.columns ?? []).filter((column) => column.id !== 'name'),
  };
}
