import type { ApiClient } from '@expertos/api-client/client';
import type { Language } from '@expertos/domain/languages';
import { type Template, templateListSchema, type UseTemplateInput } from '@expertos/domain/templates';
import { type Ticket, ticketSchema } from '@expertos/domain/ticket.schema';
import { z } from 'zod';
import type { Translate } from '@/i18n/types';
import { paths } from './app-paths';
import type { TabInfo } from './current-tab';
import { errorText, shownText } from './shown-text';

/*
 * "New from template" in the popup (docs/product.md#templates): the templates usable on the
 * chosen brand (its own and its workspace's), and a ticket made from one with the current tab's
 * title and address filling its `{title}` and `{url}`.
 */

const enc = encodeURIComponent;
const templatesPath = (projectUid: string) => `/projects/${enc(projectUid)}/templates`;

/** The longest page title and address the server takes (`useTemplateSchema`). */
export const PAGE_TITLE_MAX = 500;
export const PAGE_URL_MAX = 2000;

/** `GET /projects/{id}/templates`: the brand's templates and its workspace's, by name. */
export async function listTemplates(client: ApiClient, projectUid: string): Promise<Template[]> {
  return (await client.get(templatesPath(projectUid), { schema: templateListSchema })).items;
}

const madeSchema = z.object({ ticket: ticketSchema, notices: z.array(z.string()) });
export type MadeTicket = z.infer<typeof madeSchema>;

/** The page a template's `{title}` and `{url}` are filled from: the tab, cut to what the server takes. */
export function templatePage(
  tab: Pick<TabInfo, 'title' | 'url'> | null,
): NonNullable<UseTemplateInput['page']> {
  return { title: (tab?.title ?? '').slice(0, PAGE_TITLE_MAX), url: (tab?.url ?? '').slice(0, PAGE_URL_MAX) };
}

/** `POST /projects/{id}/templates/{templateId}/tickets`: the ticket, with its checklist and subtasks. */
export function makeFromTemplate(
  client: ApiClient,
  projectUid: string,
  templateUid: string,
  tab: Pick<TabInfo, 'title' | 'url'> | null,
): Promise<MadeTicket> {
  const body: UseTemplateInput = { page: templatePage(tab) };
  return client.post(`${templatesPath(projectUid)}/${enc(templateUid)}/tickets`, {
    body,
    schema: madeSchema,
  });
}

/** What choosing a template came to, as the popup shows it. */
export type TemplateOutcome =
  | {
      ok: true;
      ticket: Ticket;
      /** The ticket in the app (a path: the popup puts it on the app's origin). */
      path: string;
      /** What could not be done as the template asked, in the page's language where it is ours. */
      notices: string[];
    }
  | { ok: false; error: string };

/** Makes the ticket and says how it went; a refusal is the server's own words. */
export async function ticketFromTemplate(
  client: ApiClient,
  projectUid: string,
  templateUid: string,
  tab: Pick<TabInfo, 'title' | 'url'> | null,
  language: Language,
): Promise<TemplateOutcome> {
  try {
    const { ticket, notices } = await makeFromTemplate(client, projectUid, templateUid, tab);
    return {
      ok: true,
      ticket,
      path: paths.brandTask(ticket.project.slug, ticket.uid),
      notices: notices.map((notice) => shownText(notice, language)),
    };
  } catch (failure) {
    return { ok: false, error: errorText(failure, language) };
  }
}

/** The status a made ticket is announced with: its number. */
export const createdTitle = (t: Translate, ticket: Pick<Ticket, 'id'>): string =>
  t('common.ticketCreated', { id: String(ticket.id) });

/** A template as the picker lists it: its name, and what it makes (a workspace one says so). */
export function templateRow(
  template: Template,
  t: Translate,
): { uid: string; name: string; description: string } {
  return {
    uid: template.uid,
    name: template.name,
    description:
      template.scope === 'workspace'
        ? t('templates.workspaceHint', { summary: template.body.summary })
        : template.body.summary,
  };
}

/** Templates whose name or summary holds every word of `query` (any case). */
export function filterTemplates(templates: readonly Template[], query: string): Template[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...templates];
  return templates.filter((template) => {
    const text = `${template.name} ${template.body.summary}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** From how many templates on offer the picker offers a search. */
export const TEMPLATE_SEARCH_FROM = 6;
