import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as brandProjectApi from '../../api/brand-project';
import { acme } from '../../test/brand-fixtures';
import { NameBrandStep } from './NameBrandStep';

afterEach(() => vi.restoreAllMocks());

describe('content-settings saves without a workspace or brand', () => {
  it('are skipped with a console warning and say nothing was saved', async () => {
    signIn({ role: 'admin' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const update = vi.spyOn(brandProjectApi, 'updateBrand');
    renderPageAt('/step', [
      { path: '/step', element: <NameBrandStep project={acme} workspaceUid={null} canEdit /> },
    ]);
    const user = setupUser();
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Outdoor gear');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was saved: choose a workspace and a brand first.',
    );
    expect(warn).toHaveBeenCalledWith('Brand profile not saved: no workspace or brand is selected.');
    expect(update).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('Outdoor gear');
  });

  it('saveBrandProfile skips without a brand and sends with both', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const update = vi.spyOn(brandProjectApi, 'updateBrand').mockResolvedValue(acme);
    await expect(brandProjectApi.saveBrandProfile('w1', '', { off_brand: [] })).resolves.toBeNull();
    await expect(brandProjectApi.saveBrandProfile(null, 'p1', { off_brand: [] })).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(update).not.toHaveBeenCalled();
    await expect(brandProjectApi.saveBrandProfile('w1', 'p1', { off_brand: ['No slang'] })).resolves.toBe(
      acme,
    );
    expect(update).toHaveBeenCalledWith('w1', 'p1', { off_brand: ['No slang'] });
  });
});

describe('a step’s unsaved input', () => {
  it('comes back after a reload, still unsaved, and is forgotten once the brand has it', async () => {
    signIn({ role: 'admin' });
    const update = vi.spyOn(brandProjectApi, 'updateBrand').mockResolvedValue(acme);
    const show = (project = acme) =>
      renderPageAt('/step', [
        { path: '/step', element: <NameBrandStep project={project} workspaceUid="w1" canEdit /> },
      ]);
    show();
    const user = setupUser();
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Outdoor gear');
    cleanup();

    show();
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('Outdoor gear');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved changes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'w1',
        acme.uid,
        expect.objectContaining({ description: 'Outdoor gear' }),
      ),
    );
    cleanup();

    // Saved: the brand now says it, and the copy on this device is dropped.
    show({ ...acme, description: 'Outdoor gear' });
    expect(screen.getByTestId('save-status')).not.toHaveTextContent('Unsaved changes');
    cleanup();
    show();
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('');
  });
});
