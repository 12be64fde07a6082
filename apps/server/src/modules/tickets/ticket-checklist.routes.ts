import {
  checklistSchema,
  createChecklistItemSchema,
  reorderChecklistSchema,
  updateChecklistItemSchema,
} from '@expertos/domain/checklist';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { idParam } from '../../platform/params.js';
import type { TicketChecklist } from './ticket-checklist.js';
import { errors, tags, ticketParams } from './tickets.params.js';

const itemParams = ticketParams.extend({ itemId: idParam });

/**
 * A ticket's checklist (docs/product.md#checklists-and-subtasks): read and changed by whoever
 * may work on the ticket, never externals. Every change answers the whole checklist with its
 * progress, as the dialog shows it.
 */
export const ticketChecklistRoutes =
  ({ checklist }: { checklist: TicketChecklist }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/tickets/:ticketId/checklist',
      {
        config: { access: 'ticketMember', scope: 'tickets:read' },
        schema: {
          tags,
          summary: "The ticket's checklist: its items in order, and how many are done",
          params: ticketParams,
          response: { 200: checklistSchema, ...errors },
        },
      },
      async (request) => checklist.get(contextOf(request, 'ticketMember').ticket),
    );

    app.post(
      '/tickets/:ticketId/checklist',
      {
        config: { access: 'ticketMember', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Adds an item to the checklist (at the end, or at `position`)',
          description:
            '`409 checklist_full` at 100 items. The assignee must be able to work on the brand (400 naming `assignee`).',
          params: ticketParams,
          body: createChecklistItemSchema,
          response: { 201: checklistSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { ticket, membership } = contextOf(request, 'ticketMember');
        return reply.code(201).send(await checklist.add(membership, ticket, request.body));
      },
    );

    app.patch(
      '/tickets/:ticketId/checklist/:itemId',
      {
        config: { access: 'ticketMember', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Ticks, unticks, renames, assigns or dates one checklist item',
          params: itemParams,
          body: updateChecklistItemSchema,
          response: { 200: checklistSchema, ...errors },
        },
      },
      async (request) => {
        const { ticket, membership } = contextOf(request, 'ticketMember');
        return checklist.update(membership, ticket, request.params.itemId, request.body);
      },
    );

    app.delete(
      '/tickets/:ticketId/checklist/:itemId',
      {
        config: { access: 'ticketMember', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Removes one checklist item',
          params: itemParams,
          response: { 200: checklistSchema, ...errors },
        },
      },
      async (request) => {
        const { ticket, membership } = contextOf(request, 'ticketMember');
        return checklist.remove(membership, ticket, request.params.itemId);
      },
    );

    app.put(
      '/tickets/:ticketId/checklist/order',
      {
        config: { access: 'ticketMember', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Puts the checklist in a new order (every item uid once)',
          description:
            '`400 checklist_order_invalid` when an item is missing, repeated or not on this ticket.',
          params: ticketParams,
          body: reorderChecklistSchema,
          response: { 200: checklistSchema, ...errors },
        },
      },
      async (request) => {
        const { ticket, membership } = contextOf(request, 'ticketMember');
        return checklist.reorder(membership, ticket, request.body.order);
      },
    );
  };
