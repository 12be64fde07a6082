import { ApiError } from '@expertos/api-client/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { renderWithProviders, signIn } from '@/test/render';
import * as templatesApi from '../api/templates';
import { TemplateManager } from '../components/TemplateManager';
import { aTemplate } from './template-fixtures';

const brand = { kind: 'brand', workspaceUid: 'w1', projectUid: 'p1' } as const;

function renderManager(items = [aTemplate()], canManage = true) {
  signIn({ role: 'admin' });
  vi.spyOn(templatesApi, 'fetchUsableTemplates').mockResolvedValue(items);
  renderWithProviders(<TemplateManager place={brand} canManage={canManage} />);
  return userEvent.setup();
}

const positives = () =>
  notificationsStore
    .getState()
    .items.filter((item) => item.type === 'positive')
    .map((item) => item.message);

afterEach(() => vi.restoreAllMocks());

describe('the template manager', { timeout: 30_000 }, () => {
  it("lists the brand's own templates, not the workspace's, with what comes with them", async () => {
    renderManager([
      aTemplate({ uses: 3, body: { checklist: ['Script', 'Film'], subtasks: [] } }),
      aTemplate({ uid: 'tpl2', scope: 'workspace', project_uid: null, name: 'Company news' }),
    ]);
    const row = await screen.findByRole('listitem', { name: 'Weekly reel' });
    expect(within(row).getByText('Reel for week {week}')).toBeInTheDocument();
    expect(within(row).getByText('2 checklist items')).toBeInTheDocument();
    expect(within(row).getByText('Used 3 times')).toBeInTheDocument();
    expect(screen.queryByText('Company news')).toBeNull();
    expect(within(row).getByRole('button', { name: 'Edit Weekly reel' })).toBeInTheDocument();
  });

  it('says when there are none, and offers to make one', async () => {
    renderManager([]);
    expect(await screen.findByText('No templates yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New template' })).toBeInTheDocument();
  });

  it('shows the list read-only to those who may not manage it', async () => {
    renderManager([aTemplate()], false);
    const row = await screen.findByRole('listitem', { name: 'Weekly reel' });
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New template' })).toBeNull();
    expect(screen.getByText(/Only the brand’s admins can change its templates/)).toBeInTheDocument();
  });

  it('says when the list could not be loaded, with a retry', async () => {
    signIn({ role: 'admin' });
    vi.spyOn(templatesApi, 'fetchUsableTemplates').mockRejectedValue(
      new ApiError({ status: 403, code: 'forbidden', message: 'x' }),
    );
    renderWithProviders(<TemplateManager place={brand} canManage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The templates could not be loaded. You do not have permission to do this.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('creates a template with its fields, checklist lines and a subtask', async () => {
    const create = vi
      .spyOn(templatesApi, 'createTemplate')
      .mockResolvedValue(aTemplate({ uid: 'tpl9', name: 'Launch' }));
    const u = renderManager([]);
    await u.click(await screen.findByRole('button', { name: 'New template' }));
    const form = await screen.findByRole('form', { name: 'Template' });
    await u.type(within(form).getByRole('textbox', { name: 'Name' }), 'Launch');
    await u.type(within(form).getByRole('textbox', { name: 'Ticket summary' }), 'Launch of ');
    await u.click(within(form).getByRole('button', { name: /^Add \{brand\} to the summary/ }));
    await u.type(within(form).getByRole('textbox', { name: 'Due after (days)' }), '3');
    await u.type(within(form).getByRole('textbox', { name: 'Checklist' }), 'Brief{Enter}{Enter}  Shoot  ');
    await u.click(within(form).getByRole('button', { name: 'Add a subtask' }));
    await u.type(within(form).getByRole('textbox', { name: 'Subtask 1' }), 'Edit the cut');
    await u.click(within(form).getByRole('button', { name: 'Create template' }));

    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const [place, input] = create.mock.calls[0] ?? [];
    expect(place).toEqual(brand);
    expect(input).toMatchObject({
      name: 'Launch',
      body: {
        summary: 'Launch of {brand}',
        fields: { ticket_type: 'task', status: 'todo', tags: [] },
        assignee: { rule: 'nobody' },
        due: { days: 3, from: 'anchor' },
        checklist: ['Brief', 'Shoot'],
        subtasks: [{ summary: 'Edit the cut', checklist: [] }],
      },
    });
    await waitFor(() => expect(positives()).toContain('Template Launch created.'));
    expect(screen.queryByRole('form', { name: 'Template' })).toBeNull();
  });

  it('refuses an incomplete form without sending it, saying where', async () => {
    const create = vi.spyOn(templatesApi, 'createTemplate');
    const u = renderManager([]);
    await u.click(await screen.findByRole('button', { name: 'New template' }));
    const form = await screen.findByRole('form', { name: 'Template' });
    await u.click(within(form).getByRole('combobox', { name: 'Assign to' }));
    await u.click(await screen.findByRole('option', { name: 'A member' }));
    await u.click(within(form).getByRole('button', { name: 'Create template' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Some fields need a look.');
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/Fill this in\./);
    expect(within(form).getByRole('textbox', { name: 'Ticket summary' })).toHaveAccessibleDescription(
      /Fill this in\./,
    );
    expect(within(form).getByRole('combobox', { name: 'Member' })).toHaveAccessibleDescription(
      /Choose the member the tickets go to\./,
    );
    expect(create).not.toHaveBeenCalled();
  });

  it('shows a name already taken under the name, and keeps the form', async () => {
    vi.spyOn(templatesApi, 'createTemplate').mockRejectedValue(
      new ApiError({ status: 409, code: 'template_name_taken', message: 'x' }),
    );
    const u = renderManager([]);
    await u.click(await screen.findByRole('button', { name: 'New template' }));
    const form = await screen.findByRole('form', { name: 'Template' });
    await u.type(within(form).getByRole('textbox', { name: 'Name' }), 'Weekly reel');
    await u.type(within(form).getByRole('textbox', { name: 'Ticket summary' }), 'Reel');
    await u.click(within(form).getByRole('button', { name: 'Create template' }));

    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
        /A template of that name is already here\. Choose another name\./,
      ),
    );
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Weekly reel');
  });

  it('says when the place is full', async () => {
    vi.spyOn(templatesApi, 'createTemplate').mockRejectedValue(
      new ApiError({ status: 409, code: 'templates_full', message: 'x' }),
    );
    const u = renderManager([]);
    await u.click(await screen.findByRole('button', { name: 'New template' }));
    const form = await screen.findByRole('form', { name: 'Template' });
    await u.type(within(form).getByRole('textbox', { name: 'Name' }), 'One more');
    await u.type(within(form).getByRole('textbox', { name: 'Ticket summary' }), 'Reel');
    await u.click(within(form).getByRole('button', { name: 'Create template' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/There are already 200 templates here/);
  });

  it('edits a template keeping what the form does not show', async () => {
    const kept = aTemplate({
      body: {
        summary: 'Reel',
        fields: { ticket_type: 'post', caption: 'Kept caption' },
        remind: { days: 1, from: 'anchor', time: '09:00' },
      },
    });
    const update = vi.spyOn(templatesApi, 'updateTemplate').mockResolvedValue(kept);
    const u = renderManager([kept]);
    await u.click(await screen.findByRole('button', { name: 'Edit Weekly reel' }));
    const form = await screen.findByRole('form', { name: 'Template' });
    const summary = within(form).getByRole('textbox', { name: 'Ticket summary' });
    await u.clear(summary);
    await u.type(summary, 'Reel {{n}');
    await u.click(within(form).getByRole('button', { name: 'Save template' }));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]?.[1]).toBe('tpl1');
    expect(update.mock.calls[0]?.[2]).toMatchObject({
      name: 'Weekly reel',
      body: {
        summary: 'Reel {n}',
        fields: { ticket_type: 'post', caption: 'Kept caption' },
        remind: { days: 1, time: '09:00' },
      },
    });
  });

  it('deletes a template after the shared confirmation', async () => {
    const remove = vi.spyOn(templatesApi, 'deleteTemplate').mockResolvedValue();
    const u = renderManager([aTemplate()]);
    await u.click(await screen.findByRole('button', { name: 'Delete Weekly reel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the template Weekly reel?' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete template' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(brand, 'tpl1'));
    await waitFor(() => expect(positives()).toContain('Template Weekly reel deleted.'));
  });
});
