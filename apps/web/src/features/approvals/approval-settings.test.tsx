import { ApiError } from '@expertos/api-client/api-error';
import type { ApprovalContact } from '@expertos/domain/approvals/contacts';
import {
  APPROVAL_WORKFLOW_MESSAGES,
  type ApprovalWorkflowView,
  DEFAULT_APPROVAL_WORKFLOW,
} from '@expertos/domain/approvals/workflow';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aMember, aProject, aProjectUser } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as auditApi from './api/audit';
import * as workflowApi from './api/workflow';
import { ApprovalSettingsPage } from './pages/ApprovalSettingsPage';

afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  useWorkspaceStore.getState().setProjects([aProject({ uid: 'p1', name: 'Acme', slug: 'acme' })]);
});

const aView = (change: Partial<ApprovalWorkflowView> = {}): ApprovalWorkflowView => ({
  ...DEFAULT_APPROVAL_WORKFLOW,
  steps: [],
  updated_at: null,
  ...change,
});

const dana: ApprovalContact = {
  uid: 'c1',
  name: 'Dana Client',
  email: 'dana@client.example',
  company: 'Client Co',
  created_at: '2030-01-08T10:00:00.000Z',
  portal: { state: 'none', created_at: null, last_used_at: null, expires_at: null },
};

/** Grace works on Acme's tickets; Linus does not; Eve is external; Ada administers the workspace. */
const team = {
  members: [
    aMember({ uid: 'm1', name: 'Ada Lovelace', email: 'ada@example.com', role: 'admin', project_uids: [] }),
    aMember({ uid: 'm2', name: 'Grace Hopper', project_uids: ['p1'] }),
    aMember({ uid: 'm3', name: 'Linus Torvalds', email: 'linus@example.com', project_uids: [] }),
    aMember({
      uid: 'm4',
      name: 'Eve External',
      email: 'eve@example.com',
      role: 'external',
      project_uids: ['p1'],
    }),
  ],
  seats: { claimed: 4, pending: 0 },
};

function stubAdmin(view: ApprovalWorkflowView = aView(), contacts: ApprovalContact[] = [dana]) {
  signIn({ role: 'admin' });
  vi.spyOn(workflowApi, 'fetchWorkflow').mockResolvedValue(view);
  vi.spyOn(workflowApi, 'fetchTeam').mockResolvedValue(team);
  return { contacts: vi.spyOn(workflowApi, 'fetchContacts').mockResolvedValue(contacts) };
}

const renderPage = () =>
  renderPageAt('/brand/acme/approvals', [
    { path: '/brand/:projectSlug/approvals', element: <ApprovalSettingsPage /> },
  ]);

const stepsOnScreen = () => screen.getAllByTestId('approval-step');

