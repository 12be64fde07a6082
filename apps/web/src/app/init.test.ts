import { BETA_USER_STORAGE_KEY, BODY_CLASS } from '@expertos/domain/ui';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '@/shared/stores/app-store';
import { useSettingsStore } from '@/shared/stores/settings-store';
import { initApp, readStartParams } from './init';

function start(search: string) {
  return initApp({ search, body: document.body, storage: localStorage });
}

describe('initApp', () => {
  it('adds the body class expertos', () => {
    start('');
    expect(BODY_CLASS).toBe('expertos');
    expect(document.body).toHaveClass('expertos');
  });

  it('reads origin and extension_outdated into the app state', () => {
    start('?origin=extension&extension_outdated=true');
    expect(useAppStore.getState()).toMatchObject({ origin: 'extension', extensionOutdated: true });
    start('?origin=');
    expect(useAppStore.getState()).toMatchObject({ origin: null, extensionOutdated: false });
  });

  it("stores the beta-user flag as 'true' in localStorage", () => {
    start('');
    expect(localStorage.getItem(BETA_USER_STORAGE_KEY)).toBeNull();
    start('?betauser=1');
    expect(localStorage.getItem(BETA_USER_STORAGE_KEY)).toBe('true');
  });

  it('does not store the flag for betauser=false', () => {
    start('?betauser=false');
    expect(localStorage.getItem(BETA_USER_STORAGE_KEY)).toBeNull();
  });

  it('selects the view mode from viewMode, table by default, only known modes', () => {
    start('');
    expect(useSettingsStore.getState().viewMode).toBe('table');
    start('?viewMode=calendar');
    expect(useSettingsStore.getState().viewMode).toBe('calendar');
    start('?viewMode=gallery');
    expect(useSettingsStore.getState().viewMode).toBe('calendar');
    expect(readStartParams('?viewMode=gallery').viewMode).toBeNull();
  });
});
