import {
  assistantInputSchema,
  assistantListSchema,
  assistantSchema,
  assistantUpdateSchema,
  audienceInputSchema,
  audienceListSchema,
  audienceSchema,
  audienceUpdateSchema,
  type BrandRecordKind,
  brandVoiceInputSchema,
  brandVoiceListSchema,
  brandVoiceSchema,
  brandVoiceUpdateSchema,
  feedbackInputSchema,
  feedbackItemSchema,
  feedbackListSchema,
  influenceInputSchema,
  influenceListSchema,
  influenceSchema,
  influenceUpdateSchema,
  setupProgressSchema,
} from '@expertos/domain/brand.schema';
import { brandCheckSchema } from '@expertos/domain/brand-check.schema';
import { projectDeletedSchema } from '@expertos/domain/project.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { ticketParams } from '../../platform/params.js';
import { errors, feedbackParams, projectParams, recordParams } from './brand.params.js';
import type { BrandService } from './brand.service.js';
import type { BrandCheckService } from './brand-check.service.js';

const tags = ['brand'];

/** What the routes of one record kind call. */
interface RecordCalls {
  list(projectId: string): Promise<unknown[]>;
  create(projectId: string, input: never): Promise<unknown>;
  update(projectId: string, id: string, input: never): Promise<unknown>;
  remove(projectId: string, id: string): Promise<void>;
  setDefault?(projectId: string, id: string): Promise<unknown[]>;
}

interface RecordKind {
  kind: BrandRecordKind;
  /** 'brand voice', for the OpenAPI summaries. */
  noun: string;
  item: z.ZodType;
  list: z.ZodType;
  input: z.ZodType;
  update: z.ZodType;
  calls: RecordCalls;
}

/**
 * The brand profile's records under `/projects/:projectId/` and the feedback per field
 * (docs/product.md#brand-profile). Members of the brand (externals given it too) read;
 * project admins write; members who are not external add feedback. Routes only read the
 * request; the service decides.
 */
