import { EXTENSION_LOGOUT_MESSAGE_TYPE } from './auth';
import { isLanguage, type Language } from './languages';
import { TASK_DEFAULTS } from './settings';

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

/*
 * Talking to the extension (docs/product.md#extension). The manifest carries a fixed public key,
 * so every unpacked copy gets the same id and the app knows whom to message
 * (`chrome.runtime.sendMessage(EXTENSION_ID, …)` over `externally_connectable`). Only the public
 * half is kept: the id follows from it, and loading unpacked needs nothing else.
 */
export const EXTENSION_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAvWsdaeiNmOMJ1dVKU0s4rk7LuaXWApo4d5aY1dKLBS9ha44mBpNxsdrPhfymvOdRo9l1FX+NC1UAoZGZ5FXb3zLeY6pYNmjsYr/lIBg7oGLFkqB15jdyfFHnJRb0ajB5froswMuAAnDVW1Spcsgkm5LFqO0kV+GVNcwKsDfVt4Vag1UV0mgH26X3e+eqXtMtj/T6ylqbQWyq9UL+NC1UXBFrHOZOi7amSebjD+dXNN62EIc36I1IJLRwwOLO//h9t1aBQgDHcxImpE1lzBCvkvRcVyo9/ovrm4a/1NkZkiinUY/4UmD5k2cn/2MLR1Dcwyr5iS4IagS6Y9005fh8+QIDAQAB';
/** Chrome's id for the key above: the first 128 bits of its SHA-256, written in the letters a–p. */
export const EXTENSION_ID = 'gbjbnefdhpahdnklilgknpghkicggofl';
export const EXTENSION_ORIGIN = `chrome-extension://${EXTENSION_ID}`;

/** The app the extension talks to when it was built without WXT_APP_URL (the server's default PUBLIC_URL). */
export const EXTENSION_DEFAULT_APP_URL = 'http://localhost:3000';

/** The messages the app sends the extension; `version` is answered with an ExtensionVersionReply. */
export const EXTENSION_MESSAGE = {
  /** A fresh ID token for the signed-in person (after sign-in and every renewal). */
  token: 'expertos:token',
  /** The app logged out; `logoutToken` is the ID token it held (or a random one without any). */
  logout: EXTENSION_LOGOUT_MESSAGE_TYPE,
  version: 'expertos:version',
  /** Open one of the extension's own pages (from the app's /bex/record and /bex/options). */
  open: 'expertos:open',
} as const;

/** The extension's pages the app may ask it to open. */
export const EXTENSION_PAGES = ['record', 'options'] as const;
export type ExtensionPage = (typeof EXTENSION_PAGES)[number];

export type ExtensionMessage =
  /**
   * The app's token, and its language when it is one of ours: the extension speaks it too
   * (docs/product.md#extension). An extension that predates it reads the token alone.
   */
  | { type: typeof EXTENSION_MESSAGE.token; token: string; language?: Language }
  | { type: typeof EXTENSION_MESSAGE.logout; logoutToken: string }
  | { type: typeof EXTENSION_MESSAGE.version }
  | { type: typeof EXTENSION_MESSAGE.open; page: ExtensionPage };

export interface ExtensionVersionReply {
  version: number;
}

/** Reads a message from a page: anything else is dropped (the app is the only sender we trust). */
export function parseExtensionMessage(value: unknown): ExtensionMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  const text = (key: string) => (typeof message[key] === 'string' && message[key] ? message[key] : null);
  switch (message.type) {
    case EXTENSION_MESSAGE.token: {
      const token = text('token');
      if (!token) return null;
      return isLanguage(message.language)
        ? { type: EXTENSION_MESSAGE.token, token, language: message.language }
        : { type: EXTENSION_MESSAGE.token, token };
    }
    case EXTENSION_MESSAGE.logout: {
      const logoutToken = text('logoutToken');
      return logoutToken ? { type: EXTENSION_MESSAGE.logout, logoutToken } : null;
    }
    case EXTENSION_MESSAGE.version:
      return { type: EXTENSION_MESSAGE.version };
    case EXTENSION_MESSAGE.open: {
      const page = EXTENSION_PAGES.find((p) => p === message.page);
      return page ? { type: EXTENSION_MESSAGE.open, page } : null;
    }
    default:
      return null;
  }
}

/** A version the extension reported, or null when the answer is not one (no extension, an old one). */
export function reportedVersionOf(reply: unknown): number | null {
  const version = (reply as Partial<ExtensionVersionReply> | null | undefined)?.version;
  return typeof version === 'number' && Number.isInteger(version) && version > 0 ? version : null;
}

/** Where the record page may take its picture from (the settings' task default `source`). */
export const CAPTURE_SOURCES = ['screen', 'tab', 'window'] as const;
export type CaptureSource = (typeof CAPTURE_SOURCES)[number];
export const CAPTURE_SOURCE_LABELS: Record<CaptureSource, string> = {
  screen: 'Entire screen',
  tab: 'Browser tab',
  window: 'Window',
};
export const isCaptureSource = (value: unknown): value is CaptureSource =>
  CAPTURE_SOURCES.includes(value as CaptureSource);

/** The extension's own settings (its options page), starting from the app's task defaults. */
export interface ExtensionOptions {
  /** The brand (project uid) a new ticket or recording goes to first. */
  defaultBrand: string | null;
  /** `deviceId` of the camera for the bubble; null: the system's default camera. */
  preferedCamera: string | null;
  source: CaptureSource;
  /** Start recording as soon as the record page opens. */
  autoRecord: boolean;
  /** Record the microphone with the picture. */
  microphone: boolean;
  /** Show the camera bubble. */
  camera: boolean;
}

