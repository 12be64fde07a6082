import type { TicketJiraLink } from '@expertos/domain/integration.schema';
import { type IntegrationsCore, notFound } from '../../integrations-core.js';
import { jira } from './kind.js';

/** A ticket in its brand's Jira integrations: the epic chosen for it and the issue it became (docs/product.md#integrations). */
export function createJiraLinks(core: IntegrationsCore) {
  const { repository, now } = core;

  /** The ticket in each Jira integration of its brand. */
  async function ticketJiraLinks(ticket: { ticketId: string; projectId: string }): Promise<TicketJiraLink[]> {
    const [rows, links] = await Promise.all([
      repository.list(ticket.projectId),
      repository.ticketLinks(ticket.ticketId),
    ]);
    return rows
      .filter((row) => row.type === jira.type)
      .map((row) => {
        const link = links.find((l) => l.integration_id === row.id);
        return {
          project_integration_uid: row.id,
          epic_key: link?.epic_key ?? null,
          issue_key: link?.external_id ?? null,
          issue_url: link?.external_url ?? null,
        };
      });
  }

  return {
    ticketJiraLinks,

    /** Chooses the epic a ticket goes under in one Jira integration (null: the integration's). */
    async setTicketJiraEpic(
      ticket: { ticketId: string; projectId: string },
      id: string,
      epicKey: string | null,
    ): Promise<TicketJiraLink> {
      await core.findOfKind(ticket.projectId, id, jira);
      await repository.saveTicketLink(ticket.ticketId, id, { epic_key: epicKey }, now().toISOString());
      const link = (await ticketJiraLinks(ticket)).find((l) => l.project_integration_uid === id);
      if (!link) throw notFound();
      return link;
    },
  };
}