export const brandRoutes =
  ({ brand, check }: { brand: BrandService; check: BrandCheckService }): FastifyPluginAsyncZod =>
  async (app) => {
    // A post's brand check: whoever may open the ticket (docs/product.md#brand-check).
    app.get(
      '/tickets/:ticketId/brand-check',
      {
        config: { access: 'ticketMember', scope: 'tickets:read' },
        schema: {
          tags,
          summary:
            "Checks a post against its brand: off-brand phrases, the platform's limits and the week's slate",
          params: ticketParams,
          response: { 200: brandCheckSchema, ...errors },
        },
      },
      async (request) => check.check(contextOf(request, 'ticketMember').ticket.ticketId),
    );

    const kinds: RecordKind[] = [
      {
        kind: 'brand-voices',
        noun: 'brand voice',
        item: brandVoiceSchema,
        list: brandVoiceListSchema,
        input: brandVoiceInputSchema,
        update: brandVoiceUpdateSchema,
        calls: brand.voices,
      },
      {
        kind: 'assistants',
        noun: 'AI assistant',
        item: assistantSchema,
        list: assistantListSchema,
        input: assistantInputSchema,
        update: assistantUpdateSchema,
        calls: brand.assistants,
      },
      {
        kind: 'audiences',
        noun: 'audience',
        item: audienceSchema,
        list: audienceListSchema,
        input: audienceInputSchema,
        update: audienceUpdateSchema,
        calls: brand.audiences,
      },
      {
        kind: 'influences',
        noun: 'influence',
        item: influenceSchema,
        list: influenceListSchema,
        input: influenceInputSchema,
        update: influenceUpdateSchema,
        calls: brand.influences,
      },
    ];

    for (const { kind, noun, item, list, input, update, calls } of kinds) {
      const path = `/projects/:projectId/${kind}`;

      app.get(
        path,
        {
          config: { access: 'projectMember', scope: 'brand_profile:read' },
          schema: {
            tags,
            summary: `The brand's ${noun}s, oldest first`,
            params: projectParams,
            response: { 200: list, ...errors },
          },
        },
        async (request) => {
          const { project } = contextOf(request, 'projectMember');
          return calls.list(project.projectId);
        },
      );

      app.post(
        path,
        {
          config: { access: 'projectAdmin', scope: 'brand_profile:write', plan: 'required' },
          schema: {
            tags,
            summary: `Add a ${noun} (project admins)`,
            params: projectParams,
            body: input,
            response: { 201: item, ...errors },
          },
        },
        async (request, reply) => {
          const { project } = contextOf(request, 'projectAdmin');
          return reply.code(201).send(await calls.create(project.projectId, request.body as never));
        },
      );

      app.put(
        `${path}/:uid`,
        {
          config: { access: 'projectAdmin', scope: 'brand_profile:write', plan: 'required' },
          schema: {
            tags,
            summary: `Change a ${noun}: the fields sent (project admins)`,
            params: recordParams,
            body: update,
            response: { 200: item, ...errors },
          },
        },
        async (request) => {
          const { project } = contextOf(request, 'projectAdmin');
          return calls.update(project.projectId, request.params.uid, request.body as never);
        },
      );

      app.delete(
        `${path}/:uid`,
        {
          config: { access: 'projectAdmin', scope: 'brand_profile:write', plan: 'required' },
          schema: {
            tags,
            summary: `Delete a ${noun} (project admins)`,
            params: recordParams,
            response: { 200: projectDeletedSchema, ...errors },
          },
        },
        async (request) => {
          const { project } = contextOf(request, 'projectAdmin');
          await calls.remove(project.projectId, request.params.uid);
          return { ok: true as const };
        },
      );

      const setDefault = calls.setDefault;
      if (!setDefault) continue;
      app.post(
        `${path}/:uid/default`,
        {
          config: { access: 'projectAdmin', scope: 'brand_profile:write', plan: 'required' },
          schema: {
            tags,
            summary: `Make it the brand's default ${noun}; answers the list after the move (project admins)`,
            params: recordParams,
            response: { 200: list, ...errors },
          },
        },
        async (request) => {
          const { project } = contextOf(request, 'projectAdmin');
          return setDefault(project.projectId, request.params.uid);
        },
      );
    }

    // One reply for the progress rail of every setup step, instead of three record lists and a
    // feedback list per field (13 calls) on each step's page load.
    app.get(
      '/projects/:projectId/setup-progress',
      {
        config: { access: 'projectMember', scope: 'brand_profile:read' },
        schema: {
          tags,
          summary: "How many influences, audiences, brand voices and feedback items the brand's profile has",
          params: projectParams,
          response: { 200: setupProgressSchema, ...errors },
        },
      },
      async (request) => brand.progress(contextOf(request, 'projectMember').project.projectId),
    );

    // Every field at once: the AI Feedback step shows them all (one call, not one per field).
    app.get(
      '/projects/:projectId/feedback',
      {
        config: { access: 'projectMember', scope: 'brand_profile:read' },
        schema: {
          tags,
          summary: "The team's feedback on every profile field, newest first",
          params: projectParams,
          response: { 200: feedbackListSchema, ...errors },
        },
      },
      async (request) => brand.feedback.list(contextOf(request, 'projectMember').project.projectId),
    );

    app.get(
      '/projects/:projectId/feedback/:field',
      {
        config: { access: 'projectMember', scope: 'brand_profile:read' },
        schema: {
          tags,
          summary: "The team's feedback on a profile field, newest first",
          params: feedbackParams,
          response: { 200: feedbackListSchema, ...errors },
        },
      },
      async (request) => {
        const { project } = contextOf(request, 'projectMember');
        return brand.feedback.list(project.projectId, request.params.field);
      },
    );

    // The team's feedback: the brand's members and admins add it; externals given the brand
    // read it (`projectTickets` is a brand member who is not external).
    app.post(
      '/projects/:projectId/feedback/:field',
      {
        config: { access: 'projectTickets', scope: 'brand_profile:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Leave feedback on a profile field (brand members who are not external)',
          params: feedbackParams,
          body: feedbackInputSchema,
          response: { 201: feedbackItemSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { project, membership } = contextOf(request, 'projectTickets');
        const item = await brand.feedback.add(project.projectId, request.params.field, request.body.content, {
          memberId: membership.memberId,
        });
        return reply.code(201).send(item);
      },
    );
  };
