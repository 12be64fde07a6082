import type { IntegrationType } from '@expertos/domain/integration.schema';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { TablesDb } from '../../db/database.js';
import type {
  IntegrationDeliveriesTable,
  IntegrationTables,
  ProjectIntegrationsTable,
  TicketIntegrationLinksTable,
} from './integrations.tables.js';

/** This module's handle: its own tables only (docs/architecture.md#modules-own-their-tables). */
type IntegrationsDb = TablesDb<IntegrationTables>;

export type IntegrationRow = Selectable<ProjectIntegrationsTable>;
export type TicketLinkRow = Selectable<TicketIntegrationLinksTable>;
export type DeliveryRow = Selectable<IntegrationDeliveriesTable>;

/** The newest delivery of each integration: its state (connected, failing) follows from it. */
export interface LastDelivery {
  integration_id: string;
  status: string;
  created_at: string;
}

/** The only file of the module that speaks SQL (docs/architecture.md#modules). */
export function createIntegrationsRepository(db: IntegrationsDb) {
  return {
    list(projectId: string, trx: IntegrationsDb = db): Promise<IntegrationRow[]> {
      return trx
        .selectFrom('project_integrations')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    find(projectId: string, id: string, trx: IntegrationsDb = db): Promise<IntegrationRow | undefined> {
      return trx
        .selectFrom('project_integrations')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    findById(id: string, trx: IntegrationsDb = db): Promise<IntegrationRow | undefined> {
      return trx.selectFrom('project_integrations').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insert(row: Insertable<ProjectIntegrationsTable>, trx: IntegrationsDb = db): Promise<void> {
      await trx.insertInto('project_integrations').values(row).execute();
    },

    async update(
      id: string,
      change: Updateable<ProjectIntegrationsTable>,
      trx: IntegrationsDb = db,
    ): Promise<void> {
      await trx.updateTable('project_integrations').set(change).where('id', '=', id).execute();
    },

    /** Rows of a type whose URL is not sealed yet (webhooks made before migration 0038). */
    plainUrlRows(type: IntegrationType): Promise<Pick<IntegrationRow, 'id' | 'config'>[]> {
      return db
        .selectFrom('project_integrations')
        .select(['id', 'config'])
        .where('type', '=', type)
        .where('url_secret', 'is', null)
        .execute();
    },

    /**
     * Keeps a webhook's sealed URL and its config without the plain one, unless the row changed
     * since `was` was read (another process sealed it, an admin saved it): true when this call
     * did it.
     */
    async sealUrl(id: string, urlSecret: string, config: string, was: string): Promise<boolean> {
      const result = await db
        .updateTable('project_integrations')
        .set({ url_secret: urlSecret, config })
        .where('id', '=', id)
        .where('url_secret', 'is', null)
        .where('config', '=', was)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Switches an integration off unless it already is; true when this call did it, so what
     * follows (telling its admins) happens once however many deliveries hear the same 410.
     */
    async switchOff(id: string, reason: 'gone', at: string, trx: IntegrationsDb = db): Promise<boolean> {
      const result = await trx
        .updateTable('project_integrations')
        .set({ enabled: 0, disabled_reason: reason, updated_at: at })
        .where('id', '=', id)
        .where('enabled', '=', 1)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async remove(projectId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('project_integrations')
        .where('project_id', '=', projectId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    lastDeliveries(projectId: string): Promise<LastDelivery[]> {
      return db
        .selectFrom('integration_deliveries as d')
        .select(['d.integration_id', 'd.status', 'd.created_at'])
        .where('d.project_id', '=', projectId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('integration_deliveries as newer')
                .select('newer.id')
                .whereRef('newer.integration_id', '=', 'd.integration_id')
                .where(({ or, eb }) =>
                  or([
                    eb('newer.created_at', '>', eb.ref('d.created_at')),
                    eb.and([
                      eb('newer.created_at', '=', eb.ref('d.created_at')),
                      eb('newer.id', '>', eb.ref('d.id')),
                    ]),
                  ]),
                ),
            ),
          ),
        )
        .execute();
    },

    async insertDelivery(
      row: Insertable<IntegrationDeliveriesTable>,
      trx: IntegrationsDb = db,
    ): Promise<void> {
      await trx.insertInto('integration_deliveries').values(row).execute();
    },

    findDelivery(id: string, trx: IntegrationsDb = db): Promise<DeliveryRow | undefined> {
      return trx.selectFrom('integration_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async updateDelivery(
      id: string,
      change: Updateable<IntegrationDeliveriesTable>,
      trx: IntegrationsDb = db,
    ): Promise<void> {
      await trx.updateTable('integration_deliveries').set(change).where('id', '=', id).execute();
    },

    /** An integration's deliveries, newest first. */
    deliveries(integrationId: string, limit: number): Promise<DeliveryRow[]> {
      return db
        .selectFrom('integration_deliveries')
        .selectAll()
        .where('integration_id', '=', integrationId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** A ticket's deliveries, newest first (the dialog's "sent to"). */
    ticketDeliveries(ticketId: string, limit: number): Promise<DeliveryRow[]> {
      return db
        .selectFrom('integration_deliveries')
        .selectAll()
        .where('ticket_id', '=', ticketId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** A ticket's issues (or items) in its brand's integrations. */
    ticketLinks(ticketId: string, trx: IntegrationsDb = db): Promise<TicketLinkRow[]> {
      return trx
        .selectFrom('ticket_integration_links')
        .selectAll()
        .where('ticket_id', '=', ticketId)
        .execute();
    },

    /** The Jira account a member is associated with in one Jira integration, if any. */
    async jiraAccountOf(
      integrationId: string,
      memberId: string,
      trx: IntegrationsDb = db,
    ): Promise<string | undefined> {
      const row = await trx
        .selectFrom('jira_people')
        .select('account_id')
        .where('integration_id', '=', integrationId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      return row?.account_id;
    },

    /** The ticket an integration's issue (or item) was made from, if any. */
    async ticketOfExternal(integrationId: string, externalId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('ticket_integration_links')
        .select('ticket_id')
        .where('integration_id', '=', integrationId)
        .where('external_id', '=', externalId)
        .executeTakeFirst();
      return row?.ticket_id;
    },

    /** Writes what is given of a ticket's link to one integration, making the row if needed. */
    async saveTicketLink(
      ticketId: string,
      integrationId: string,
      change: Partial<Pick<TicketLinkRow, 'external_id' | 'external_url' | 'epic_key'>>,
      at: string,
      trx: IntegrationsDb = db,
    ): Promise<void> {
      await trx
        .insertInto('ticket_integration_links')
        .values({
          ticket_id: ticketId,
          integration_id: integrationId,
          external_id: change.external_id ?? null,
          external_url: change.external_url ?? null,
          epic_key: change.epic_key ?? null,
          created_at: at,
          updated_at: at,
        })
        .onConflict((conflict) =>
          conflict.columns(['ticket_id', 'integration_id']).doUpdateSet({ ...change, updated_at: at }),
        )
        .execute();
    },
  };
}

export type IntegrationsRepository = ReturnType<typeof createIntegrationsRepository>;
