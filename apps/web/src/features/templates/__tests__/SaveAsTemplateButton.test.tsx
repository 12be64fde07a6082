import { ApiError } from '@expertos/api-client/client';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { renderWithProviders, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as brandPeopleApi from '../api/brand-people';
import * as templatesApi from '../api/templates';
import { SaveAsTemplateButton } from '../components/SaveAsTemplateButton';
import { aTemplate } from './template-fixtures';

const props = { ticketUid: 't1', workspaceUid: 'w1', project: { uid: 'p1', slug: 'acme' } };

afterEach(() => vi.restoreAllMocks());

describe('Save as template', { timeout: 20_000 }, () => {
  it('keeps the ticket under the name asked, and says so', async () => {
    signIn({ role: 'admin' });
    const save = vi
      .spyOn(templatesApi, 'saveTicketAsTemplate')
      .mockResolvedValue(aTemplate({ name: 'Weekly reel' }));
    renderWithProviders(<SaveAsTemplateButton {...props} />);
    const u = setupUser();
    await u.click(await screen.findByRole('button', { name: 'Save as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as template' });
    await u.type(within(dialog).getByRole('textbox', { name: 'Template name' }), '  Weekly reel {Enter}');

    await waitFor(() => expect(save).toHaveBeenCalledWith('p1', 'Weekly reel', 't1'));
    await waitFor(() =>
      expect(notificationsStore.getState().items.map((item) => item.message)).toContain(
        'Template Weekly reel saved. Choose it under “From template” when you make a ticket.',
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'Save as template' })).toBeNull();
  });

  it('asks for a name, and shows a name already taken under it', async () => {
    signIn({ role: 'admin' });
    const save = vi
      .spyOn(templatesApi, 'saveTicketAsTemplate')
      .mockRejectedValue(new ApiError({ status: 409, code: 'template_name_taken', message: 'x' }));
    renderWithProviders(<SaveAsTemplateButton {...props} />);
    const u = setupUser();
    await u.click(await screen.findByRole('button', { name: 'Save as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as template' });
    const name = within(dialog).getByRole('textbox', { name: 'Template name' });
    await u.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(name).toHaveAccessibleDescription(/Fill this in\./);
    expect(save).not.toHaveBeenCalled();

    await u.type(name, 'Weekly reel{Enter}');
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(/A template of that name is already here\./),
    );
  });

  it('is not offered to a member who is not the brand’s admin', async () => {
    signIn({ role: 'member' });
    const people = vi
      .spyOn(brandPeopleApi, 'fetchBrandPeople')
      .mockResolvedValue([
        { member_uid: 'm1', email: 'ada@example.com', name: 'Ada', role: 'member', access: 'granted' },
      ]);
    renderWithProviders(<SaveAsTemplateButton {...props} />);
    await waitFor(() => expect(people).toHaveBeenCalledWith('w1', 'p1'));
    expect(screen.queryByRole('button', { name: 'Save as template' })).toBeNull();
  });

  it('is offered to a brand admin who is a member of the workspace', async () => {
    signIn({ role: 'member' });
    vi.spyOn(brandPeopleApi, 'fetchBrandPeople').mockResolvedValue([
      { member_uid: 'm1', email: 'ada@example.com', name: 'Ada', role: 'admin', access: 'granted' },
    ]);
    renderWithProviders(<SaveAsTemplateButton {...props} />);
    expect(await screen.findByRole('button', { name: 'Save as template' })).toBeInTheDocument();
  });
});
