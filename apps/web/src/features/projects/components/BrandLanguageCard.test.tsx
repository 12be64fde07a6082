import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { aProject, aProjectUser } from '@/test/fixtures';
import { renderWithProviders, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as projectApi from '../api/project';
import * as projectUsersApi from '../api/project-users';
import { BrandLanguageCard } from './BrandLanguageCard';

afterEach(() => vi.restoreAllMocks());

const acme = aProject({ uid: 'p1', name: 'Acme', language: 'en' });

function renderCard(role: 'admin' | 'member', brandRole: 'admin' | 'member') {
  signIn({ role });
  useWorkspaceStore.getState().setProjects([acme]);
  vi.spyOn(projectUsersApi, 'fetchProjectUsers').mockResolvedValue([
    aProjectUser({ member_uid: 'm1', role: brandRole }),
  ]);
  renderWithProviders(<BrandLanguageCard projectUid="p1" />);
  return setupUser();
}

describe('a brand’s language', () => {
  it('lets a brand admin choose what its clients and integrations read, and says so', async () => {
    const update = vi
      .spyOn(projectApi, 'updateProject')
      .mockImplementation(async (_w, _p, change) => ({ ...acme, language: change.language as 'de' }));
    const u = renderCard('member', 'admin');
    const select = await screen.findByRole('combobox', { name: 'Language for clients and integrations' });
    expect(select).toHaveValue('English');
    await u.click(select);
    await u.click(await screen.findByRole('option', { name: 'Deutsch' }));
    expect(update).toHaveBeenCalledWith('w1', 'p1', { language: 'de' });
    await waitFor(() =>
      expect(notificationsStore.getState().items.map((item) => item.message)).toContain(
        'Acme now writes to its clients and integrations in Deutsch.',
      ),
    );
    expect(useWorkspaceStore.getState().projects[0]?.language).toBe('de');
  });

  it('shows a member which language it is, without a control', async () => {
    const update = vi.spyOn(projectApi, 'updateProject');
    renderCard('member', 'member');
    expect(
      await screen.findByText(
        'Acme writes to its clients and integrations in English. Brand admins change it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });
});
