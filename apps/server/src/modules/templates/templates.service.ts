import { randomUUID } from 'node:crypto';
import { LIMITS } from '@expertos/domain/limits';
import { TEMPLATE_NOTICES } from '@expertos/domain/template-notices';
import {
  type CreateTemplateInput,
  type Template,
  type TemplateAssignee,
  type TemplateBody,
  templateBodySchema,
  type UseTemplateInput,
} from '@expertos/domain/templates';
import { createTicketSchema, type PersonRef, type Ticket } from '@expertos/domain/ticket.schema';
import type { Db } from '../../db/database.js';
import { fromDbJson, nowIso, toDbJson } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import type { TicketTemplateSourceReader } from '../tickets/ticket-template-source.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { Membership } from '../workspaces/membership.js';
import { type AssigneeOf, summaryOfTemplate, ticketsOfTemplate } from './template-tickets.js';
import type { TemplatePlace, TemplateRow, TemplatesRepository } from './templates.repository.js';

/** Notices a made ticket may come with (English; the reply carries them as said). */
export { TEMPLATE_NOTICES };

/** What a brand is now, as placeholders and dates read it. */
export interface BrandNow {
  name: string;
  /** Its address's name (a workspace calendar's ghost links to it). */
  slug: string;
  language: string;
  zone: string;
}

/** One making of a body: its place among the template's tickets, the person's input, its origin. */
interface Making {
  /** The uid to give the parent ticket, chosen ahead (a recurring occurrence's row holds it). */
  ticketId?: string;
  n: number;
  input: UseTemplateInput;
  templateId: string | null;
  /** The recurring series making it, and its place there. */
  series?: { id: string; position: number } | null;
}

export interface TemplatesDeps {
  repository: TemplatesRepository;
  tickets: Pick<TicketsService, 'createTrees' | 'get'>;
  source: TicketTemplateSourceReader;
  access: Pick<MemberAccess, 'brandAdmins' | 'taskBrandsOf'>;
  people: { refs(ids: Iterable<string | null>): Promise<Map<string, PersonRef>> };
  brand: (projectId: string) => Promise<BrandNow | null>;
  now: () => Date;
  transaction: <T>(work: (trx: Db) => Promise<T>) => Promise<T>;
}

