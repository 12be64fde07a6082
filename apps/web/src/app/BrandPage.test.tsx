import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as overviewApi from '@/features/brand/api/brand-overview';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aProject } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { BrandPage } from './BrandPage';

afterEach(() => vi.restoreAllMocks());

function renderBrandPage(role: string) {
  signIn({ role });
  useWorkspaceStore.getState().setProjects([aProject({ uid: 'p1', name: 'Acme', slug: 'acme' })]);
  const overview = vi.spyOn(overviewApi, 'fetchBrandOverview').mockRejectedValue(new Error('not here'));
  const view = renderPageAt('/brand/acme/tasks', [
    { path: '/brand/:projectSlug/tasks', element: <BrandPage /> },
  ]);
  return { overview, ...view };
}

describe('BrandPage', () => {
  beforeEach(() => localStorage.clear());

  it("takes an external collaborator to the brand's Feed, never asking for the overview", async () => {
    const { overview } = renderBrandPage('External');
    expect(await screen.findByTestId('location')).toHaveTextContent('/brand/acme/feed');
    expect(overview).not.toHaveBeenCalled();
  });

  it('shows a member the overview with its Overview | Tasks switch', async () => {
    const { overview } = renderBrandPage('member');
    expect(await screen.findByRole('radiogroup')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).toBeNull();
    await vi.waitFor(() => expect(overview).toHaveBeenCalled());
  });
});
