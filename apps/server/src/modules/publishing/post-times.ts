import { type Db, ownTables } from '../../db/database.js';
import { inChunks } from '../../db/portable.js';
import type { PublishingTables } from './publishing.tables.js';

/** Where a ticket's post stands on one network: its state, and when it goes or went out. */
export interface PostTime {
  ticketId: string;
  network: string;
  state: string;
  /** When it was published, else when it is due. */
  at: string;
}

/**
 * The publishing module's narrow read for the asset library's "Used in"
 * (docs/architecture.md#modules-own-their-tables): each ticket's publications by network, the
 * latest one of a network when a post went out there more than once.
 */
export function createPostTimes(handle: Db) {
  const own = (trx: Db = handle) => ownTables<PublishingTables>(trx);
  return {
    async of(ticketIds: readonly string[], trx?: Db): Promise<PostTime[]> {
      if (ticketIds.length === 0) return [];
      const rows = await inChunks([...new Set(ticketIds)], (chunk) =>
        own(trx)
          .selectFrom('publications')
          .innerJoin('publishing_channels', 'publishing_channels.id', 'publications.channel_id')
          .select([
            'publications.ticket_id',
            'publishing_channels.network',
            'publications.state',
            'publications.due_at',
            'publications.published_at',
          ])
          .where('publications.ticket_id', 'in', chunk)
          .execute(),
      );
      const latest = new Map<string, PostTime>();
      for (const row of rows) {
        const at = row.published_at ?? row.due_at;
        const key = `${row.ticket_id}\n${row.network}`;
        const known = latest.get(key);
        if (!known || known.at < at)
          latest.set(key, { ticketId: row.ticket_id, network: row.network, state: row.state, at });
      }
      return [...latest.values()];
    },
  };
}
export type PostTimes = ReturnType<typeof createPostTimes>;
