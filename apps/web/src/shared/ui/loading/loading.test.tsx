import { LOADING_OVERLAY } from '@expertos/domain/ui';
import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LoadingOverlay } from './LoadingOverlay';
import { hideLoading, loadingStore, showLoading, withLoading } from './loading-store';
import { useLoadingOverlay } from './use-loading-overlay';

describe('loading overlay', () => {
  it('uses the spec timings: no delay, spinner size 80', () => {
    expect(LOADING_OVERLAY).toEqual({ delay: 0, spinnerSize: 80 });
  });

  it('shows at once on showLoading and hides on hideLoading', () => {
    renderWithProviders(<LoadingOverlay />, { withUiHosts: false });
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    act(() => showLoading());
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    act(() => hideLoading());
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it('stays up until every showLoading is matched', () => {
    showLoading();
    showLoading();
    hideLoading();
    expect(loadingStore.getState().pending).toBe(1);
    hideLoading();
    hideLoading();
    expect(loadingStore.getState().pending).toBe(0);
  });

  it('shows a message when given one', () => {
    renderWithProviders(<LoadingOverlay />, { withUiHosts: false });
    act(() => showLoading('Saving the brand…'));
    expect(screen.getByText('Saving the brand…')).toBeInTheDocument();
  });

  it('withLoading hides the overlay however the work ends', async () => {
    await expect(withLoading(Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(loadingStore.getState().pending).toBe(0);
    await expect(withLoading(async () => 42)).resolves.toBe(42);
    expect(loadingStore.getState().pending).toBe(0);
  });

  it('useLoadingOverlay exposes the API and whether the overlay is up', () => {
    const { result } = renderHook(() => useLoadingOverlay());
    expect(result.current.visible).toBe(false);
    act(() => result.current.showLoading());
    expect(result.current.visible).toBe(true);
    act(() => result.current.hideLoading());
    expect(result.current.visible).toBe(false);
  });

  it('is mounted on demand by the app providers', async () => {
    renderWithProviders(<p>page</p>);
    act(() => showLoading());
    expect(await screen.findByTestId('loading-overlay')).toBeInTheDocument();
  });
});
