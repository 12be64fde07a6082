import { ApiError } from '@expertos/api-client/client';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { renderWithProviders, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as templatesApi from '../api/templates';
import { TemplateManager } from '../components/TemplateManager';
import { aPostTemplate, aTemplate } from './template-fixtures';

const brand = { kind: 'brand', workspaceUid: 'w1', projectUid: 'p1' } as const;

function renderManager(items = [aTemplate()], canManage = true) {
  signIn({ role: 'admin' });
  vi.spyOn(templatesApi, 'fetchUsableTemplates').mockResolvedValue(items);
  renderWithProviders(<TemplateManager place={brand} canManage={canManage} />);
  return setupUser();
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
        fields: { ticket_type: 'post', pillar: 'Recipes', keyword_phrase: 'sourdough' },
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
        fields: { ticket_type: 'post', pillar: 'Recipes', keyword_phrase: 'sourdough' },
        film: null,
        remind: null,
      },
    });
  });

  it('shows a post template’s post fields, dates, reminder and subtask, and sends what was changed', async () => {
    const kept = aPostTemplate();
    const update = vi.spyOn(templatesApi, 'updateTemplate').mockResolvedValue(kept);
    const u = renderManager([kept]);
    await u.click(await screen.findByRole('button', { name: 'Edit Bread reel' }));
    const form = await screen.findByRole('form', { name: 'Template' });
    const post = within(form).getByRole('group', { name: 'Post' });
    expect(within(post).getByRole('combobox', { name: 'Platform' })).toHaveValue('Instagram');
    expect(within(post).getByRole('combobox', { name: 'Format' })).toHaveValue('Reel');
    expect(within(post).getByRole('combobox', { name: 'Purpose' })).toHaveValue('Growth');
    expect(within(post).getByRole('textbox', { name: 'Hook' })).toHaveValue('Wait for the crumb');
    expect(within(post).getByRole('textbox', { name: 'Hook variation 1' })).toHaveValue(
      'Listen to the crust',
    );
    expect(within(post).getByRole('textbox', { name: 'Caption' })).toHaveValue('Fresh every morning');
    expect(within(form).getByRole('textbox', { name: 'Film after (days)' })).toHaveValue('-2');
    expect(within(form).getByRole('textbox', { name: 'Due after (days)' })).toHaveValue('1');
    expect(within(form).getByRole('checkbox', { name: 'Count from the film date' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Remind after (days)' })).toHaveValue('0');
    expect(
      within(form).getByRole('checkbox', { name: 'Count the reminder from the film date' }),
    ).toBeChecked();
    expect(within(form).getByLabelText('Reminder time')).toHaveValue('09:00');

    // The subtask's own fields are folded away until asked for.
    const more = within(form).getByRole('button', { name: 'Type, assignee and due date of subtask 1' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(form).queryByRole('group', { name: 'Type, assignee and due date of subtask 1' }),
    ).toBeNull();
    await u.click(more);
    const subtask = within(form).getByRole('group', { name: 'Type, assignee and due date of subtask 1' });
    expect(within(subtask).getByRole('combobox', { name: 'Type' })).toHaveValue('Design');
    expect(within(subtask).getByRole('combobox', { name: 'Priority' })).toHaveValue('High');
    expect(within(subtask).getByRole('combobox', { name: 'Assign to' })).toHaveValue(
      'Whoever makes the ticket',
    );
    expect(within(subtask).getByRole('textbox', { name: 'Due after (days)' })).toHaveValue('3');
    expect(within(subtask).getByRole('checkbox', { name: 'Count from the film date' })).not.toBeChecked();

    await u.click(within(post).getByRole('combobox', { name: 'Platform' }));
    await u.click(await screen.findByRole('option', { name: 'TikTok' }));
    await u.clear(within(post).getByRole('textbox', { name: 'Hook variation 1' }));
    await u.type(within(post).getByRole('textbox', { name: 'Hook variation 2' }), 'Crackle');
    const film = within(form).getByRole('textbox', { name: 'Film after (days)' });
    await u.clear(film);
    await u.type(film, '-3');
    await u.click(within(form).getByRole('checkbox', { name: 'Count the reminder from the film date' }));
    const time = within(form).getByLabelText('Reminder time');
    await u.clear(time);
    await u.type(time, '18:30');
    await u.click(within(subtask).getByRole('combobox', { name: 'Priority' }));
    await u.click(await screen.findByRole('option', { name: 'Urgent' }));
    await u.click(within(subtask).getByRole('combobox', { name: 'Assign to' }));
    await u.click(await screen.findByRole('option', { name: 'The brand’s admin' }));
    await u.click(within(subtask).getByRole('checkbox', { name: 'Count from the film date' }));
    await u.click(within(form).getByRole('button', { name: 'Save template' }));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const body = update.mock.calls[0]?.[2].body;
    expect(body?.fields).toEqual({
      ticket_type: 'post',
      status: 'todo',
      priority: '1',
      tags: ['bread'],
      post_platform: 'tiktok',
      post_format: 'reel',
      post_audience: 'growth',
      hook: 'Wait for the crumb',
      hook_variation_2: 'Crackle',
      caption: 'Fresh every morning',
      pillar: 'Recipes',
      canva_url: 'https://canva.example/review',
    });
    expect(body).toMatchObject({
      film: { days: -3 },
      due: { days: 1, from: 'film_date' },
      remind: { days: 0, from: 'anchor', time: '18:30' },
      subtasks: [
        {
          summary: 'Cut the reel',
          fields: { ticket_type: 'design', priority: '3', status: 'in_progress', tags: ['edit'] },
          assignee: { rule: 'brand_admin' },
          due: { days: 3, from: 'film_date' },
          checklist: ['Rough cut'],
        },
      ],
    });
  });

  it('offers the post fields only for a post', async () => {
    const u = renderManager([]);
    await u.click(await screen.findByRole('button', { name: 'New template' }));
    const form = await screen.findByRole('form', { name: 'Template' });
    expect(within(form).queryByRole('group', { name: 'Post' })).toBeNull();
    await u.click(within(form).getByRole('combobox', { name: 'Type' }));
    await u.click(await screen.findByRole('option', { name: 'Post' }));
    expect(within(form).getByRole('group', { name: 'Post' })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Platform' })).toHaveValue('');
  });

  it('refuses a reminder without its time, and a subtask’s member not chosen, sending nothing', async () => {
    const create = vi.spyOn(templatesApi, 'createTemplate');
    const u = renderManager([]);
    await u.click(await screen.findByRole('button', { name: 'New template' }));
    const form = await screen.findByRole('form', { name: 'Template' });
    await u.type(within(form).getByRole('textbox', { name: 'Name' }), 'Launch');
    await u.type(within(form).getByRole('textbox', { name: 'Ticket summary' }), 'Launch');
    const time = within(form).getByLabelText('Reminder time');
    // A time is for a reminder: asked for once the reminder has its days.
    expect(time).toBeDisabled();
    await u.type(within(form).getByRole('textbox', { name: 'Remind after (days)' }), '2');
    expect(time).toBeEnabled();
    await u.click(within(form).getByRole('button', { name: 'Add a subtask' }));
    await u.type(within(form).getByRole('textbox', { name: 'Subtask 1' }), 'Edit');
    const more = within(form).getByRole('button', { name: 'Type, assignee and due date of subtask 1' });
    await u.click(more);
    const subtask = within(form).getByRole('group', { name: 'Type, assignee and due date of subtask 1' });
    await u.click(within(subtask).getByRole('combobox', { name: 'Assign to' }));
    await u.click(await screen.findByRole('option', { name: 'A member' }));
    // Folded again: the refusal unfolds it, so its error is seen.
    await u.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await u.click(within(form).getByRole('button', { name: 'Create template' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Some fields need a look.');
    expect(time).toHaveAccessibleDescription(/Choose the time of day the reminder is sent\./);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const unfolded = within(form).getByRole('group', { name: 'Type, assignee and due date of subtask 1' });
    expect(within(unfolded).getByRole('combobox', { name: 'Member' })).toHaveAccessibleDescription(
      /Choose the member the tickets go to\./,
    );
    expect(create).not.toHaveBeenCalled();
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
