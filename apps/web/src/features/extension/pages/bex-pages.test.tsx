import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/shared/stores/app-store';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aProject } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import * as capture from '../api/capture';
import { BexDevtoolsPage } from './BexDevtoolsPage';
import { BexRecordPage } from './BexRecordPage';

afterEach(() => {
  vi.restoreAllMocks();
  useAppStore.getState().setExtensionVersion(null);
});
beforeEach(() => {
  signIn();
  useWorkspaceStore.getState().setProjects([aProject({ uid: 'p1', name: 'Acme', slug: 'acme' })]);
});

describe('/bex/devtools', () => {
  it('makes a bug ticket whose description lists the page, its console errors and failed requests', async () => {
    const create = vi.spyOn(capture, 'createCapturedTicket').mockResolvedValue({
      uid: 't1',
      id: 7,
      project: { uid: 'p1', name: 'Acme', slug: 'acme' },
    } as never);
    renderPageAt('/bex/devtools?url=https%3A%2F%2Fshop.example%2Fcart', [
      { path: '/bex/devtools', element: <BexDevtoolsPage /> },
    ]);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Console errors (one a line)' }),
      'TypeError: x',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Failed requests (one a line)' }),
      'GET https://shop.example/api/cart 500',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Create ticket' }));
    expect(create).toHaveBeenCalledWith(
      'p1',
      expect.objectContaining({
        summary: 'Bug report',
        reference_content: 'Source: https://shop.example/cart',
        description: [
          'Page: https://shop.example/cart',
          '',
          'Console errors (1):',
          '- TypeError: x',
          '',
          'Failed requests (1):',
          '- GET https://shop.example/api/cart → 500',
        ].join('\n'),
      }),
    );
  });
});

describe('/bex/record', () => {
  it('says how to install the extension when none answered', () => {
    renderPageAt('/bex/record', [{ path: '/bex/record', element: <BexRecordPage /> }]);
    expect(screen.getByText('The browser extension is not installed in this browser')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open the recorder' })).not.toBeInTheDocument();
  });

  it('opens the recorder of the installed extension', () => {
    useAppStore.getState().setExtensionVersion(10);
    renderPageAt('/bex/record', [{ path: '/bex/record', element: <BexRecordPage /> }]);
    expect(screen.getByRole('button', { name: 'Open the recorder' })).toBeInTheDocument();
  });
});
