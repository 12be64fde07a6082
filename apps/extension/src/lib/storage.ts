import {
  disableExtension,
  type ExtensionDisableOption,
  type ExtensionDisableState,
  type ExtensionOptions,
  readDisableState,
  readExtensionOptions,
} from '@expertos/domain/extension';
import { browser } from 'wxt/browser';

/** The options page's settings and the switch-off state, in the extension's local storage. */
const OPTIONS = 'options';
const DISABLED = 'disabled';

export async function loadOptions(): Promise<ExtensionOptions> {
  return readExtensionOptions((await browser.storage.local.get(OPTIONS))[OPTIONS]);
}

export async function saveOptions(options: ExtensionOptions): Promise<void> {
  await browser.storage.local.set({ [OPTIONS]: options });
}

export async function loadDisableState(): Promise<ExtensionDisableState> {
  return readDisableState((await browser.storage.local.get(DISABLED))[DISABLED]);
}

export async function saveDisableState(state: ExtensionDisableState): Promise<void> {
  await browser.storage.local.set({ [DISABLED]: state });
}

export async function disable(option: ExtensionDisableOption, url: string): Promise<ExtensionDisableState> {
  const next = disableExtension(await loadDisableState(), option, { url, now: new Date() });
  await saveDisableState(next);
  return next;
}
