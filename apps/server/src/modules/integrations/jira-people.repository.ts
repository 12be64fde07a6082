import type { Selectable } from 'kysely';
import type { TablesDb } from '../../db/database.js';
import type { IntegrationTables, JiraPeopleTable } from './integrations.tables.js';

/** This module's handle: its own tables only (docs/architecture.md#modules-own-their-tables). */
type IntegrationsDb = TablesDb<IntegrationTables>;

export type JiraPersonRow = Selectable<JiraPeopleTable>;

/**
 * The address of a person made for a Jira user alone. `.invalid` is reserved (RFC 2606): no mail
 * reaches it and nobody can ever receive a sign-in or reset link for it, so the account can
 * never be signed into. One per Jira account, shared by every workspace that mirrors it.
 */
export function mirroredEmail(accountId: string): string {
  return `jira-${accountId.toLowerCase().replace(/[^a-z0-9-]/g, '-')}@jira.invalid`;
}

/** Jira people of an integration (docs/product.md#integrations); the people made for them are the workspaces module's. */
export function createJiraPeopleRepository(db: IntegrationsDb) {
  return {
    list(integrationId: string): Promise<JiraPersonRow[]> {
      return db.selectFrom('jira_people').selectAll().where('integration_id', '=', integrationId).execute();
    },

    find(
      integrationId: string,
      accountId: string,
      trx: IntegrationsDb = db,
    ): Promise<JiraPersonRow | undefined> {
      return trx
        .selectFrom('jira_people')
        .selectAll()
        .where('integration_id', '=', integrationId)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
    },

    byMember(
      integrationId: string,
      memberId: string,
      trx: IntegrationsDb = db,
    ): Promise<JiraPersonRow | undefined> {
      return trx
        .selectFrom('jira_people')
        .selectAll()
        .where('integration_id', '=', integrationId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
    },

    /** Writes the association (one row per Jira account and integration). */
    async save(row: JiraPersonRow, trx: IntegrationsDb): Promise<void> {
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

    async remove(integrationId: string, accountId: string, trx: IntegrationsDb): Promise<void> {
      await trx
        .deleteFrom('jira_people')
        .where('integration_id', '=', integrationId)
        .where('account_id', '=', accountId)
        .execute();
    },

    /** Whether any Jira integration still names this member. */
    async named(memberId: string, trx: IntegrationsDb): Promise<boolean> {
      const row = await trx
        .selectFrom('jira_people')
        .select('member_id')
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type JiraPeopleRepository = ReturnType<typeof createJiraPeopleRepository>;
