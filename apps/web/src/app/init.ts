import { BETA_USER_STORAGE_KEY, BODY_CLASS } from '@expertos/domain/ui';
import { connectExtension } from '@/shared/lib/extension-bridge';
import { useAppStore } from '@/shared/stores/app-store';
import { isViewMode, useSettingsStore } from '@/shared/stores/settings-store';
import { connectSessionLoss } from './session-loss';

export interface StartParams {
  origin: string | null;
  extensionOutdated: boolean;
  betaUser: boolean;
  viewMode: string | null;
}

function isOn(value: string | null): boolean {
  return value !== null && !['false', '0', 'no'].includes(value.trim().toLowerCase());
}

/**
 * Reads the start-up query parameters (docs/product.md#screens-and-routes) from a query string.
 */
export function readStartParams(search: string): StartParams {
  const query = new URLSearchParams(search);
  const viewMode = query.get('viewMode');
  return {
    origin: query.get('origin') || null,
    extensionOutdated: isOn(query.get('extension_outdated')),
    betaUser: isOn(query.get('betauser')),
    viewMode: isViewMode(viewMode) ? viewMode : null,
  };
}

export interface InitEnvironment {
  search: string;
  body: HTMLElement;
  storage: Pick<Storage, 'setItem'>;
}

/**
 * Runs once before the first render (docs/product.md#screens-and-routes): adds the body class,
 * keeps `origin` and `extension_outdated` in the app state, stores the beta-user flag and
 * applies `viewMode` when it is one of VIEW_MODES (anything else leaves the current mode, table
 * by default), connects the API client's session loss to the logout, and the browser extension.
 */
export function initApp(
  environment: InitEnvironment = {
    search: window.location.search,
    body: document.body,
    storage: localStorage,
  },
): StartParams {
  connectSessionLoss();
  connectExtension();
  environment.body.classList.add(BODY_CLASS);
  const params = readStartParams(environment.search);
  useAppStore
    .getState()
    .setStartParams({ origin: params.origin, extensionOutdated: params.extensionOutdated });
  if (params.betaUser) {
    try {
      environment.storage.setItem(BETA_USER_STORAGE_KEY, 'true');
    } catch {
      // Storage can be unavailable (private mode, quota); the flag is a nicety.
    }
  }
  if (params.viewMode) useSettingsStore.getState().setViewMode(params.viewMode);
  return params;
}
