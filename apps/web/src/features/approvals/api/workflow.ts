import { listProjectUsers } from '@expertos/api-client/projects';
import { listTeam } from '@expertos/api-client/team';
import {
  type ApprovalContact,
  type ApprovalContactInput,
  approvalContactSchema,
} from '@expertos/domain/approvals/contacts';
import {
  type ApprovalWorkflowInput,
  type ApprovalWorkflowView,
  approvalWorkflowSchema,
} from '@expertos/domain/approvals/workflow';
import type { ProjectUser } from '@expertos/domain/project.schema';
import type { TeamList } from '@expertos/domain/workspace.schema';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn(workflowApi, …)` answers the queries too.
import * as workflowApi from './workflow';

/**
 * A brand's approval workflow and client contacts (docs/product.md#approvals): the members who
 * work on its tickets read the workflow, its brand admins set it and keep the contacts.
 */
const projectPath = (projectUid: string) => `/projects/${encodeURIComponent(projectUid)}`;
const contactsPath = (projectUid: string) => `${projectPath(projectUid)}/approval-contacts`;
const contactListSchema = z.array(approvalContactSchema);

/** `GET …/approval-workflow`: the mode, the steps with their approvers by name, the days. */
export function fetchWorkflow(projectUid: string, signal?: AbortSignal): Promise<ApprovalWorkflowView> {
  return api.get(`${projectPath(projectUid)}/approval-workflow`, { schema: approvalWorkflowSchema, signal });
}

/** `PUT …/approval-workflow` (brand admins): the whole workflow, replaced; answers it as `GET` does. */
export function saveWorkflow(projectUid: string, body: ApprovalWorkflowInput): Promise<ApprovalWorkflowView> {
  return api.put(`${projectPath(projectUid)}/approval-workflow`, { body, schema: approvalWorkflowSchema });
}

/** `GET …/approval-contacts` (brand admins): the brand's client contacts, by name. */
export function fetchContacts(projectUid: string, signal?: AbortSignal): Promise<ApprovalContact[]> {
  return api.get(contactsPath(projectUid), { schema: contactListSchema, signal });
}

/** `POST …/approval-contacts`: 409 `approval_contacts_full` past the brand's limit. */
export function addContact(projectUid: string, body: ApprovalContactInput): Promise<ApprovalContact> {
  return api.post(contactsPath(projectUid), { body, schema: approvalContactSchema });
}

/** `PATCH …/approval-contacts/{contactUid}`: the fields given. */
export function updateContact(
  projectUid: string,
  contactUid: string,
  body: Partial<ApprovalContactInput>,
): Promise<ApprovalContact> {
  return api.patch(`${contactsPath(projectUid)}/${encodeURIComponent(contactUid)}`, {
    body,
    schema: approvalContactSchema,
  });
}

/** `DELETE …/approval-contacts/{contactUid}`: 409 `approval_contact_in_use` while a step names them. */
export async function removeContact(projectUid: string, contactUid: string): Promise<void> {
  await api.delete(`${contactsPath(projectUid)}/${encodeURIComponent(contactUid)}`);
}

/**
 * Who is who for the pickers: the brand's people (to know who administers it) and the
 * workspace's members (the ones who work on the brand's tickets may approve). A feature does
 * not import another, so these are this feature's own; the keys are the ones the other pages
 * use, so the app keeps one copy of each.
 */
export function fetchBrandPeople(workspaceUid: string, projectUid: string): Promise<ProjectUser[]> {
  return listProjectUsers(api, workspaceUid, projectUid);
}

export function fetchTeam(workspaceUid: string): Promise<TeamList> {
  return listTeam(api, workspaceUid, {});
}

export const workflowQueryKey = (projectUid: string) =>
  ['projects', projectUid, 'approval-workflow'] as const;
export const contactsQueryKey = (projectUid: string) =>
  ['projects', projectUid, 'approval-contacts'] as const;

export function workflowQueryOptions(projectUid: string) {
  return queryOptions({
    queryKey: workflowQueryKey(projectUid),
    queryFn: ({ signal }) => workflowApi.fetchWorkflow(projectUid, signal),
    enabled: Boolean(projectUid),
  });
}

export function contactsQueryOptions(projectUid: string) {
  return queryOptions({
    queryKey: contactsQueryKey(projectUid),
    queryFn: ({ signal }) => workflowApi.fetchContacts(projectUid, signal),
    enabled: Boolean(projectUid),
  });
}

export function brandPeopleQueryOptions(workspaceUid: string, projectUid: string) {
  return queryOptions<ProjectUser[]>({
    queryKey: ['workspaces', workspaceUid, 'projects', projectUid, 'users'] as const,
    queryFn: () => workflowApi.fetchBrandPeople(workspaceUid, projectUid),
  });
}

export function teamQueryOptions(workspaceUid: string) {
  return queryOptions<TeamList>({
    queryKey: ['workspaces', workspaceUid, 'team', {}],
    queryFn: () => workflowApi.fetchTeam(workspaceUid),
    staleTime: 60_000,
  });
}
