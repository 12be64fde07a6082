import { browser } from 'wxt/browser';

/** The app named at build time (WXT_APP_URL, see wxt.config.ts). */
export const BUILT_APP_URL: string = import.meta.env.WXT_APP_URL;

const KEY = 'appOrigin';

/**
 * The app this extension talks to: the origin that last handed it a token (any page allowed by
 * `externally_connectable`), else the one it was built for. Its API is under `/api`.
 */
export async function appOrigin(): Promise<string> {
  const stored = (await browser.storage.local.get(KEY))[KEY];
  return typeof stored === 'string' && stored ? stored : BUILT_APP_URL;
}

export const rememberAppOrigin = (origin: string) => browser.storage.local.set({ [KEY]: origin });

/** An address in the app, e.g. `/bex/text-highlight?…` or `/play/{uid}`. */
export async function appLink(path: string): Promise<string> {
  return new URL(path, await appOrigin()).toString();
}