export const DEFAULT_EXTENSION_OPTIONS: Readonly<ExtensionOptions> = Object.freeze({
  defaultBrand: null,
  preferedCamera: TASK_DEFAULTS.preferedCamera,
  source: isCaptureSource(TASK_DEFAULTS.source) ? TASK_DEFAULTS.source : 'screen',
  autoRecord: TASK_DEFAULTS.autoRecord,
  microphone: true,
  camera: false,
});

/** Stored options read back: a field that is missing or of the wrong kind takes its default. */
export function readExtensionOptions(stored: unknown): ExtensionOptions {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const d = DEFAULT_EXTENSION_OPTIONS;
  const text = (v: unknown, fallback: string | null) => (typeof v === 'string' && v ? v : fallback);
  const flag = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
  return {
    defaultBrand: text(value.defaultBrand, d.defaultBrand),
    preferedCamera: text(value.preferedCamera, d.preferedCamera),
    source: isCaptureSource(value.source) ? value.source : d.source,
    autoRecord: flag(value.autoRecord, d.autoRecord),
    microphone: flag(value.microphone, d.microphone),
    camera: flag(value.camera, d.camera),
  };
}

/** Disable state read back from storage, the same way. */
export function readDisableState(stored: unknown): ExtensionDisableState {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  return {
    until: typeof value.until === 'string' ? value.until : null,
    sites: Array.isArray(value.sites) ? value.sites.filter((s): s is string => typeof s === 'string') : [],
    forever: value.forever === true,
  };
}

/*
 * A recording's upload (tus, docs/product.md#recordings). Sent in pieces, so a drop costs at
 * most one piece; retried for about a minute before the extension shows it as paused (and
 * resumable by hand, or at the next start), which covers a server restart or a short outage.
 */
export const RECORDING_UPLOAD_CHUNK_BYTES = 512 * 1024;
export const RECORDING_UPLOAD_RETRY_DELAYS_MS = [
  0, 1_000, 2_000, 3_000, 5_000, 5_000, 10_000, 10_000, 20_000,
];
export const RECORDING_CONTENT_TYPE = 'video/webm';

/** The tus Upload-Metadata a recording is created with (the client base64-encodes the values). */
export function recordingUploadMetadata(ticketUid: string | null): Record<string, string> {
  return ticketUid
    ? { filetype: RECORDING_CONTENT_TYPE, ticket_uid: ticketUid }
    : { filetype: RECORDING_CONTENT_TYPE };
}

/** The video's uid from the Location a creation answers (`/api/videos/{uid}/upload`). */
export function videoUidOfUploadUrl(location: string): string | null {
  const match = /\/api\/videos\/([^/?#]+)\/upload\/?(?:[?#].*)?$/.exec(location);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** A failed request as the devtools panel lists it. */
export interface FailedRequest {
  method: string;
  url: string;
  /** HTTP status; 0 when no answer came (refused, blocked, cut). */
  status: number;
}

/** At most this many of each list go into a bug ticket: the first errors explain the rest. */
export const BUG_REPORT_MAX_ITEMS = 20;

/** The words of a bug report, in the reader's language (the extension's catalogue). */
export interface BugReportWords {
  page: (url: string) => string;
  consoleErrors: (count: number) => string;
  failedRequests: (count: number) => string;
  none: string;
  more: (count: number) => string;
  noAnswer: string;
}

/** The English, when no other words are given. */
export const BUG_REPORT_ENGLISH: BugReportWords = {
  page: (url) => `Page: ${url}`,
  consoleErrors: (count) => `Console errors (${count}):`,
  failedRequests: (count) => `Failed requests (${count}):`,
  none: 'none',
  more: (count) => `…and ${count} more`,
  noAnswer: 'no answer',
};

/**
 * The description of a bug ticket from the devtools panel (docs/product.md#extension): the
 * page, its console errors and its failed requests, each list cut at BUG_REPORT_MAX_ITEMS with
 * a count of the rest, and the whole cut to a ticket's text length.
 */
export function bugReport({
  url,
  consoleErrors,
  failedRequests,
  maxChars,
  words = BUG_REPORT_ENGLISH,
}: {
  url: string;
  consoleErrors: string[];
  failedRequests: FailedRequest[];
  maxChars: number;
  words?: BugReportWords;
}): string {
  const list = <T>(items: T[], line: (item: T) => string) => {
    if (items.length === 0) return [words.none];
    const shown = items.slice(0, BUG_REPORT_MAX_ITEMS).map((item) => `- ${line(item)}`);
    const rest = items.length - BUG_REPORT_MAX_ITEMS;
    return rest > 0 ? [...shown, `- ${words.more(rest)}`] : shown;
  };
  const text = [
    words.page(url),
    '',
    words.consoleErrors(consoleErrors.length),
    ...list(consoleErrors, (e) => e.replace(/\s+/g, ' ').slice(0, 500)),
    '',
    words.failedRequests(failedRequests.length),
    ...list(failedRequests, (r) => `${r.method} ${r.url} → ${r.status || words.noAnswer}`),
  ].join('\n');
  return text.length > maxChars ? `${text.slice(0, maxChars - 1)}…` : text;
}

/** Which requests count as failed: an error status, or no answer at all. */
export const isFailedRequest = (status: number): boolean => status === 0 || status >= 400;
