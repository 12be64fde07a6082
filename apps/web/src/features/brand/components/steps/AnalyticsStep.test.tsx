import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as brandProjectApi from '../../api/brand-project';
import { acme } from '../../test/brand-fixtures';
import { AnalyticsStep } from './AnalyticsStep';

afterEach(() => vi.restoreAllMocks());

const show = (canEdit: boolean, project = acme) =>
  renderPageAt('/step', [
    { path: '/step', element: <AnalyticsStep project={project} workspaceUid="w1" canEdit={canEdit} /> },
  ]);

describe('the Analytics step’s sharing with externals', () => {
  it('is turned on by a brand admin and saved with the step', async () => {
    signIn({ role: 'admin' });
    const update = vi
      .spyOn(brandProjectApi, 'updateBrand')
      .mockResolvedValue({ ...acme, share_results_with_externals: true });
    show(true);
    const toggle = screen.getByRole('switch', { name: /Share results with externals/ });
    expect(toggle).not.toBeChecked();
    const user = setupUser();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('w1', acme.uid, {
        analytics: null,
        share_results_with_externals: true,
      }),
    );
  });

  it('is read-only for others, and an external sees no link to results that are not shared', () => {
    signIn({ role: 'external' });
    show(false);
    expect(screen.getByRole('switch', { name: /Share results with externals/ })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /See the results/ })).toBeNull();
  });
});
