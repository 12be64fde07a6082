import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { JiraPeopleTable } from './integrations.tables.js';

export type JiraPersonRow = Selectable<JiraPeopleTable>;

/**
 * The address of a person made for a Jira user alone. `.invalid` is reserved (RFC 2606): no mail
 * reaches it and nobody can ever receive a sign-in or reset link for it, so the account can
 * never be signed into. One per Jira account, shared by every workspace that mirrors it.
 */
export function mirroredEmail(accountId: string): string {
  return `jira-${accountId.toLowerCase().replace(/[^a-z0-9-]/g, '-')}@jira.invalid`;
}

/** Jira people of an integration, and the people made for them (docs/product.md#integrations). */
export function createJiraPeopleRepository(db: Db, dialect: Dialect) {
  return {
    list(integrationId: string): Promise<JiraPersonRow[]> {
      return db.selectFrom('jira_people').selectAll().where('integration_id', '=', integrationId).execute();
    },

    find(integrationId: string, accountId: string, trx: Db = db): Promise<JiraPersonRow | undefined> {
      return trx
        .selectFrom('jira_people')
        .selectAll()
        .where('integration_id', '=', integrationId)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
    },

    byMember(integrationId: string, memberId: string, trx: Db = db): Promise<JiraPersonRow | undefined> {
      return trx
        .selectFrom('jira_people')
        .selectAll()
        .where('integration_id', '=', integrationId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
    },

    /** A joined member of the workspace, as an association needs to know them. */
    member(workspaceId: string, memberId: string, trx: Db = db) {
      return trx
        .selectFrom('workspace_members')
        .select(['id', 'role', 'jira_associated'])
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', memberId)
        .where('status', '=', 'joined')
        .executeTakeFirst();
    },

    /** Writes the association (one row per Jira account and integration). */
    async save(row: JiraPersonRow, trx: Db): Promise<void> {
      await trx
        .insertInto('jira_people')
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(['integration_id', 'account_id']).doUpdateSet({
            member_id: row.member_id,
            display_name: row.display_name,
            mirrored: row.mirrored,
          }),
        )
        .execute();
    },

    async remove(integrationId: string, accountId: string, trx: Db): Promise<void> {
      await trx
        .deleteFrom('jira_people')
        .where('integration_id', '=', integrationId)
        .where('account_id', '=', accountId)
        .execute();
    },

    /**
     * The workspace person for a Jira user alone, made if missing: an account nobody can sign
     * into, a member marked Jira-associated (never a seat), with access to the brand so tickets
     * there can be given to them.
     */
    async mirror(
      input: { workspaceId: string; projectId: string; accountId: string; name: string; at: string },
      trx: Db,
    ): Promise<string> {
      const email = mirroredEmail(input.accountId);
      let user = await trx.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
      if (!user) {
        const id = randomUUID();
        // Better Auth's table: 0/1 and ISO text on SQLite, booleans and timestamps on PostgreSQL.
        const now = new Date(input.at);
        await trx
          .insertInto('user')
          .values({
            id,
            name: input.name,
            email,
            emailVerified: dialect === 'sqlite' ? 0 : false,
            image: null,
            createdAt: dialect === 'sqlite' ? input.at : now,
            updatedAt: dialect === 'sqlite' ? input.at : now,
          })
          .execute();
        user = { id };
      }
      let member = await trx
        .selectFrom('workspace_members')
        .select('id')
        .where('workspace_id', '=', input.workspaceId)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!member) {
        member = { id: randomUUID() };
        await trx
          .insertInto('workspace_members')
          .values({
            id: member.id,
            workspace_id: input.workspaceId,
            user_id: user.id,
            email,
            role: 'member',
            status: 'joined',
            jira_associated: 1,
            created_at: input.at,
            updated_at: input.at,
          })
          .execute();
      }
      await trx
        .insertInto('project_members')
        .values({
          project_id: input.projectId,
          member_id: member.id,
          role: 'member',
          access: 'granted',
          created_at: input.at,
        })
        .onConflict((conflict) => conflict.columns(['project_id', 'member_id']).doNothing())
        .execute();
      return member.id;
    },

    /** Gives a mirrored person's tickets to the member they turned out to be. */
    async moveAssignments(
      workspaceId: string,
      from: string,
      to: string,
      at: string,
      trx: Db,
    ): Promise<number> {
      const result = await trx
        .updateTable('tickets')
        .set({ assignee_id: to, updated_at: at })
        .where('workspace_id', '=', workspaceId)
        .where('assignee_id', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Removes a mirrored person no Jira integration names any more: their tickets lose their
     * assignee (the foreign key), their account goes when no workspace has them.
     */
    async dropMirroredIfUnused(memberId: string, trx: Db): Promise<void> {
      const member = await trx
        .selectFrom('workspace_members')
        .select(['id', 'user_id', 'jira_associated'])
        .where('id', '=', memberId)
        .executeTakeFirst();
      if (member?.jira_associated !== 1) return;
      const still = await trx
        .selectFrom('jira_people')
        .select('member_id')
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      if (still) return;
      await trx.deleteFrom('workspace_members').where('id', '=', memberId).execute();
      const elsewhere = await trx
        .selectFrom('workspace_members')
        .select('id')
        .where('user_id', '=', member.user_id)
        .executeTakeFirst();
      if (!elsewhere) await trx.deleteFrom('user').where('id', '=', member.user_id).execute();
    },
  };
}

export type JiraPeopleRepository = ReturnType<typeof createJiraPeopleRepository>;
