import type { ApprovalStep } from '@expertos/domain/approvals/workflow';
import type { Insertable } from 'kysely';
import { type Db, ownTables } from '../../db/database.js';
import { fromDbJson, toDbJson } from '../../db/portable.js';
import type { ApprovalContactsTable, ApprovalTables, ApprovalWorkflowsTable } from './approvals.tables.js';

/** Brands' approval workflows and client contacts (docs/product.md#approvals). */
export function createWorkflowsRepository(whole: Db) {
  const db = (trx?: Db) => ownTables<ApprovalTables>(trx ?? whole);
  return {
    async workflow(projectId: string, trx?: Db) {
      const row = await db(trx)
        .selectFrom('approval_workflows')
        .selectAll()
        .where('project_id', '=', projectId)
        .executeTakeFirst();
      return row ? { ...row, steps: fromDbJson<ApprovalStep[]>(row.steps, []) } : undefined;
    },

    async putWorkflow(
      row: Omit<Insertable<ApprovalWorkflowsTable>, 'steps'> & { steps: ApprovalStep[] },
      trx?: Db,
    ) {
      const values = { ...row, steps: toDbJson(row.steps) };
      const { project_id: _, workspace_id: __, ...changes } = values;
      await db(trx)
        .insertInto('approval_workflows')
        .values(values)
        .onConflict((c) => c.column('project_id').doUpdateSet(changes))
        .execute();
    },

    contacts: (projectId: string, trx?: Db) =>
      db(trx)
        .selectFrom('approval_contacts')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('name')
        .orderBy('id')
        .execute(),

    async countContacts(projectId: string, trx?: Db): Promise<number> {
      const row = await db(trx)
        .selectFrom('approval_contacts')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('project_id', '=', projectId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    contact: (projectId: string, id: string, trx?: Db) =>
      db(trx)
        .selectFrom('approval_contacts')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('id', '=', id)
        .executeTakeFirst(),

    insertContact: (row: Insertable<ApprovalContactsTable>, trx?: Db) =>
      db(trx).insertInto('approval_contacts').values(row).execute(),

    updateContact: (
      id: string,
      changes: Partial<Pick<ApprovalContactsTable, 'name' | 'email' | 'company' | 'updated_at'>>,
      trx?: Db,
    ) => db(trx).updateTable('approval_contacts').set(changes).where('id', '=', id).execute(),

    deleteContact: (id: string, trx?: Db) =>
      db(trx).deleteFrom('approval_contacts').where('id', '=', id).execute(),
  };
}
export type WorkflowsRepository = ReturnType<typeof createWorkflowsRepository>;
