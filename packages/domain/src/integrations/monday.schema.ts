import { z } from 'zod';
import { webhookEventTypeSchema } from '../integration-events';
import { mondayBoardIdSchema, mondayColumnMappingSchema, mondayGroupIdSchema } from '../monday.schema';
import {
  eventTypeFilterSchema,
  integrationDescriptionSchema,
  integrationReplySchema,
  integrationUpdateCommon,
} from './common.schema';

// ---------------------------------------------------------------------------------------------
// Monday (providers/monday.md): connected with a token, then a board, group and columns picked
// ---------------------------------------------------------------------------------------------

export const mondayApiTokenInputSchema = z.object({
  auth: z.literal('api_token'),
  api_token: z.string().trim().min(1).max(10_000),
});

export const createMondayIntegrationSchema = z.object({
  type: z.literal('monday'),
  description: integrationDescriptionSchema.default(''),
  connection: mondayApiTokenInputSchema,
  event_types: eventTypeFilterSchema.default([]),
});

/** What a Monday integration shows: where items go and which columns hear what (no token). */
export const mondayIntegrationReplyConfigSchema = z.object({
  board_id: z.string().nullable(),
  board_name: z.string().nullable(),
  group_id: z.string().nullable(),
  columns: z.object({
    status: z.string().nullable(),
    date: z.string().nullable(),
    person: z.string().nullable(),
    text: z.string().nullable(),
    text_type: z.enum(['text', 'long_text', 'link']),
  }),
  event_types: z.array(webhookEventTypeSchema),
});

/** The pickers' choices: the boards the token sees, and the chosen board's groups and columns. */
export const mondayOptionsQuerySchema = z.object({ board_id: mondayBoardIdSchema.optional() });
export const mondayOptionsSchema = z.object({
  boards: z.array(z.object({ id: z.string(), name: z.string() })),
  groups: z.array(z.object({ id: z.string(), title: z.string() })),
  columns: z.array(z.object({ id: z.string(), title: z.string(), type: z.string() })),
});
export type MondayOptions = z.infer<typeof mondayOptionsSchema>;

const mondayUpdateFields = {
  board_id: mondayBoardIdSchema.nullable().optional(),
  board_name: z.string().trim().max(255).nullable().optional(),
  group_id: mondayGroupIdSchema.nullable().optional(),
  columns: mondayColumnMappingSchema.optional(),
};

const updateMondayIntegrationSchema = z.object({
  type: z.literal('monday'),
  ...integrationUpdateCommon,
  connection: mondayApiTokenInputSchema.optional(),
  ...mondayUpdateFields,
  event_types: eventTypeFilterSchema.optional(),
});

export const mondaySchemas = {
  create: createMondayIntegrationSchema,
  update: updateMondayIntegrationSchema,
  reply: integrationReplySchema('monday', mondayIntegrationReplyConfigSchema),
};
