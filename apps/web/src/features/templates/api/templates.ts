import {
  type CreateTemplateInput,
  type Template,
  templateListSchema,
  templateSchema,
  type UseTemplateInput,
} from '@expertos/domain/templates';
import { ticketSchema } from '@expertos/domain/ticket.schema';
import { z } from 'zod';
import { api } from '@/shared/api/client';

/**
 * Ticket templates (docs/product.md#templates). A brand's own live under the brand, the
 * workspace's under the workspace; the brand's list answers both, as its people use them.
 */
export type TemplatePlace =
  | { kind: 'brand'; workspaceUid: string; projectUid: string }
  | { kind: 'workspace'; workspaceUid: string };

const enc = encodeURIComponent;
const brandPath = (projectUid: string) => `/projects/${enc(projectUid)}/templates`;
const placePath = (place: TemplatePlace) =>
  place.kind === 'brand' ? brandPath(place.projectUid) : `/workspaces/${enc(place.workspaceUid)}/templates`;

export const templateKeys = {
  all: ['templates'] as const,
  /** What a brand's people may use: its own and the workspace's. */
  usable: (projectUid: string) => [...templateKeys.all, 'usable', projectUid] as const,
  /** What one place keeps (its manager's list). */
  place: (place: TemplatePlace) =>
    place.kind === 'brand'
      ? ([...templateKeys.all, 'brand', place.projectUid] as const)
      : ([...templateKeys.all, 'workspace', place.workspaceUid] as const),
};

/** `GET /projects/{id}/templates`: the brand's templates and the workspace's, by name. */
export function fetchUsableTemplates(projectUid: string, signal?: AbortSignal): Promise<Template[]> {
  return api.get(brandPath(projectUid), { schema: templateListSchema, signal }).then((list) => list.items);
}

/** `GET /workspaces/{id}/templates`: the workspace's own (workspace admins manage them). */
export function fetchWorkspaceTemplates(workspaceUid: string, signal?: AbortSignal): Promise<Template[]> {
  return api
    .get(placePath({ kind: 'workspace', workspaceUid }), { schema: templateListSchema, signal })
    .then((list) => list.items);
}

/** `POST …/templates` (409 `template_name_taken`, `templates_full`). */
export function createTemplate(place: TemplatePlace, body: CreateTemplateInput): Promise<Template> {
  return api.post(placePath(place), { body, schema: templateSchema });
}

/** `PATCH …/templates/{id}`: tickets made before stay as they are. */
export function updateTemplate(
  place: TemplatePlace,
  templateUid: string,
  body: Partial<CreateTemplateInput>,
): Promise<Template> {
  return api.patch(`${placePath(place)}/${enc(templateUid)}`, { body, schema: templateSchema });
}

/** `DELETE …/templates/{id}`: tickets made from it stay. */
export async function deleteTemplate(place: TemplatePlace, templateUid: string): Promise<void> {
  await api.delete(`${placePath(place)}/${enc(templateUid)}`);
}

/** `POST /projects/{id}/templates/from-ticket`: "Save as template" (brand admins). */
export function saveTicketAsTemplate(projectUid: string, name: string, ticketUid: string): Promise<Template> {
  return api.post(`${brandPath(projectUid)}/from-ticket`, {
    body: { name, ticket: ticketUid },
    schema: templateSchema,
  });
}

export const madeTicketSchema = z.object({ ticket: ticketSchema, notices: z.array(z.string()) });
export type MadeTicket = z.infer<typeof madeTicketSchema>;

/** `POST /projects/{id}/templates/{templateId}/tickets`: the ticket with its checklist and subtasks. */
export function makeTicketFromTemplate(
  projectUid: string,
  templateUid: string,
  body: UseTemplateInput,
): Promise<MadeTicket> {
  return api.post(`${brandPath(projectUid)}/${enc(templateUid)}/tickets`, { body, schema: madeTicketSchema });
}