async function pick(user: ReturnType<typeof userEvent.setup>, step: HTMLElement, option: string) {
  await user.click(within(step).getByRole('combobox', { name: /Approvers/ }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('/brand/{slug}/approvals: the workflow', () => {
  it('saves a two-step workflow as the brand admin set it', async () => {
    stubAdmin();
    const save = vi
      .spyOn(workflowApi, 'saveWorkflow')
      .mockImplementation(async (_, body) =>
        aView({ mode: body.mode, updated_at: '2030-01-09T10:00:00.000Z' }),
      );
    renderPage();
    const user = setupUser();
    expect(await screen.findByRole('heading', { level: 1, name: 'Approvals' })).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /Multi-step/ }));

    const [first] = stepsOnScreen();
    await user.click(within(first!).getByRole('combobox', { name: /Approvers/ }));
    // Only the members who work on Acme's tickets are offered.
    expect(await screen.findByRole('option', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Linus Torvalds' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Eve External' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Grace Hopper' }));
    await user.click(within(first!).getByRole('radio', { name: 'All of them' }));
    await user.click(within(first!).getByRole('switch', { name: 'Any brand admin may approve' }));

    await user.click(screen.getByRole('button', { name: 'Add a step' }));
    const second = stepsOnScreen()[1]!;
    expect(screen.getByRole('group', { name: 'Step 2' })).toBe(second);
    await user.click(within(second).getByRole('radio', { name: /Client/ }));
    expect(within(second).queryByRole('switch', { name: 'Any brand admin may approve' })).toBeNull();
    await pick(user, second, 'Dana Client (Client Co)');

    const due = screen.getByRole('textbox', { name: 'Due after (days)' });
    await user.clear(due);
    await user.type(due, '5');
    await user.click(screen.getByRole('switch', { name: /Lock dates with the approved content/ }));
    await user.click(screen.getByRole('button', { name: 'Save workflow' }));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith('p1', {
      mode: 'multi_step',
      steps: [
        { kind: 'internal', rule: 'all', brand_admins: false, approvers: ['m2'] },
        { kind: 'client', rule: 'any', brand_admins: false, approvers: ['c1'] },
      ],
      due_days: 5,
      expire_days: 7,
      lock_dates: true,
      author_may_approve: false,
    });
    expect(await screen.findByText('The approval workflow was saved.')).toBeInTheDocument();
  });

  it('moves and removes steps, and sends them in their new order', async () => {
    stubAdmin(
      aView({
        mode: 'multi_step',
        steps: [
          { kind: 'internal', rule: 'any', brand_admins: true, approvers: [] },
          {
            kind: 'client',
            rule: 'any',
            brand_admins: false,
            approvers: [{ uid: 'c1', name: 'Dana Client', active: true }],
          },
          {
            kind: 'internal',
            rule: 'all',
            brand_admins: false,
            approvers: [{ uid: 'm2', name: 'Grace Hopper', active: true }],
          },
        ],
      }),
    );
    const save = vi.spyOn(workflowApi, 'saveWorkflow').mockResolvedValue(aView());
    renderPage();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Move step 2 up' }));
    expect(screen.getByRole('button', { name: 'Move step 1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove step 3' }));
    expect(stepsOnScreen()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Save workflow' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![1].steps).toEqual([
      { kind: 'client', rule: 'any', brand_admins: false, approvers: ['c1'] },
      { kind: 'internal', rule: 'any', brand_admins: true, approvers: [] },
    ]);
  });

  it('says at the step what the domain refuses, without calling the server', async () => {
    stubAdmin();
    const save = vi.spyOn(workflowApi, 'saveWorkflow');
    renderPage();
    const user = setupUser();
    await user.click(await screen.findByRole('radio', { name: /Required/ }));
    const [step] = stepsOnScreen();
    await user.click(within(step!).getByRole('switch', { name: 'Any brand admin may approve' }));
    await user.click(screen.getByRole('button', { name: 'Save workflow' }));
    expect(await within(step!).findByText(APPROVAL_WORKFLOW_MESSAGES.noApprover)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('shows a refused approver at its step, by name, and keeps what was typed', async () => {
    stubAdmin(
      aView({
        mode: 'required',
        steps: [
          {
            kind: 'internal',
            rule: 'any',
            brand_admins: false,
            approvers: [{ uid: 'm2', name: 'Grace Hopper', active: true }],
          },
        ],
      }),
    );
    const refusal = 'An approver must be a member who works on this brand’s tasks.';
    vi.spyOn(workflowApi, 'saveWorkflow').mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'validation_error',
        message: 'x',
        details: [{ path: 'steps.0.approvers.0', message: refusal }],
      }),
    );
    renderPage();
    const user = setupUser();
    const author = await screen.findByRole('switch', { name: /author and assignee may approve/ });
    await user.click(author);
    const expire = screen.getByRole('textbox', { name: 'Expires after (days)' });
    await user.clear(expire);
    await user.type(expire, '12');
    await user.click(screen.getByRole('button', { name: 'Save workflow' }));

    const [step] = stepsOnScreen();
    expect(await within(step!).findByText(`Grace Hopper: ${refusal}`)).toBeInTheDocument();
    expect(within(step!).getByRole('combobox', { name: /Approvers/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByTestId('form-alert')).toHaveTextContent(/The workflow was not saved/);
    // What was typed stays.
    expect(screen.getByRole('radio', { name: /Required/ })).toBeChecked();
    expect(author).toBeChecked();
    expect(expire).toHaveValue('12');
    expect(screen.getByRole('button', { name: 'Save workflow' })).toBeEnabled();
    // Once the step changes, its refusal no longer stands.
    await pick(user, step!, 'Ada Lovelace');
    expect(within(step!).queryByText(`Grace Hopper: ${refusal}`)).toBeNull();
  });

  it('is read-only for a member who is not a brand admin: approvers by name, one no longer counting', async () => {
    signIn({ role: 'member' });
    vi.spyOn(workflowApi, 'fetchBrandPeople').mockResolvedValue([
      aProjectUser({ member_uid: 'm1', role: 'member', access: 'granted' }),
    ]);
    const contacts = vi.spyOn(workflowApi, 'fetchContacts');
    vi.spyOn(workflowApi, 'fetchWorkflow').mockResolvedValue(
      aView({
        mode: 'multi_step',
        steps: [
          {
            kind: 'internal',
            rule: 'all',
            brand_admins: true,
            approvers: [
              { uid: 'm2', name: 'Grace Hopper', active: true },
              { uid: 'm3', name: 'Linus Torvalds', active: false },
            ],
          },
          {
            kind: 'client',
            rule: 'any',
            brand_admins: false,
            approvers: [{ uid: 'c1', name: 'Dana Client', active: true }],
          },
        ],
        due_days: 1,
        lock_dates: true,
      }),
    );
    renderPage();
    const steps = await screen.findByRole('list', { name: 'Steps in order' });
    const [first, second] = within(steps)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === steps);
    expect(within(first!).getByText('Step 1: Internal, all approve')).toBeInTheDocument();
    expect(within(first!).getByText('Any brand admin')).toBeInTheDocument();
    expect(within(first!).getByText('Grace Hopper')).toBeInTheDocument();
    const linus = within(first!).getByText('Linus Torvalds').closest('li')!;
    expect(linus).toHaveTextContent('no longer counts');
    expect(within(second!).getByText('Step 2: Client, any one approves')).toBeInTheDocument();
    expect(within(second!).getByText('Dana Client')).toBeInTheDocument();
    expect(screen.getByText(/Each step is due 1 day after it opens\./)).toBeInTheDocument();
    expect(screen.getByText('An approved post’s dates are locked with its content.')).toBeInTheDocument();
    expect(screen.getByText('Only the brand’s admins change the workflow.')).toBeInTheDocument();

    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save workflow' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Client contacts' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Decision record' })).toBeNull();
    expect(contacts).not.toHaveBeenCalled();
  });

  it('says when the workflow could not be loaded, and loads it again', async () => {
    stubAdmin();
    const fetch = vi
      .spyOn(workflowApi, 'fetchWorkflow')
      .mockRejectedValueOnce(new ApiError({ status: 404, code: 'not_found', message: 'gone' }))
      .mockResolvedValue(aView());
    renderPage();
    const user = setupUser();
    expect(await screen.findByText(/The approval workflow could not be loaded\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Optional/ })).toBeChecked();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('/brand/{slug}/approvals: client contacts', () => {
  it('adds a contact, and says why one a step names is not removed', async () => {
    const { contacts } = stubAdmin();
    const eve: ApprovalContact = { ...dana, uid: 'c2', name: 'Eve Client', email: 'eve@client.example' };
    const add = vi.spyOn(workflowApi, 'addContact').mockResolvedValue(eve);
    const remove = vi
      .spyOn(workflowApi, 'removeContact')
      .mockRejectedValueOnce(new ApiError({ status: 409, code: 'approval_contact_in_use', message: 'x' }))
      .mockResolvedValueOnce(undefined);
    renderPage();
    const user = setupUser();
    const section = await screen.findByRole('region', { name: 'Client contacts' });
    const row = await within(section).findByRole('listitem', { name: 'Dana Client' });
    expect(within(row).getByText('dana@client.example')).toBeInTheDocument();
    expect(within(row).getByText('Client Co')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Add a contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a client contact' });
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(await within(dialog).findByText('Enter the contact’s name.')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Eve Client');
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail address/ }), 'eve@client.example');
    await user.type(within(dialog).getByRole('textbox', { name: /Company/ }), 'Client Co');
    contacts.mockResolvedValue([dana, eve]);
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(add).toHaveBeenCalledWith('p1', {
      name: 'Eve Client',
      email: 'eve@client.example',
      company: 'Client Co',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a client contact' })).toBeNull());
    expect(await within(section).findByRole('listitem', { name: 'Eve Client' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Remove Dana Client' }));
    const sure = await screen.findByRole('dialog', { name: 'Remove Dana Client?' });
    await user.click(within(sure).getByRole('button', { name: 'Remove contact' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      ERROR_CATALOGUE.approval_contact_in_use.message,
    );
    expect(remove).toHaveBeenCalledWith('p1', 'c1');
    expect(within(section).getByRole('listitem', { name: 'Dana Client' })).toBeInTheDocument();

    contacts.mockResolvedValue([dana]);
    const eveRow = within(section).getByRole('listitem', { name: 'Eve Client' });
    await user.click(within(eveRow).getByRole('button', { name: 'Remove Eve Client' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove Eve Client?' })).getByRole('button', {
        name: 'Remove contact',
      }),
    );
    await waitFor(() => expect(within(section).queryByRole('listitem', { name: 'Eve Client' })).toBeNull());
    expect(remove).toHaveBeenLastCalledWith('p1', 'c2');
  });

  it('edits a contact', async () => {
    stubAdmin();
    const update = vi
      .spyOn(workflowApi, 'updateContact')
      .mockResolvedValue({ ...dana, company: 'Client & Co' });
    renderPage();
    const user = setupUser();
    const section = await screen.findByRole('region', { name: 'Client contacts' });
    await user.click(await within(section).findByRole('button', { name: 'Edit Dana Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Dana Client' });
    const company = within(dialog).getByRole('textbox', { name: /Company/ });
    expect(company).toHaveValue('Client Co');
    await user.clear(company);
    await user.type(company, 'Client & Co');
    await user.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    expect(update).toHaveBeenCalledWith('p1', 'c1', {
      name: 'Dana Client',
      email: 'dana@client.example',
      company: 'Client & Co',
    });
  });

  it('has an empty state that offers to add the first contact', async () => {
    stubAdmin(aView(), []);
    renderPage();
    const section = await screen.findByRole('region', { name: 'Client contacts' });
    const empty = await within(section).findByTestId('empty-state');
    expect(empty).toHaveTextContent('No client contacts yet');
    expect(within(empty).getByRole('button', { name: 'Add a contact' })).toBeInTheDocument();
  });
});

describe('/brand/{slug}/approvals: the decision record', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

  it('downloads every decision as a CSV named for the brand and the days, or says why not', async () => {
    stubAdmin();
    const file = new Blob(['round,post\r\n'], { type: 'text/csv' });
    const download = vi.spyOn(auditApi, 'exportApprovalAudit').mockResolvedValueOnce(file);
    URL.createObjectURL = vi.fn(() => 'blob:audit');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const user = setupUser();
    renderPage();

    const section = await screen.findByRole('region', { name: 'Decision record' });
    await user.click(within(section).getByRole('button', { name: 'Download CSV' }));
    const today = new Date().toISOString().slice(0, 10);
    await waitFor(() => expect(saved).toEqual([`acme-approvals-start-to-${today}.csv blob:audit`]));
    expect(download).toHaveBeenCalledWith('p1', {});
    expect(URL.createObjectURL).toHaveBeenCalledWith(file);

    download.mockRejectedValueOnce(
      new ApiError({ status: 403, code: 'forbidden', message: ERROR_CATALOGUE.forbidden.message }),
    );
    await user.click(within(section).getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText(ERROR_CATALOGUE.forbidden.message)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });
});
