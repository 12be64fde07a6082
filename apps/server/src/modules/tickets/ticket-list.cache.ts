import { createHash } from 'node:crypto';
import { ticketCountsSchema, ticketPageSchema } from '@expertos/domain/ticket.schema';
import { z } from 'zod';
import { compiledOnce } from '../../db/compiled-once.js';
import { type Db, ownTables } from '../../db/database.js';
import type { TicketTables } from './tickets.tables.js';

/**
 * The shape of the replies the entity tags stand for: a server whose list or counts reply
 * changed shape tags them differently, so a browser's copy from before an upgrade is not
 * confirmed as current by a version that did not move.
 */
// Its own registry: the names the OpenAPI document gives schemas must not change the tag.
const inline = (schema: z.ZodType) => z.toJSONSchema(schema, { metadata: z.registry() });
const FORMAT = createHash('sha1')
  .update(JSON.stringify([inline(ticketPageSchema), inline(ticketCountsSchema)]))
  .digest('base64url')
  .slice(0, 8);

interface Entry {
  version: string;
  body: string;
}

/**
 * Reply texts by key, each valid at one version, least recently used dropped first once they
 * take more than `maxBytes` (counted in UTF-16 code units: near enough for JSON of mostly
 * Latin text).
 */
export function createReplyStore(maxBytes: number) {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.body.length;
  };

  return {
    /** The kept reply for this key at this version; a reply of another version is dropped. */
    get(key: string, version: string): string | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      drop(key, entry);
      if (entry.version !== version) return undefined;
      // Map keeps insertion order: put back, it is now the most recently used.
      entries.set(key, entry);
      bytes += entry.body.length;
      return entry.body;
    },

    set(key: string, version: string, body: string): void {
      const old = entries.get(key);
      if (old) drop(key, old);
      // One reply may take an eighth of the room at most (and none when the room is 0).
      if (body.length > maxBytes / 8) return;
      entries.set(key, { version, body });
      bytes += body.length;
      for (const [oldest, entry] of entries) {
        if (bytes <= maxBytes) break;
        drop(oldest, entry);
      }
    },

    size: () => ({ entries: entries.size, bytes }),
  };
}

/** The workspace's list version as a statement, or a subquery of one. */
export const versionQuery = (whole: Db, workspaceId: string) =>
  ownTables<TicketTables>(whole)
    .selectFrom('list_versions')
    .select('version')
    .where('workspace_id', '=', workspaceId);
/** A list version as its tags show it ('0' before the workspace's first change). */
export const versionText = (row: { version: number | string | null } | undefined) =>
  row?.version != null ? String(row.version) : '0';

/** The workspace's list version now ('0' before its first change). */
export async function listVersion(whole: Db, workspaceId: string): Promise<string> {
  return versionText(await versionQuery(whole, workspaceId).executeTakeFirst());
}

/**
 * List replies kept per process, valid while their workspace's list version stays the same.
 * The version is raised by the database on every change to a row a list shows
 * (db/migrations/0020-list-versions.ts), so it holds across processes and write paths; the
 * version is read before the page, so a page is never filed under a version newer than it.
 */
export function createListCache(whole: Db, maxBytes = 32 * 1024 * 1024) {
  const store = createReplyStore(maxBytes);
  // Read on every list request: built and compiled once (db/compiled-once.ts).
  const versionOf = compiledOnce(whole, 1, (workspaceId: string) => versionQuery(whole, workspaceId));
  return {
    /** The workspace's list version now ('0' before its first change). */
    version: async (workspaceId: string) => versionText((await versionOf(workspaceId))[0]),

    /**
     * The entity tag of a reply: its workspace version and what was asked (the key names the
     * brands the caller may see, so two callers share a tag only when they share the reply).
     */
    etag(version: string, key: string): string {
      const asked = createHash('sha1').update(key).digest('base64url').slice(0, 16);
      return `W/"l${version}.${FORMAT}.${asked}"`;
    },

    get: store.get,
    set: store.set,
  };
}
export type ListCache = ReturnType<typeof createListCache>;
