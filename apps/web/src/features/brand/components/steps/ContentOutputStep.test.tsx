import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as brandProjectApi from '../../api/brand-project';
import { acme } from '../../test/brand-fixtures';
import { ContentOutputStep } from './ContentOutputStep';

afterEach(() => vi.restoreAllMocks());

describe('the weekly review’s time in brand setup', () => {
  it('sits beside the review day, 08:00 until a brand admin picks another hour, and is saved with it', async () => {
    signIn({ role: 'admin' });
    const update = vi
      .spyOn(brandProjectApi, 'updateBrand')
      .mockResolvedValue({ ...acme, slate_review_hour: 6 });
    renderPageAt('/step', [
      { path: '/step', element: <ContentOutputStep project={acme} workspaceUid="w1" canEdit /> },
    ]);
    const user = setupUser();
    const hour = screen.getByRole('combobox', { name: 'Review time' });
    expect(hour).toHaveValue('08:00');
    await user.click(hour);
    await user.click(await screen.findByRole('option', { name: '06:00' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('w1', acme.uid, expect.objectContaining({ slate_review_hour: 6 })),
    );
  });

  it('is shown, not changeable, to those who may not edit the brand', () => {
    signIn({ role: 'member' });
    renderPageAt('/step', [
      { path: '/step', element: <ContentOutputStep project={acme} workspaceUid="w1" canEdit={false} /> },
    ]);
    expect(screen.getByRole('combobox', { name: 'Review time' })).toBeDisabled();
  });
});
