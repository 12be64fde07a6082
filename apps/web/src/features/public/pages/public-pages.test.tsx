import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { IntegrationSuccessPage, POPUP_CLOSE_DELAY_MS } from './IntegrationSuccessPage';
import { KitchenSyncPage } from './KitchenSyncPage';
import { UiTokensPage } from './UiTokensPage';

afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true });
});

describe('/ui design tokens', () => {
  it('shows the brand palette first, the type scale and the spacing scale', () => {
    renderWithProviders(<UiTokensPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Design tokens' })).toBeInTheDocument();
    const palettes = screen.getAllByTestId(/^palette-/);
    expect(palettes[0]).toHaveAttribute('data-testid', 'palette-brand');
    expect(screen.getByLabelText(/^brand\.7 #/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Type' })).toBeInTheDocument();
    expect(screen.getByText('Spacing')).toBeInTheDocument();
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

  it('shows every UI-kit component in its states', () => {
    renderKitchen();
    for (const name of [
      'Notifications',
      'Confirm dialog',
      'Loading overlay',
      'Task-details dialog',
      'Empty state',
      'Page frame',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getAllByTestId('notification').length).toBeGreaterThanOrEqual(6);
    expect(screen.getAllByTestId('notification-badge')).toHaveLength(4);
    expect(screen.getByTestId('empty-state')).toBeInTheDocument();
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
  it('confirms the connection', () => {
    renderWithProviders(<IntegrationSuccessPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Integration connected' })).toBeInTheDocument();
  });

  it('closes itself when it was opened as a pop-up', () => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'opener', { value: {}, configurable: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderWithProviders(<IntegrationSuccessPage />);
    act(() => vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS));
    expect(close).toHaveBeenCalled();
    close.mockRestore();
  });
});
