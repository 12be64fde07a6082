import { randomUUID } from 'node:crypto';
import {
  APPROVAL_MAX_CONTACTS,
  type ApprovalContact,
  type ApprovalContactInput,
  approvalContactInputSchema,
} from '@expertos/domain/approvals/contacts';
import type { PortalLink } from '@expertos/domain/approvals/portal';
import {
  type ApprovalWorkflow,
  type ApprovalWorkflowView,
  DEFAULT_APPROVAL_WORKFLOW,
} from '@expertos/domain/approvals/workflow';
import type { Selectable } from 'kysely';
import { AppError } from '../../platform/errors.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { PeopleService } from '../workspaces/people.service.js';
import type { ApprovalContactsTable } from './approvals.tables.js';
import type { WorkflowsRepository } from './workflows.repository.js';

interface Place {
  workspaceId: string;
  projectId: string;
}

const NO_LINK: PortalLink = { state: 'none', created_at: null, last_used_at: null, expires_at: null };

const toContact = (
  row: Selectable<ApprovalContactsTable>,
  portal: PortalLink = NO_LINK,
): ApprovalContact => ({
  uid: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  created_at: row.created_at,
  portal,
});

/**
 * A brand's approval workflow and client contacts (docs/product.md#approvals). An internal
 * step's named approvers are members who may open the brand's tasks (the one brand-visibility
 * rule, member-access.ts); a client step's are the brand's contacts. One who loses the brand,
 * or a contact removed, shows as inactive and no longer counts.
 */
export function createWorkflowsService(deps: {
  repository: WorkflowsRepository;
  access: Pick<MemberAccess, 'taskBrandsOf'>;
  people: Pick<PeopleService, 'refs'>;
  /** Each contact's portal link state (portal.service.ts). */
  portalLinks: (projectId: string) => Promise<Map<string, PortalLink>>;
  now: () => Date;
}) {
  const { repository } = deps;

  /** Whether the member may approve on the brand: joined, not external, with its tasks. */
  async function mayApprove(place: Place, memberId: string): Promise<boolean> {
    const found = await deps.access.taskBrandsOf(place.workspaceId, memberId, [place.projectId]);
    // Deciding is a person's act: never a workspace key's member.
    return (
      found !== null && !found.viaKey && found.role !== 'external' && found.projectIds.has(place.projectId)
    );
  }

  async function current(projectId: string): Promise<ApprovalWorkflow & { updated_at: string | null }> {
    const row = await repository.workflow(projectId);
    if (!row) return { ...DEFAULT_APPROVAL_WORKFLOW, updated_at: null };
    return {
      mode: row.mode as ApprovalWorkflow['mode'],
      steps: row.steps,
      due_days: Number(row.due_days),
      expire_days: Number(row.expire_days),
      lock_dates: Number(row.lock_dates) === 1,
      author_may_approve: Number(row.author_may_approve) === 1,
      updated_at: row.updated_at,
    };
  }

  async function view(place: Place): Promise<ApprovalWorkflowView> {
    const workflow = await current(place.projectId);
    const memberIds = workflow.steps.filter((s) => s.kind === 'internal').flatMap((s) => s.approvers);
    const [people, contacts] = await Promise.all([
      deps.people.refs(memberIds),
      repository.contacts(place.projectId),
    ]);
    const contactById = new Map(contacts.map((row) => [row.id, row]));
    const active = new Map<string, boolean>();
    for (const id of new Set(memberIds)) active.set(id, await mayApprove(place, id));
    return {
      ...workflow,
      steps: workflow.steps.map((step) => ({
        kind: step.kind,
        rule: step.rule,
        brand_admins: step.brand_admins,
        approvers: step.approvers.map((uid) =>
          step.kind === 'internal'
            ? {
                uid,
                name: people.get(uid)?.name ?? people.get(uid)?.email ?? 'Former member',
                active: active.get(uid) === true,
              }
            : { uid, name: contactById.get(uid)?.name ?? 'Removed contact', active: contactById.has(uid) },
        ),
      })),
    };
  }

  return {
    view,
    /** The brand's workflow as set (the default when none is). */
    workflow: current,
    mayApprove,

    /** Replaces the brand's workflow; every approver checked first, nothing saved on a refusal. */
    async put(place: Place, input: ApprovalWorkflow, memberId: string | null): Promise<ApprovalWorkflowView> {
      const contacts = new Set((await repository.contacts(place.projectId)).map((row) => row.id));
      const details: { path: string; message: string }[] = [];
      for (const [i, step] of input.steps.entries())
        for (const [j, uid] of step.approvers.entries()) {
          const fine = step.kind === 'internal' ? await mayApprove(place, uid) : contacts.has(uid);
          if (!fine)
            details.push({
              path: `steps.${i}.approvers.${j}`,
              message:
                step.kind === 'internal'
                  ? 'An approver must be a member who works on this brand’s tasks.'
                  : 'An approver of a client step must be one of this brand’s contacts.',
            });
        }
      if (details.length > 0) throw new AppError('validation_error', { details });
      await repository.putWorkflow({
        project_id: place.projectId,
        workspace_id: place.workspaceId,
        mode: input.mode,
        steps: input.steps,
        due_days: input.due_days,
        expire_days: input.expire_days,
        lock_dates: input.lock_dates ? 1 : 0,
        author_may_approve: input.author_may_approve ? 1 : 0,
        updated_by: memberId,
        updated_at: deps.now().toISOString(),
      });
      return view(place);
    },

    async contacts(projectId: string): Promise<ApprovalContact[]> {
      const [rows, links] = await Promise.all([repository.contacts(projectId), deps.portalLinks(projectId)]);
      return rows.map((row) => toContact(row, links.get(row.id)));
    },

    async addContact(place: Place, input: ApprovalContactInput): Promise<ApprovalContact> {
      const values = approvalContactInputSchema.parse(input);
      if ((await repository.countContacts(place.projectId)) >= APPROVAL_MAX_CONTACTS)
        throw new AppError('approval_contacts_full');
      const at = deps.now().toISOString();
      const row = {
        id: randomUUID(),
        workspace_id: place.workspaceId,
        project_id: place.projectId,
        name: values.name,
        email: values.email.toLowerCase(),
        company: values.company || null,
        created_at: at,
        updated_at: at,
      };
      await repository.insertContact(row);
      return toContact(row);
    },

    async updateContact(
      projectId: string,
      contactId: string,
      patch: Partial<Pick<ApprovalContact, 'name' | 'email' | 'company'>>,
    ): Promise<ApprovalContact> {
      const row = await repository.contact(projectId, contactId);
      if (!row) throw new AppError('not_found');
      const changes = {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.email !== undefined ? { email: patch.email.toLowerCase() } : {}),
        ...(patch.company !== undefined ? { company: patch.company || null } : {}),
        updated_at: deps.now().toISOString(),
      };
      await repository.updateContact(contactId, changes);
      return toContact({ ...row, ...changes }, (await deps.portalLinks(projectId)).get(contactId));
    },

    /** A contact a step still names is refused (409): the workflow would silently lose them. */
    async removeContact(projectId: string, contactId: string): Promise<void> {
      const row = await repository.contact(projectId, contactId);
      if (!row) throw new AppError('not_found');
      const workflow = await current(projectId);
      if (workflow.steps.some((step) => step.kind === 'client' && step.approvers.includes(contactId)))
        throw new AppError('approval_contact_in_use');
      await repository.deleteContact(contactId);
    },
  };
}
export type WorkflowsService = ReturnType<typeof createWorkflowsService>;
