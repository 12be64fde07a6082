import { ApiError } from '@expertos/api-client/client';
import { aTicket } from '@expertos/domain/testing/tickets';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { OPEN_TASK_EVENT } from '@/shared/ui/task-dialog/open-task-dialog';
import { renderWithProviders, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as templatesApi from '../api/templates';
import { FromTemplateMenu } from '../components/FromTemplateMenu';
import { TemplatePickerModal } from '../components/TemplatePickerModal';
import { aTemplate } from './template-fixtures';

const reel = aTemplate();
const news = aTemplate({ uid: 'tpl2', scope: 'workspace', project_uid: null, name: 'Company news' });
const made = aTicket({ uid: 'new1', id: 42, summary: 'Reel for week 19' });

const messages = (type: 'positive' | 'negative') =>
  notificationsStore
    .getState()
    .items.filter((item) => item.type === type)
    .map((item) => item.message);

/** The tickets the task dialog was asked to open. */
function openedTasks() {
  const opened: string[] = [];
  const listen = (event: Event) => opened.push((event as CustomEvent<{ taskId: string }>).detail.taskId);
  window.addEventListener(OPEN_TASK_EVENT, listen);
  return { opened, stop: () => window.removeEventListener(OPEN_TASK_EVENT, listen) };
}

afterEach(() => vi.restoreAllMocks());

describe('From template in the new-ticket dialogs', { timeout: 20_000 }, () => {
  it('lists the templates usable on the brand; choosing one makes the ticket for the day and opens it', async () => {
    signIn();
    vi.spyOn(templatesApi, 'fetchUsableTemplates').mockResolvedValue([reel, news]);
    const make = vi
      .spyOn(templatesApi, 'makeTicketFromTemplate')
      .mockResolvedValue({ ticket: made, notices: ['The template’s assignee was left out.'] });
    const onMade = vi.fn();
    const tasks = openedTasks();
    renderWithProviders(
      <FromTemplateMenu workspaceUid="w1" projectUid="p1" anchor="2030-05-06" onMade={onMade} />,
    );
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'From template' }));
    expect(await screen.findByRole('menuitem', { name: /Company news/ })).toHaveTextContent(
      'Workspace template · Reel for week {week}',
    );
    await u.click(screen.getByRole('menuitem', { name: /Weekly reel/ }));

    await waitFor(() => expect(onMade).toHaveBeenCalled());
    expect(make).toHaveBeenCalledWith('p1', 'tpl1', { anchor: '2030-05-06' });
    expect(messages('positive')).toContain('Ticket #42 made from Weekly reel.');
    expect(messages('negative')).toContain('The template’s assignee was left out.');
    expect(tasks.opened).toEqual(['new1']);
    tasks.stop();
  });

  it('says why a ticket could not be made, and keeps the dialog open', async () => {
    signIn();
    vi.spyOn(templatesApi, 'fetchUsableTemplates').mockResolvedValue([reel]);
    vi.spyOn(templatesApi, 'makeTicketFromTemplate').mockRejectedValue(
      new ApiError({ status: 403, code: 'forbidden', message: 'x' }),
    );
    const onMade = vi.fn();
    renderWithProviders(<FromTemplateMenu workspaceUid="w1" projectUid="p1" onMade={onMade} />);
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'From template' }));
    await u.click(await screen.findByRole('menuitem', { name: /Weekly reel/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The ticket could not be made. You do not have permission to do this.',
    );
    expect(onMade).not.toHaveBeenCalled();
  });

  it('asks for the brand first on the all-brands dialog', () => {
    signIn();
    renderWithProviders(<FromTemplateMenu workspaceUid="w1" projectUid={null} onMade={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'From template' })).toBeDisabled();
    expect(screen.getByText('Choose the brand first.')).toBeInTheDocument();
  });
});

describe('New ticket from template… (the palette)', { timeout: 20_000 }, () => {
  it("lists the brand's templates and makes the one chosen, without a day", async () => {
    signIn();
    vi.spyOn(templatesApi, 'fetchUsableTemplates').mockResolvedValue([reel]);
    const make = vi
      .spyOn(templatesApi, 'makeTicketFromTemplate')
      .mockResolvedValue({ ticket: made, notices: [] });
    const onClose = vi.fn();
    renderWithProviders(<TemplatePickerModal workspaceUid="w1" projectUid="p1" onClose={onClose} />);
    const u = setupUser();
    expect(screen.getByRole('dialog', { name: 'New ticket from template' })).toBeInTheDocument();
    await u.click(await screen.findByRole('button', { name: /Weekly reel/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(make).toHaveBeenCalledWith('p1', 'tpl1', {});
  });

  it('says when the brand has none', async () => {
    signIn();
    vi.spyOn(templatesApi, 'fetchUsableTemplates').mockResolvedValue([]);
    renderWithProviders(<TemplatePickerModal workspaceUid="w1" projectUid="p1" onClose={vi.fn()} />);
    expect(await screen.findByText('No templates for this brand yet.')).toBeInTheDocument();
  });
});
