import { ApiError } from '@expertos/api-client/client';
import { MESSAGES } from '@expertos/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { useSettingsStore } from '@/shared/stores/settings-store';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { OPEN_TASK_EVENT, type TaskDialogTarget } from '@/shared/ui/task-dialog/open-task-dialog';
import { aProject } from '@/test/fixtures';
import * as milestonesApi from '../../api/milestones';
import * as ticketApi from '../../api/ticket';
import { renderTaskList } from './list-test-setup';
import { aTicket } from './ticket-test-data';

afterEach(() => vi.restoreAllMocks());

/** The first render on a busy two-core machine can take more than the default second. */
const SLOW = { timeout: 5000 };

/** Fills a text field in one go (typing letter by letter is slow and not what is tested). */
async function fill(u: ReturnType<typeof renderTaskList>['u'], field: HTMLElement, text: string) {
  await u.click(field);
  await u.paste(text);
}

async function openForm(path = '/tasks?viewMode=table') {
  const view = renderTaskList(path, [[]]);
  await screen.findByText('No tickets yet', {}, SLOW);
  await view.u.click(screen.getAllByRole('button', { name: 'New ticket' })[0] as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: 'New ticket' });
  return { ...view, dialog: within(dialog) };
}

describe('creating a ticket', { timeout: 60_000 }, () => {
  it('starts from the task defaults: To Do, priority Normal, no due date', async () => {
    const { dialog } = await openForm();
    expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveValue('Task');
    expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('To Do');
    expect(dialog.getByRole('combobox', { name: 'Priority' })).toHaveValue('Normal');
    expect(dialog.getByRole('button', { name: 'Due date' })).toHaveTextContent('No due date');
    // Post fields only for posts.
    expect(dialog.queryByRole('textbox', { name: 'Hook' })).toBeNull();
  });

  it("takes the priority and due date from the user's task defaults", async () => {
    useSettingsStore.getState().setTaskDefaults({ priority: '2', dueDate: '2030-01-08' });
    const { dialog } = await openForm();
    expect(dialog.getByRole('combobox', { name: 'Priority' })).toHaveValue('High');
    expect(dialog.getByRole('button', { name: 'Due date' })).toHaveTextContent('Jan 8, 2030');
  });

  it('says the data is incomplete and marks the empty required fields', async () => {
    const create = vi.spyOn(ticketApi, 'createTicket');
    const { dialog, u } = await openForm();
    await u.click(dialog.getByRole('button', { name: 'Create ticket' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(MESSAGES.incompleteData);
    expect(dialog.getByRole('textbox', { name: 'Summary' })).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByRole('combobox', { name: 'Brand' })).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it('creates a ticket with the defaults, says so and opens it', async () => {
    const create = vi
      .spyOn(ticketApi, 'createTicket')
      .mockResolvedValue(aTicket({ id: 7, uid: 'tk7', summary: 'Plan the launch' }));
    const opened: TaskDialogTarget[] = [];
    const listener = (event: Event) => opened.push((event as CustomEvent<TaskDialogTarget>).detail);
    window.addEventListener(OPEN_TASK_EVENT, listener);
    const { dialog, u, api } = await openForm();
    const listCalls = api.listWorkspace.mock.calls.length;

    await u.type(dialog.getByRole('textbox', { name: 'Summary' }), '  Plan the launch ');
    await u.click(dialog.getByRole('combobox', { name: 'Brand' }));
    await u.click(await screen.findByRole('option', { name: 'Globex' }));
    await u.click(dialog.getByRole('button', { name: 'Create ticket' }));

    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('p2', {
        summary: 'Plan the launch',
        ticket_type: 'task',
        status: 'todo',
        priority: '1',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New ticket' })).toBeNull());
    expect(notificationsStore.getState().items.map((item) => item.message)).toEqual([
      'Ticket #7 was created.',
    ]);
    expect(opened).toEqual([{ taskId: 'tk7', projectSlug: 'acme', title: 'Plan the launch' }]);
    // The lists are read again to show it.
    await waitFor(() => expect(api.listWorkspace.mock.calls.length).toBeGreaterThan(listCalls));
    window.removeEventListener(OPEN_TASK_EVENT, listener);
  });

  it('sends the post fields of a post, and checks its links', async () => {
    const create = vi.spyOn(ticketApi, 'createTicket').mockResolvedValue(aTicket({ id: 8 }));
    const { dialog, u } = await openForm('/brand/acme/tasks?viewMode=table');
    // A brand page fixes the brand.
    expect(dialog.queryByRole('combobox', { name: 'Brand' })).toBeNull();

    await fill(u, dialog.getByRole('textbox', { name: 'Summary' }), 'Summer reel');
    await u.click(dialog.getByRole('combobox', { name: 'Type' }));
    await u.click(await screen.findByRole('option', { name: 'Post' }));
    await u.click(dialog.getByRole('combobox', { name: 'Platform' }));
    await u.click(await screen.findByRole('option', { name: 'Instagram' }));
    await u.click(dialog.getByRole('combobox', { name: 'Purpose' }));
    await u.click(await screen.findByRole('option', { name: 'Trust building' }));
    await fill(u, dialog.getByRole('textbox', { name: 'Hook' }), 'Stop scrolling');
    await fill(u, dialog.getByRole('textbox', { name: 'Hook variation 2' }), 'Wait for it');
    await fill(u, dialog.getByRole('textbox', { name: 'Caption' }), 'Sun is out');
    await fill(u, dialog.getByRole('textbox', { name: 'Review link' }), 'canva dot com');
    await u.click(dialog.getByRole('button', { name: 'Create ticket' }));

    expect(dialog.getByRole('textbox', { name: 'Review link' })).toHaveAccessibleDescription(
      'Enter a full web address, starting with https://',
    );
    expect(create).not.toHaveBeenCalled();

    await u.clear(dialog.getByRole('textbox', { name: 'Review link' }));
    await fill(u, dialog.getByRole('textbox', { name: 'Review link' }), 'https://canva.com/d/1');
    await fill(u, dialog.getByRole('textbox', { name: 'Keyword phrase' }), 'summer sale');
    await u.click(dialog.getByRole('button', { name: 'Create ticket' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('p1', {
        summary: 'Summer reel',
        ticket_type: 'post',
        status: 'todo',
        priority: '1',
        post_platform: 'instagram',
        post_audience: 'trust_building',
        hook: 'Stop scrolling',
        hook_variation_2: 'Wait for it',
        caption: 'Sun is out',
        canva_url: 'https://canva.com/d/1',
        keyword_phrase: 'summer sale',
      }),
    );
  });

  it("offers the chosen brand's pillars for a post, and forgets the pillar when the brand changes", async () => {
    const create = vi.spyOn(ticketApi, 'createTicket').mockResolvedValue(aTicket({ id: 9 }));
    const { dialog, u } = await openForm();
    useWorkspaceStore
      .getState()
      .setProjects([
        aProject({ uid: 'p1', name: 'Acme', content_pillars: ['Origins', 'Brewing at home'] }),
        aProject({ uid: 'p2', name: 'Globex', content_pillars: ['Wholesale'] }),
      ]);
    await fill(u, dialog.getByRole('textbox', { name: 'Summary' }), 'Harvest reel');
    await u.click(dialog.getByRole('combobox', { name: 'Type' }));
    await u.click(await screen.findByRole('option', { name: 'Post' }));
    await u.click(dialog.getByRole('combobox', { name: 'Brand' }));
    await u.click(await screen.findByRole('option', { name: 'Acme' }));
    const pillar = dialog.getByRole('combobox', { name: 'Pillar' });
    expect(pillar).toHaveValue('No pillar');
    await u.click(pillar);
    await u.click(await screen.findByRole('option', { name: 'Origins' }));
    expect(pillar).toHaveValue('Origins');

    await u.click(dialog.getByRole('combobox', { name: 'Brand' }));
    await u.click(await screen.findByRole('option', { name: 'Globex' }));
    expect(pillar).toHaveValue('No pillar');
    await u.click(pillar);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No pillar',
      'Wholesale',
    ]);
    await u.click(screen.getByRole('option', { name: 'Wholesale' }));
    await u.click(dialog.getByRole('button', { name: 'Create ticket' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('p2', {
        summary: 'Harvest reel',
        ticket_type: 'post',
        status: 'todo',
        priority: '1',
        pillar: 'Wholesale',
      }),
    );
  });

  it('sends an estimate in hours and in the smallest currency unit, as typed', async () => {
    const create = vi.spyOn(ticketApi, 'createTicket').mockResolvedValue(aTicket({ id: 10 }));
    const { dialog, u } = await openForm('/brand/acme/tasks?viewMode=table');
    await fill(u, dialog.getByRole('textbox', { name: 'Summary' }), 'Quote the shoot');
    // Only estimates ask for hours and an amount.
    expect(dialog.queryByRole('textbox', { name: 'Hours' })).toBeNull();
    await u.click(dialog.getByRole('combobox', { name: 'Type' }));
    await u.click(await screen.findByRole('option', { name: 'Estimate' }));
    expect(dialog.getByRole('group', { name: 'Estimate' })).toBeInTheDocument();

    // Typed key by key, as a person does. A typed comma is the thousands separator, not the
    // decimal point; and NumberInput hands over text while the field shows '1,250.50' and
    // still has the focus (Enter sends the form without leaving it): it must reach the request.
    const hours = dialog.getByRole('textbox', { name: 'Hours' });
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    await u.type(hours, '12.50');
    await u.type(amount, '1,250.50');
    expect(amount).toHaveValue('1,250.50');
    await u.keyboard('{Enter}');
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('p1', {
        summary: 'Quote the shoot',
        ticket_type: 'estimate',
        status: 'todo',
        priority: '1',
        estimate_hours: 12.5,
        estimate_amount: 125050,
      }),
    );
  });

  it('takes the amount as the language writes it: 1.250,50 in German', async () => {
    // German number format; the texts stay English (the German catalogue is not loaded here).
    await i18n.changeLanguage('de');
    try {
      const create = vi.spyOn(ticketApi, 'createTicket').mockResolvedValue(aTicket({ id: 12 }));
      const { dialog, u } = await openForm('/brand/acme/tasks?viewMode=table');
      await fill(u, dialog.getByRole('textbox', { name: 'Summary' }), 'Angebot');
      await u.click(dialog.getByRole('combobox', { name: 'Type' }));
      await u.click(await screen.findByRole('option', { name: 'Estimate' }));
      const amount = dialog.getByRole('textbox', { name: 'Amount' });
      await u.type(amount, '1.250,50');
      expect(amount).toHaveValue('1.250,50');
      await u.type(dialog.getByRole('textbox', { name: 'Hours' }), '2,5');
      await u.click(dialog.getByRole('button', { name: 'Create ticket' }));
      await waitFor(() =>
        expect(create).toHaveBeenLastCalledWith(
          'p1',
          expect.objectContaining({ estimate_amount: 125050, estimate_hours: 2.5 }),
        ),
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('sends round amounts and no estimate fields for other types', async () => {
    const create = vi.spyOn(ticketApi, 'createTicket').mockResolvedValue(aTicket({ id: 11 }));
    const { dialog, u } = await openForm('/brand/acme/tasks?viewMode=table');
    await fill(u, dialog.getByRole('textbox', { name: 'Summary' }), 'Quote');
    await u.click(dialog.getByRole('combobox', { name: 'Type' }));
    await u.click(await screen.findByRole('option', { name: 'Estimate' }));
    await u.type(dialog.getByRole('textbox', { name: 'Amount' }), '2000');
    await u.click(dialog.getByRole('button', { name: 'Create ticket' }));
    await waitFor(() =>
      expect(create).toHaveBeenLastCalledWith('p1', expect.objectContaining({ estimate_amount: 200000 })),
    );
    expect(create.mock.calls.at(-1)?.[1]).not.toHaveProperty('estimate_hours');
  });

  it('creates a milestone from the form and files the ticket under it', async () => {
    const createMilestone = vi
      .spyOn(milestonesApi, 'createMilestone')
      .mockResolvedValue({ uid: 'ms2', project_uid: 'p1', name: 'Q2', due_date: null });
    const create = vi.spyOn(ticketApi, 'createTicket').mockResolvedValue(aTicket({ id: 9 }));
    const { dialog, u } = await openForm('/brand/acme/tasks?viewMode=table');
    await fill(u, dialog.getByRole('textbox', { name: 'Summary' }), 'Plan Q2');

    await u.click(dialog.getByRole('button', { name: 'Create milestone' }));
    await fill(u, dialog.getByRole('textbox', { name: 'New milestone name' }), ' Q2 ');
    await u.click(dialog.getByRole('button', { name: 'Create milestone' }));
    expect(createMilestone).toHaveBeenCalledWith('p1', { name: 'Q2' });
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Milestone' })).toHaveValue('Q2'));

    await u.click(dialog.getByRole('button', { name: 'Create ticket' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'p1',
        expect.objectContaining({ summary: 'Plan Q2', milestone: 'ms2' }),
      ),
    );
  });

  it("shows the server's refusal in the catalogue's words", async () => {
    vi.spyOn(ticketApi, 'createTicket').mockRejectedValue(
      new ApiError({ status: 400, code: 'ticket_create_failed', message: 'x' }),
    );
    const { dialog, u } = await openForm('/brand/acme/tasks?viewMode=table');
    await u.type(dialog.getByRole('textbox', { name: 'Summary' }), 'Anything');
    await u.click(dialog.getByRole('button', { name: 'Create ticket' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The ticket could not be created.');
    expect(screen.getByRole('dialog', { name: 'New ticket' })).toBeInTheDocument();
  });
});
