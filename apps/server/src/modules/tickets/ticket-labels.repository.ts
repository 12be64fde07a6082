import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { type Db, ownTables } from '../../db/database.js';
import { nowIso } from '../../db/portable.js';
import type { MilestonesTable, TicketTables, TicketTagsTable } from './tickets.tables.js';

export type TagRow = Selectable<TicketTagsTable>;
export type MilestoneRow = Selectable<MilestonesTable>;

/** A tag or milestone name as it is kept unique per brand, whatever its case. */
export const nameKey = (name: string): string => name.trim().toLowerCase();

/**
 * Brand tags and milestones: this module's own tables only
 * (docs/architecture.md#modules-own-their-tables). Which brands a workspace has is the projects
 * module's (brandFacts.ofWorkspace): callers name the brands.
 */
export function createTicketLabelsRepository(whole: Db) {
  const db = ownTables<TicketTables>(whole);
  const own = (trx: Db = whole) => ownTables<TicketTables>(trx);
  return {
    /** The tags of these brands, by name. */
    async tags(projectIds: string[]): Promise<TagRow[]> {
      if (projectIds.length === 0) return [];
      return db
        .selectFrom('ticket_tags')
        .selectAll()
        .where('project_id', 'in', projectIds)
        .orderBy('name_key')
        .orderBy('id')
        .execute();
    },

    /** The ids of these brands' tags of these names (any case). */
    async tagIdsByName(names: string[], projectIds: string[]): Promise<string[]> {
      if (names.length === 0 || projectIds.length === 0) return [];
      const rows = await db
        .selectFrom('ticket_tags')
        .select('id')
        .where('name_key', 'in', [...new Set(names.map(nameKey))])
        .where('project_id', 'in', projectIds)
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * The brand's tags of these names, created when missing. A name taken meanwhile by a
     * concurrent create (any case) is kept as it is: one tag per spelling.
     */
    async ensureTags(projectId: string, names: string[], trx?: Db): Promise<TagRow[]> {
      const byKey = new Map<string, string>();
      for (const name of names) if (!byKey.has(nameKey(name))) byKey.set(nameKey(name), name.trim());
      if (byKey.size === 0) return [];
      const now = nowIso();
      await own(trx)
        .insertInto('ticket_tags')
        .values(
          [...byKey].map(([key, name]) => ({
            id: randomUUID(),
            project_id: projectId,
            name,
            name_key: key,
            created_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['project_id', 'name_key']).doNothing())
        .execute();
      return own(trx)
        .selectFrom('ticket_tags')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('name_key', 'in', [...byKey.keys()])
        .execute();
    },

    /** One tag by name, created when missing; answers the brand's tag and whether it is new. */
    async ensureTag(projectId: string, name: string): Promise<{ row: TagRow; created: boolean }> {
      const id = randomUUID();
      await db
        .insertInto('ticket_tags')
        .values({
          id,
          project_id: projectId,
          name: name.trim(),
          name_key: nameKey(name),
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.columns(['project_id', 'name_key']).doNothing())
        .execute();
      const row = await db
        .selectFrom('ticket_tags')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('name_key', '=', nameKey(name))
        .executeTakeFirstOrThrow();
      return { row, created: row.id === id };
    },

    /** The milestones of these brands, by name. */
    async milestones(projectIds: string[]): Promise<MilestoneRow[]> {
      if (projectIds.length === 0) return [];
      return db
        .selectFrom('milestones')
        .selectAll()
        .where('project_id', 'in', projectIds)
        .orderBy('name_key')
        .orderBy('id')
        .execute();
    },

    async findMilestone(milestoneId: string, trx?: Db): Promise<MilestoneRow | null> {
      return (
        (await own(trx)
          .selectFrom('milestones')
          .selectAll()
          .where('id', '=', milestoneId)
          .executeTakeFirst()) ?? null
      );
    },

    /** Creates the milestone unless the brand has one of that name; answers the brand's one and whether it is new. */
    async ensureMilestone(
      projectId: string,
      name: string,
      dueDate: string | null,
    ): Promise<{ row: MilestoneRow; created: boolean }> {
      const id = randomUUID();
      await db
        .insertInto('milestones')
        .values({
          id,
          project_id: projectId,
          name: name.trim(),
          name_key: nameKey(name),
          due_date: dueDate,
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.columns(['project_id', 'name_key']).doNothing())
        .execute();
      const row = await db
        .selectFrom('milestones')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('name_key', '=', nameKey(name))
        .executeTakeFirstOrThrow();
      return { row, created: row.id === id };
    },
  };
}
export type TicketLabelsRepository = ReturnType<typeof createTicketLabelsRepository>;
