import { recordTicketIntegration, type TicketIntegrationEntry } from '@expertos/domain/integration.schema';
import type { TicketDetails } from '@expertos/domain/ticket.schema';
import type { Priority, TicketStatus, TicketType } from '@expertos/domain/tickets';
import type { Db } from '../../db/database.js';
import type { BrandFacts } from '../projects/brand-facts.js';
import type { PeopleService } from '../workspaces/people.service.js';
import { createTicketsRepository } from './tickets.repository.js';

/** A brand as a delivery names it. */
export interface TicketBrand {
  uid: string;
  name: string;
  slug: string;
}

/** What an integration's message shows of a ticket (docs/product.md#integrations). */
export interface TicketIntegrationSnapshot {
  id: string;
  number: number;
  summary: string;
  status: TicketStatus;
  ticketType: TicketType;
  dueDate: string | null;
  caption: string | null;
  priority: Priority;
  updatedAt: string;
  assigneeMemberId: string | null;
  /** The assignee's account name, or null (none, or a member who left). */
  assigneeName: string | null;
  brand: TicketBrand;
}

/**
 * The tickets module's side of the integrations (docs/architecture.md#modules-own-their-tables):
 * the ticket as a delivery shows it, and the one thing the integrations write on a ticket, where
 * it was sent (`details.integrations`). Every call takes the caller's transaction: a listener
 * runs inside the ticket change's, and SQLite has one connection, so a read outside it would wait
 * for it forever.
 */
export function createTicketIntegrationFacts({
  db,
  people,
  brands,
}: {
  db: Db;
  people: PeopleService;
  /** Brand names and slugs (the projects module's). */
  brands: Pick<BrandFacts, 'one'>;
}) {
  const tickets = createTicketsRepository(db);
  return {
    /** The ticket now, or null once it is deleted. */
    async snapshotFor(ticketId: string, trx: Db): Promise<TicketIntegrationSnapshot | null> {
      const row = await tickets.findRow(ticketId, trx);
      if (!row) return null;
      const brand = await brands.one(row.project_id, trx);
      if (!brand) return null;
      const assignee = row.assignee_id
        ? (await people.refs([row.assignee_id], trx)).get(row.assignee_id)
        : null;
      return {
        id: row.id,
        number: row.number,
        summary: row.summary,
        status: row.status as TicketStatus,
        ticketType: row.ticket_type as TicketType,
        dueDate: row.due_date,
        caption: row.caption,
        priority: row.priority as Priority,
        updatedAt: row.updated_at,
        assigneeMemberId: row.assignee_id,
        assigneeName: assignee?.name ?? null,
        brand: { uid: row.project_id, name: brand.name, slug: brand.slug },
      };
    },

    /** The brand a ticket was on, for a message about a ticket that is deleted by now. */
    async brandOf(projectId: string, trx: Db): Promise<TicketBrand | null> {
      const brand = await brands.one(projectId, trx);
      return brand ? { uid: brand.id, name: brand.name, slug: brand.slug } : null;
    },

    /**
     * Notes an integration's last result in the ticket's `details.integrations`, one entry per
     * integration. The row is locked first, so two deliveries finishing at once (they run in
     * parallel across integrations) cannot each write over the other's entry. Nothing else of
     * the ticket changes, `updated_at` included, so an edit in progress sees no conflict.
     */
    async recordIntegration(ticketId: string, entry: TicketIntegrationEntry, trx: Db): Promise<void> {
      await tickets.lockRow(ticketId, trx);
      const row = await tickets.findRow(ticketId, trx);
      if (!row) return;
      const details: TicketDetails = row.details
        ? JSON.parse(row.details)
        : { integrations: [], post_details: null };
      const integrations = recordTicketIntegration(
        (details.integrations ?? []) as TicketIntegrationEntry[],
        entry,
      );
      await tickets.update([ticketId], { details: JSON.stringify({ ...details, integrations }) }, trx);
    },
  };
}

export type TicketIntegrationFacts = ReturnType<typeof createTicketIntegrationFacts>;