const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * Ticket templates (docs/product.md#templates): kept per brand or per workspace, made from a
 * ticket ("Save as template"), and made into tickets — parent, subtasks and checklists in one
 * transaction, each remembering the template. Editing a template never changes tickets made.
 */
export function createTemplatesService(deps: TemplatesDeps) {
  const { repository } = deps;

  async function present(rows: TemplateRow[]): Promise<Template[]> {
    const people = await deps.people.refs(rows.map((row) => row.created_by));
    return rows.map((row) => ({
      uid: row.id,
      scope: row.project_id ? 'brand' : 'workspace',
      workspace_uid: row.workspace_id,
      project_uid: row.project_id,
      name: row.name,
      body: templateBodySchema.parse(fromDbJson<unknown>(row.body, {})),
      uses: Number(row.uses),
      created_by: (row.created_by && people.get(row.created_by)) || null,
      created: row.created_at,
      updated: row.updated_at,
    }));
  }
  const presentOne = async (row: TemplateRow) => (await present([row]))[0] as Template;

  /** A template living here, else 404 (another brand's or workspace's id says nothing). */
  async function found(place: TemplatePlace, templateId: string): Promise<TemplateRow> {
    const row = await repository.one(templateId);
    if (!row || row.workspace_id !== place.workspaceId || row.place_key !== (place.projectId ?? ''))
      throw new AppError('not_found', { message: 'There is no such template here.' });
    return row;
  }

  async function nameFree(place: TemplatePlace, name: string, except?: string) {
    const same = await repository.named(place, nameKey(name));
    if (same && same.id !== except) throw new AppError('template_name_taken');
  }

  async function create(
    place: TemplatePlace,
    membership: Membership,
    input: { name: string; body: TemplateBody },
  ) {
    if ((await repository.count(place)) >= LIMITS.templatesPerBrand) throw new AppError('templates_full');
    await nameFree(place, input.name);
    const now = nowIso();
    const row: TemplateRow = {
      id: randomUUID(),
      workspace_id: place.workspaceId,
      project_id: place.projectId,
      place_key: place.projectId ?? '',
      name: input.name.trim(),
      name_key: nameKey(input.name),
      body: toDbJson(input.body),
      uses: 0,
      created_by: membership.memberId,
      created_at: now,
      updated_at: now,
    };
    await repository.insert(row);
    return presentOne(row);
  }

  /** Who a rule names on this brand now (docs/product.md#templates), read in the making's transaction. */
  function assigneeOf(membership: Membership, projectId: string, trx: Db) {
    const canWork = async (memberId: string) => {
      const member = await deps.access.taskBrandsOf(membership.workspaceId, memberId, [projectId], trx);
      return member && member.role !== 'external' && !member.viaKey && member.projectIds.has(projectId);
    };
    return async (rule: TemplateAssignee) => {
      switch (rule.rule) {
        case 'nobody':
          return { memberId: null, notice: null };
        case 'creator':
        case 'reporter':
          return (await canWork(membership.memberId))
            ? { memberId: membership.memberId, notice: null }
            : { memberId: null, notice: TEMPLATE_NOTICES.keyCaller };
        case 'brand_admin': {
          for (const admin of await deps.access.brandAdmins(projectId, trx))
            if (await canWork(admin)) return { memberId: admin, notice: null };
          return { memberId: null, notice: TEMPLATE_NOTICES.noBrandAdmin };
        }
        case 'member':
          return rule.member && (await canWork(rule.member))
            ? { memberId: rule.member, notice: null }
            : { memberId: null, notice: TEMPLATE_NOTICES.assigneeGone };
      }
    };
  }

  /**
   * The tickets a body makes on a brand, in `trx`: placeholders and dates filled, people
   * resolved as they are now, parent, subtasks and checklists made through the tickets module.
   */
  async function make(
    trx: Db,
    membership: Membership,
    projectId: string,
    body: TemplateBody,
    making: Making & { brand: BrandNow },
  ): Promise<{ ticketId: string; notices: string[] }> {
    const { ticketIds, notices } = await makeMany(trx, membership, projectId, body, making.brand, [making]);
    return { ticketId: ticketIds[0]!, notices };
  }

  /**
   * The same body made many times at once (a recurring run's occurrences), in `trx`: each
   * assignee rule resolved once, every ticket made in one batch. Answers the parents' uids in
   * the order asked.
   */
  async function makeMany(
    trx: Db,
    membership: Membership,
    projectId: string,
    body: TemplateBody,
    brand: BrandNow,
    makings: readonly Making[],
  ): Promise<{ ticketIds: string[]; notices: string[] }> {
    const resolve = assigneeOf(membership, projectId, trx);
    const resolved = new Map<string, ReturnType<typeof resolve>>();
    const person: AssigneeOf = (rule) => {
      const key = JSON.stringify(rule);
      if (!resolved.has(key)) resolved.set(key, resolve(rule));
      return resolved.get(key)!;
    };
    const notices = new Set<string>();
    const trees = [];
    for (const { ticketId, n, input, templateId, series = null } of makings) {
      const made = await ticketsOfTemplate(
        body,
        { now: deps.now(), zone: brand.zone, language: brand.language, brandName: brand.name, n, input },
        person,
      );
      for (const notice of made.notices) notices.add(notice);
      trees.push({
        tree: {
          ticket: createTicketSchema.parse(made.ticket),
          checklist: made.checklist,
          subtasks: made.subtasks.map((subtask) => ({
            ticket: createTicketSchema.parse(subtask.ticket),
            checklist: subtask.checklist,
          })),
        },
        origin: { template: templateId, series },
        ...(ticketId ? { id: ticketId } : {}),
      });
    }
    const ticketIds = await deps.tickets.createTrees(membership, projectId, trees, trx);
    return { ticketIds, notices: [...notices] };
  }

  return {
    /** Templates usable on a brand: its own and its workspace's. */
    async usableOn(workspaceId: string, projectId: string): Promise<Template[]> {
      return present(await repository.usableOn(workspaceId, projectId));
    },
    async at(place: TemplatePlace): Promise<Template[]> {
      return present(await repository.at(place));
    },
    get: async (place: TemplatePlace, templateId: string) => presentOne(await found(place, templateId)),

    create: (place: TemplatePlace, membership: Membership, input: CreateTemplateInput) =>
      create(place, membership, { name: input.name, body: templateBodySchema.parse(input.body) }),

    /** "Save as template": the ticket's fields, checklist and subtasks under a name. */
    async fromTicket(place: TemplatePlace, membership: Membership, input: { name: string; ticket: string }) {
      const source = await deps.source.of(input.ticket);
      // A ticket of another workspace, or of another brand for a brand template, is not found here.
      if (
        !source ||
        source.workspaceId !== place.workspaceId ||
        (place.projectId !== null && source.projectId !== place.projectId)
      )
        throw new AppError('not_found', { message: 'There is no such ticket here.' });
      const body = templateBodySchema.parse({
        summary: source.summary,
        fields: source.fields,
        checklist: source.checklist,
        subtasks: source.subtasks,
      });
      return create(place, membership, { name: input.name, body });
    },

    async update(place: TemplatePlace, templateId: string, input: Partial<CreateTemplateInput>) {
      const row = await found(place, templateId);
      if (input.name !== undefined) await nameFree(place, input.name, row.id);
      const changes: Partial<TemplateRow> = { updated_at: nowIso() };
      if (input.name !== undefined)
        Object.assign(changes, { name: input.name.trim(), name_key: nameKey(input.name) });
      if (input.body !== undefined) changes.body = toDbJson(templateBodySchema.parse(input.body));
      await repository.update(row.id, changes);
      return presentOne({ ...row, ...changes });
    },

    async remove(place: TemplatePlace, templateId: string): Promise<void> {
      await repository.delete((await found(place, templateId)).id);
    },

    /**
     * Makes the template's tickets on a brand: the brand's own template or its workspace's. One
     * transaction counts the use (`{n}`) and makes parent, subtasks and checklists; a refusal of
     * any leaves nothing. The notices say what could not be done as the template asked.
     */
    async use(
      membership: Membership,
      projectId: string,
      templateId: string,
      input: UseTemplateInput,
    ): Promise<{ ticket: Ticket; notices: string[] }> {
      const row = await repository.one(templateId);
      if (
        !row ||
        row.workspace_id !== membership.workspaceId ||
        (row.project_id && row.project_id !== projectId)
      )
        throw new AppError('not_found', { message: 'There is no such template here.' });
      const body = templateBodySchema.parse(fromDbJson<unknown>(row.body, {}));
      // Read before the transaction: SQLite has one connection, which the transaction holds.
      const brand = await deps.brand(projectId);
      if (!brand) throw new AppError('not_found');
      const made = await deps.transaction(async (trx) => {
        const n = await repository.used(row.id, trx);
        return make(trx, membership, projectId, body, { n, input, templateId: row.id, brand });
      });
      const ticket = await deps.tickets.get({
        ticketId: made.ticketId,
        workspaceId: membership.workspaceId,
        projectId,
      });
      return { ticket, notices: made.notices };
    },

    /** The body of a template usable on this brand (its own or its workspace's), else 404. */
    async usableBody(workspaceId: string, projectId: string, templateId: string): Promise<TemplateBody> {
      const row = await repository.one(templateId);
      if (!row || row.workspace_id !== workspaceId || (row.project_id && row.project_id !== projectId))
        throw new AppError('not_found', { message: 'There is no such template here.' });
      return templateBodySchema.parse(fromDbJson<unknown>(row.body, {}));
    },

    /** A body's tickets in the caller's transaction (a recurring series' occurrence). */
    make,
    makeMany,
    /** The brand's name, language and zone, as `make` needs them (read them before its transaction). */
    brandNow: (projectId: string) => deps.brand(projectId),

    /** The summary `body` makes as the `n`th ticket on `anchor` (nothing is made). */
    summaryFor(body: TemplateBody, { n, anchor, brand }: { n: number; anchor: string; brand: BrandNow }) {
      return summaryOfTemplate(
        body,
        { now: deps.now(), zone: brand.zone, language: brand.language, brandName: brand.name, n, input: {} },
        anchor,
      );
    },
  };
}
export type TemplatesService = ReturnType<typeof createTemplatesService>;
