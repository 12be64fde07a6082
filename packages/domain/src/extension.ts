/**
 * The browser extension's rules that the app and the extension share (docs/product.md#extension):
 * its version, when the app asks for an update, and when the extension stays out of the way.
 */

/** The version the extension reports to the app. */
export const EXTENSION_VERSION = 10;

/** How a person can switch the extension off, as the options page and the popup offer it. */
export const EXTENSION_DISABLE_OPTIONS = ['30_minutes', 'this_website', 'forever'] as const;
export type ExtensionDisableOption = (typeof EXTENSION_DISABLE_OPTIONS)[number];
export const EXTENSION_DISABLE_LABELS: Record<ExtensionDisableOption, string> = {
  '30_minutes': 'For 30 minutes',
  this_website: 'On this website',
  forever: 'Forever',
};
/** How long "for 30 minutes" lasts. */
export const EXTENSION_SNOOZE_MINUTES = 30;

/** Where the extension is switched off (kept in the extension's storage). */
export interface ExtensionDisableState {
  /** Off everywhere until then (ISO time), or null. */
  until: string | null;
  /** Sites (host names without `www.`) it stays off on. */
  sites: string[];
  /** Off everywhere until switched on again. */
  forever: boolean;
}

export const EXTENSION_ENABLED: ExtensionDisableState = { until: null, sites: [], forever: false };

/** The site of a page as the "this website" rule names it: its host without `www.`; null for non-web pages. */
export function siteOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** The state after choosing one of the options on a page (`url`) at `now`. */
export function disableExtension(
  state: ExtensionDisableState,
  option: ExtensionDisableOption,
  { url, now }: { url: string; now: Date },
): ExtensionDisableState {
  switch (option) {
    case '30_minutes':
      return { ...state, until: new Date(now.getTime() + EXTENSION_SNOOZE_MINUTES * 60_000).toISOString() };
    case 'this_website': {
      const site = siteOf(url);
      if (!site || state.sites.includes(site)) return state;
      return { ...state, sites: [...state.sites, site].sort() };
    }
    case 'forever':
      return { ...state, forever: true };
  }
}

/** Switches it on again everywhere, or on one site only. */
export function enableExtension(state: ExtensionDisableState, site?: string): ExtensionDisableState {
  if (site) return { ...state, sites: state.sites.filter((s) => s !== site) };
  return EXTENSION_ENABLED;
}

/** Whether the extension stays out of the way on this page now. */
export function isExtensionDisabled(
  state: ExtensionDisableState,
  { url, now }: { url: string; now: Date },
): boolean {
  if (state.forever) return true;
  if (state.until && Date.parse(state.until) > now.getTime()) return true;
  const site = siteOf(url);
  return site !== null && state.sites.includes(site);
}

/**
 * Whether the app should ask for an update: the extension said so (`extension_outdated` on the
 * address) or it reported an older version. An extension that reported nothing is not installed,
 * which is not a reason to ask.
 */
export function extensionNeedsUpdate({
  outdatedParam,
  reportedVersion,
}: {
  outdatedParam: boolean;
  reportedVersion: number | null;
}): boolean {
  return outdatedParam || (reportedVersion !== null && reportedVersion < EXTENSION_VERSION);
}
