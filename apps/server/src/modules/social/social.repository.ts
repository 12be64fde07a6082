import type { SocialProvider } from '@expertos/domain/social.schema';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { TablesDb } from '../../db/database.js';
import type {
  SocialConnectionsTable,
  SocialPostLabelsTable,
  SocialPostsTable,
  SocialTables,
} from './social.tables.js';

/** This module's handle: its own tables only (docs/architecture.md#modules-own-their-tables). */
type SocialDb = TablesDb<SocialTables>;

/**
 * The SQL of the Instagram and YouTube import (docs/product.md#instagram-and-youtube-import):
 * brands' connections, imported posts and the connect flow's states; and whether a ticket
 * still exists (a read of the tickets module's rows, never a write).
 */

export type ConnectionRow = Selectable<SocialConnectionsTable>;
export type PostRow = Selectable<SocialPostsTable>;

export function createSocialRepository(db: SocialDb) {
  return {
    transaction: <T>(work: (trx: SocialDb) => Promise<T>) => db.transaction().execute(work),

    connection: (projectId: string, provider: SocialProvider, trx: SocialDb = db) =>
      trx
        .selectFrom('social_connections')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('provider', '=', provider)
        .executeTakeFirst(),

    connectionById: (id: string, trx: SocialDb = db) =>
      trx.selectFrom('social_connections').selectAll().where('id', '=', id).executeTakeFirst(),

    insertConnection: (row: Insertable<SocialConnectionsTable>, trx: SocialDb = db) =>
      trx.insertInto('social_connections').values(row).execute(),

    updateConnection: (id: string, changes: Updateable<SocialConnectionsTable>, trx: SocialDb = db) =>
      trx.updateTable('social_connections').set(changes).where('id', '=', id).execute(),

    deleteConnection: (id: string, trx: SocialDb = db) =>
      trx.deleteFrom('social_connections').where('id', '=', id).execute(),

    /** The newest post already imported from this provider: an import stops when it reaches it. */
    async newestPublishedAt(projectId: string, provider: SocialProvider): Promise<string | null> {
      const row = await db
        .selectFrom('social_posts')
        .select('published_at')
        .where('project_id', '=', projectId)
        .where('provider', '=', provider)
        .orderBy('published_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.published_at ?? null;
    },

    /**
     * Adds the posts not imported yet (unique per brand, provider and id), in the caller's
     * transaction when one is given; answers the rows that were new.
     */
    async insertPosts(
      rows: Insertable<SocialPostsTable>[],
      trx: SocialDb = db,
    ): Promise<Insertable<SocialPostsTable>[]> {
      const added: Insertable<SocialPostsTable>[] = [];
      for (const row of rows) {
        const result = await trx
          .insertInto('social_posts')
          .values(row)
          .onConflict((oc) => oc.columns(['project_id', 'provider', 'external_id']).doNothing())
          .executeTakeFirst();
        if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) added.push(row);
      }
      return added;
    },

    /** The brand's imported posts with these provider ids, with their labels set on the page. */
    async postsByExternal(projectId: string, provider: SocialProvider, externalIds: readonly string[]) {
      if (externalIds.length === 0) return [];
      return db
        .selectFrom('social_posts as p')
        .leftJoin('social_post_labels as l', 'l.post_id', 'p.id')
        .select([
          'p.id',
          'p.provider',
          'p.external_id',
          'p.media_type',
          'p.ticket_id',
          'l.pillar',
          'l.purpose',
          'l.format',
          'l.post_id as labelled',
        ])
        .where('p.project_id', '=', projectId)
        .where('p.provider', '=', provider)
        .where('p.external_id', 'in', externalIds)
        .execute();
    },

    /** Sets (or replaces) an imported post's labels. */
    async setLabels(row: Insertable<SocialPostLabelsTable>, trx: SocialDb = db): Promise<void> {
      await trx
        .insertInto('social_post_labels')
        .values(row)
        .onConflict((oc) =>
          oc.column('post_id').doUpdateSet({
            pillar: row.pillar ?? null,
            purpose: row.purpose ?? null,
            format: row.format ?? null,
            updated_by: row.updated_by ?? null,
            updated_at: row.updated_at,
          }),
        )
        .execute();
    },

    /** The brand's connected accounts by id (any state), for the names results show. */
    connectionsOf: (projectId: string) =>
      db
        .selectFrom('social_connections')
        .select(['id', 'provider', 'account_name'])
        .where('project_id', '=', projectId)
        .execute(),

    async postCount(projectId: string, provider: SocialProvider): Promise<number> {
      const row = await db
        .selectFrom('social_posts')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('project_id', '=', projectId)
        .where('provider', '=', provider)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    post: (projectId: string, id: string) =>
      db
        .selectFrom('social_posts')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('id', '=', id)
        .executeTakeFirst(),

    /** Claims the post for a new ticket; false when another claim holds it. */
    async claimPostTicket(
      id: string,
      ticketId: string,
      previous: string | null,
      at: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('social_posts')
        .set({ ticket_id: ticketId, updated_at: at })
        .where('id', '=', id)
        .where((eb) => (previous === null ? eb('ticket_id', 'is', null) : eb('ticket_id', '=', previous)))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    releasePostTicket: (id: string, ticketId: string) =>
      db
        .updateTable('social_posts')
        .set({ ticket_id: null })
        .where('id', '=', id)
        .where('ticket_id', '=', ticketId)
        .execute(),

    recentPosts: (projectId: string, provider: SocialProvider, limit: number) =>
      db
        .selectFrom('social_posts')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('provider', '=', provider)
        .orderBy('published_at', 'desc')
        .limit(limit)
        .execute(),

    async makeState(row: {
      id: string;
      provider: SocialProvider;
      workspace_id: string;
      project_id: string;
      member_id: string | null;
      browser_hash: string;
      expires_at: string;
      created_at: string;
    }) {
      // Old states go as new ones are made: the table holds only the last minutes.
      await db.deleteFrom('social_oauth_states').where('expires_at', '<', row.created_at).execute();
      await db
        .insertInto('social_oauth_states')
        .values({ ...row, used_at: null })
        .execute();
    },

    state: (id: string) =>
      db.selectFrom('social_oauth_states').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Uses the state up; true when this call did (so one state connects at most once). */
    async useState(id: string, at: string): Promise<boolean> {
      const used = await db
        .updateTable('social_oauth_states')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(used.numUpdatedRows) === 1;
    },
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;
