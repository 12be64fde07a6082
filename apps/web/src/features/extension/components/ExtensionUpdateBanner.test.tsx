import { EXTENSION_VERSION } from '@expertos/domain/extension';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/shared/stores/app-store';
import { renderWithProviders } from '@/test/render';
import { ExtensionUpdateBanner } from './ExtensionUpdateBanner';

afterEach(() => {
  useAppStore.getState().setStartParams({ origin: null, extensionOutdated: false });
  useAppStore.getState().setExtensionVersion(null);
});

describe('the extension update notice', () => {
  it('asks for an update when the extension opened the app with extension_outdated, until closed', async () => {
    useAppStore.getState().setStartParams({ origin: 'extension', extensionOutdated: true });
    renderWithProviders(<ExtensionUpdateBanner />);
    expect(screen.getByText('Update the browser extension')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close the update notice' }));
    expect(screen.queryByText('Update the browser extension')).not.toBeInTheDocument();
  });

  it('asks for an update when the installed extension reports an older version than this app knows', () => {
    useAppStore.getState().setExtensionVersion(EXTENSION_VERSION - 1);
    renderWithProviders(<ExtensionUpdateBanner />);
    expect(screen.getByText('Update the browser extension')).toBeInTheDocument();
  });

  it('says nothing for an extension that is up to date', () => {
    useAppStore.getState().setExtensionVersion(EXTENSION_VERSION);
    renderWithProviders(<ExtensionUpdateBanner />);
    expect(screen.queryByText('Update the browser extension')).not.toBeInTheDocument();
  });

  it('says nothing otherwise', () => {
    renderWithProviders(<ExtensionUpdateBanner />);
    expect(screen.queryByText('Update the browser extension')).not.toBeInTheDocument();
  });
});
