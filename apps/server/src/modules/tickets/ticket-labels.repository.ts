import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/portable.js';
import type { MilestonesTable, TicketTagsTable } from './tickets.tables.js';

export type TagRow = Selectable<TicketTagsTable>;
export type MilestoneRow = Selectable<MilestonesTable>;

/** Some brands, or every brand of a workspace (for its admins). */
export type LabelScope = { projectIds: string[] } | { workspaceId: string };

/** A tag or milestone name as it is kept unique per brand, whatever its case. */
export const nameKey = (name: string): string => name.trim().toLowerCase();

/** Brand tags and milestones. */
export function createTicketLabelsRepository(db: Db) {
  return {
    /** The tags of some brands, or of every brand of a workspace, by name. */
    async tags(scope: LabelScope): Promise<TagRow[]> {
      let query = db.selectFrom('ticket_tags as g').selectAll('g');
      if ('projectIds' in scope) {
        if (scope.projectIds.length === 0) return [];
        query = query.where('g.project_id', 'in', scope.projectIds);
      } else {
        query = query
          .innerJoin('projects as p', 'p.id', 'g.project_id')
          .where('p.workspace_id', '=', scope.workspaceId);
      }
      return query.orderBy('g.name_key').orderBy('g.id').execute();
    },

    /** Tags of the given brands (every brand of the workspace when `projectIds` is null) by name. */
    async tagIdsByName(
      names: string[],
      scope: { workspaceId: string; projectIds: string[] | null } | { projectId: string },
    ): Promise<string[]> {
      if (names.length === 0) return [];
      let query = db
        .selectFrom('ticket_tags as g')
        .select('g.id')
        .where('g.name_key', 'in', [...new Set(names.map(nameKey))]);
      if ('projectId' in scope) {
        query = query.where('g.project_id', '=', scope.projectId);
      } else if (scope.projectIds) {
        if (scope.projectIds.length === 0) return [];
        query = query.where('g.project_id', 'in', scope.projectIds);
      } else {
        query = query
          .innerJoin('projects as p', 'p.id', 'g.project_id')
          .where('p.workspace_id', '=', scope.workspaceId);
      }
      return (await query.execute()).map((row) => row.id);
    },

    /**
     * The brand's tags of these names, created when missing. A name taken meanwhile by a
     * concurrent create (any case) is kept as it is: one tag per spelling.
     */
    async ensureTags(projectId: string, names: string[], trx: Db = db): Promise<TagRow[]> {
      const byKey = new Map<string, string>();
      for (const name of names) if (!byKey.has(nameKey(name))) byKey.set(nameKey(name), name.trim());
      if (byKey.size === 0) return [];
      const now = nowIso();
      await trx
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
      return trx
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

    async milestones(scope: LabelScope): Promise<MilestoneRow[]> {
      let query = db.selectFrom('milestones as ms').selectAll('ms');
      if ('projectIds' in scope) {
        if (scope.projectIds.length === 0) return [];
        query = query.where('ms.project_id', 'in', scope.projectIds);
      } else {
        query = query
          .innerJoin('projects as p', 'p.id', 'ms.project_id')
          .where('p.workspace_id', '=', scope.workspaceId);
      }
      return query.orderBy('ms.name_key').orderBy('ms.id').execute();
    },

    async findMilestone(milestoneId: string, trx: Db = db): Promise<MilestoneRow | null> {
      return (
        (await trx.selectFrom('milestones').selectAll().where('id', '=', milestoneId).executeTakeFirst()) ??
        null
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
