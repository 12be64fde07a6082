import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { INTEGRATION_RESULT_MESSAGE } from '@expertos/domain/integration-install';
import { MantineProvider } from '@mantine/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt, renderWithProviders } from '@/test/render';
import { IntegrationSuccessPage, POPUP_CLOSE_DELAY_MS } from './IntegrationSuccessPage';
import { KitchenSyncPage } from './KitchenSyncPage';
import { UiTokensPage } from './UiTokensPage';

afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true });
});

describe('/ui design tokens', () => {
  it('shows the brand palette first, each shade with its contrast, the type scale and the sizes', () => {
    renderWithProviders(<UiTokensPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Design tokens' })).toBeInTheDocument();
    const palettes = screen.getAllByTestId(/^palette-/);
    expect(palettes[0]).toHaveAttribute('data-testid', 'palette-brand');
    expect(
      screen.getByRole('img', { name: 'brand.7 #5a36d6: 7.15:1 on white, 2.93:1 on black' }),
    ).toBeInTheDocument();
    for (const name of ['Colours', 'Type', 'Spacing, radius, shadows and breakpoints']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    for (const name of ['Spacing', 'Shadows (--mantine-shadow-{size})', 'Breakpoints', 'Monospace stack']) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
  });

  it("measures the app's own colours: the resolver's dimmed grey and the primary button", () => {
    renderWithProviders(<UiTokensPage />);
    const dimmed = screen.getByTestId('role---mantine-color-dimmed');
    expect(dimmed).toHaveTextContent('#5f676f on #fff');
    expect(dimmed).toHaveTextContent('5.74:1');
    expect(dimmed).toHaveTextContent('AA');
    expect(screen.getByTestId('role---mantine-primary-color-filled')).toHaveTextContent('#fff on #5a36d6');
    // Badges read at AA: teal's outline (estimate badges) is the theme's darker teal.
    expect(screen.getByTestId('variant---mantine-color-teal-outline')).toHaveTextContent(
      /^Outline(\d+\.\d+):1$/,
    );
    const tealOutline = Number(
      /([\d.]+):1/.exec(screen.getByTestId('variant---mantine-color-teal-outline').textContent ?? '')?.[1],
    );
    expect(tealOutline).toBeGreaterThanOrEqual(4.5);
    // The palette paints red.6 as the resolver sets it, saying what it replaces.
    expect(
      screen.getByRole('img', { name: /^red\.6 #c92a2a: 5\.45:1 on white.*in place of #fa5252/ }),
    ).toBeInTheDocument();
  });

  it('reads the tokens from the theme it runs in, not from a copy', () => {
    renderWithProviders(
      <MantineProvider
        theme={{ primaryColor: 'teal', fontFamily: 'Comic Sans MS, cursive' }}
        cssVariablesResolver={() => ({
          variables: {},
          light: { '--mantine-color-dimmed': '#888888' },
          dark: {},
        })}
      >
        <UiTokensPage />
      </MantineProvider>,
    );
    expect(screen.getAllByTestId(/^palette-/)[0]).toHaveAttribute('data-testid', 'palette-teal');
    expect(screen.getByText('Comic Sans MS, cursive')).toBeInTheDocument();
    const dimmed = screen.getByTestId('role---mantine-color-dimmed');
    expect(dimmed).toHaveTextContent('#888888');
    expect(dimmed).toHaveTextContent('Large text only');
  });
});

describe('/kitchen-sync', () => {
  function renderKitchen() {
    return renderWithProviders(
      <MemoryRouter>
        <KitchenSyncPage />
      </MemoryRouter>,
    );
  }

  it('shows every component of shared/ui', () => {
    renderKitchen();
    // Every component file of the UI kit, but the hosts (which only mount the dialogs and
    // notifications shown here) and the slots (no UI of their own).
    const files = Object.keys(import.meta.glob('../../../shared/ui/**/*.tsx'))
      .map(
        (path) =>
          path
            .split('/')
            .at(-1)
            ?.replace(/\.tsx$/, '') ?? '',
      )
      .filter((name) => !name.endsWith('.test') && !name.endsWith('Host') && name !== 'slots');
    expect(files.length).toBeGreaterThanOrEqual(10);
    const shown = screen
      .getAllByRole('region')
      .flatMap((region) => (region.getAttribute('data-components') ?? '').split(' '))
      .filter(Boolean);
    expect([...new Set(shown)].sort()).toEqual([...new Set(files)].sort());
  });

  it('shows each state: loading, empty, error, disabled, long text and a narrow width', () => {
    renderKitchen();
    const states = new Set(
      Array.from(document.querySelectorAll('[data-state]')).map((node) => node.getAttribute('data-state')),
    );
    for (const state of ['default', 'loading', 'empty', 'error', 'disabled', 'longText', 'narrow', 'live']) {
      expect(states).toContain(state);
    }
    // The static components at a phone's width; the dialogs are full-screen or centred anyway.
    for (const name of [
      'Page frame',
      'Section card',
      'Empty state',
      'Form alert',
      'Query error',
      'E-mail field',
      'Notifications',
    ]) {
      const section = screen.getByRole('region', { name });
      expect(within(section).getByRole('group', { name: 'Narrow (320 px)' })).toBeInTheDocument();
    }
    expect(screen.getAllByTestId('notification-badge')).toHaveLength(5);
    const emailFields = screen.getAllByRole('textbox', { name: 'E-mail' });
    expect(emailFields.some((input) => input.hasAttribute('disabled'))).toBe(true);
    expect(emailFields.some((input) => input.getAttribute('aria-invalid') === 'true')).toBe(true);
  });

  it('goes to a section from the contents, focusing its heading', async () => {
    renderKitchen();
    const contents = screen.getByRole('navigation', { name: 'Components' });
    await userEvent.click(within(contents).getByRole('link', { name: 'Form alert' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Form alert' })).toHaveFocus();
  });

  it('runs the confirm dialog and shows its answer', async () => {
    renderKitchen();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm with defaults' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.getByTestId('confirm-result')).toHaveTextContent('confirmed'));
  });

  it('fires a live notification', async () => {
    renderKitchen();
    const before = screen.getAllByTestId('notification').length;
    await userEvent.click(screen.getByRole('button', { name: 'Positive' }));
    await waitFor(() => expect(screen.getAllByTestId('notification').length).toBe(before + 1));
  });
});

describe('/integration-success', () => {
  const renderResult = (query: string) =>
    renderPageAt(`/integration-success${query}`, [
      { path: '/integration-success', element: <IntegrationSuccessPage /> },
    ]);

  afterEach(() => vi.useRealTimers());

  it('confirms the connection and links back to the brand’s integrations', () => {
    renderResult('?status=ok&type=slack&project=acme');
    expect(screen.getByRole('heading', { level: 1, name: 'Integration connected' })).toBeInTheDocument();
    expect(screen.getByText(/^Slack is connected/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the integrations' })).toHaveAttribute(
      'href',
      '/brand/acme/integrations',
    );
  });

  it('says in words why nothing was connected', () => {
    renderResult('?status=error&type=slack&reason=slack_install_denied&project=acme');
    expect(screen.getByRole('heading', { level: 1, name: 'Integration not connected' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_CATALOGUE.slack_install_denied.message);
    expect(screen.getByRole('link', { name: 'Back to the integrations' })).toBeInTheDocument();
  });

  it.each([
    ['integration_not_brand_admin', /You are no longer an admin of this brand/],
    ['integration_plan_required', /This workspace no longer has an active plan/],
  ] as const)('says why when the callback refused the starter (%s)', (reason, sentence) => {
    renderResult(`?status=error&type=slack&reason=${reason}`);
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_CATALOGUE[reason].message);
    expect(screen.getByRole('alert')).toHaveTextContent(sentence);
    expect(screen.getByRole('link', { name: 'Back to the app' })).toHaveAttribute('href', '/dashboard');
  });

  it('reads an unknown reason as "nothing was connected", with a way back to the app', () => {
    renderResult('?status=error&reason=<script>');
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was connected.');
    expect(screen.getByRole('link', { name: 'Back to the app' })).toHaveAttribute('href', '/dashboard');
  });

  it('as a pop-up, tells its opener (on our origin only) and closes itself', () => {
    vi.useFakeTimers();
    const postMessage = vi.fn();
    Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderResult('?status=ok&type=slack&project=acme');
    expect(postMessage).toHaveBeenCalledWith(
      {
        kind: INTEGRATION_RESULT_MESSAGE,
        result: { status: 'ok', type: 'slack', project: 'acme' },
      },
      window.location.origin,
    );
    expect(close).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS));
    expect(close).toHaveBeenCalled();
    close.mockRestore();
  });

  it('stays open when it is not a pop-up (the flow ran in the whole window)', () => {
    vi.useFakeTimers();
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderResult('?status=ok&type=slack&project=acme');
    act(() => vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS * 2));
    expect(close).not.toHaveBeenCalled();
    close.mockRestore();
  });
});
