import type { Selectable } from 'kysely';
import { type Db, ownTables } from '../../db/database.js';
import type { TemplateTables, TicketTemplatesTable } from './templates.tables.js';

export type TemplateRow = Selectable<TicketTemplatesTable>;

/** Where a template lives: one brand, or the whole workspace. */
export type TemplatePlace = { workspaceId: string; projectId: string | null };

/** The templates module's one table (docs/architecture.md#modules-own-their-tables). */
export function createTemplatesRepository(whole: Db) {
  const own = (trx: Db = whole) => ownTables<TemplateTables>(trx);
  return {
    own,
    /** A brand's own templates and its workspace's, by name. */
    async usableOn(workspaceId: string, projectId: string): Promise<TemplateRow[]> {
      return own()
        .selectFrom('ticket_templates')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where((eb) => eb.or([eb('project_id', '=', projectId), eb('project_id', 'is', null)]))
        .orderBy('name_key')
        .execute();
    },
    /** The templates that live exactly here. */
    async at(place: TemplatePlace): Promise<TemplateRow[]> {
      return own()
        .selectFrom('ticket_templates')
        .selectAll()
        .where('workspace_id', '=', place.workspaceId)
        .where('place_key', '=', place.projectId ?? '')
        .orderBy('name_key')
        .execute();
    },
    async count(place: TemplatePlace): Promise<number> {
      const row = await own()
        .selectFrom('ticket_templates')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workspace_id', '=', place.workspaceId)
        .where('place_key', '=', place.projectId ?? '')
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async one(templateId: string, trx?: Db): Promise<TemplateRow | undefined> {
      return own(trx)
        .selectFrom('ticket_templates')
        .selectAll()
        .where('id', '=', templateId)
        .executeTakeFirst();
    },
    async named(place: TemplatePlace, nameKey: string, trx?: Db): Promise<TemplateRow | undefined> {
      return own(trx)
        .selectFrom('ticket_templates')
        .selectAll()
        .where('workspace_id', '=', place.workspaceId)
        .where('place_key', '=', place.projectId ?? '')
        .where('name_key', '=', nameKey)
        .executeTakeFirst();
    },
    async insert(row: TemplateRow, trx?: Db): Promise<void> {
      await own(trx).insertInto('ticket_templates').values(row).execute();
    },
    async update(templateId: string, changes: Partial<TemplateRow>, trx?: Db): Promise<void> {
      await own(trx).updateTable('ticket_templates').set(changes).where('id', '=', templateId).execute();
    },
    async delete(templateId: string): Promise<void> {
      await own().deleteFrom('ticket_templates').where('id', '=', templateId).execute();
    },
    /** Counts one more use and answers the new count (what `{n}` says), inside the making's transaction. */
    async used(templateId: string, trx: Db): Promise<number> {
      await own(trx)
        .updateTable('ticket_templates')
        .set((eb) => ({ uses: eb('uses', '+', 1) }))
        .where('id', '=', templateId)
        .execute();
      const row = await own(trx)
        .selectFrom('ticket_templates')
        .select('uses')
        .where('id', '=', templateId)
        .executeTakeFirstOrThrow();
      return Number(row.uses);
    },
  };
}
export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
