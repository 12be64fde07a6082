import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EXTENSION_LOGOUT_MESSAGE_TYPE } from './auth';
import {
  BUG_REPORT_MAX_ITEMS,
  bugReport,
  DEFAULT_EXTENSION_OPTIONS,
  disableExtension,
  EXTENSION_ENABLED,
  EXTENSION_ID,
  EXTENSION_MESSAGE,
  EXTENSION_PUBLIC_KEY,
  enableExtension,
  extensionNeedsUpdate,
  isExtensionDisabled,
  isFailedRequest,
  parseExtensionMessage,
  readDisableState,
  readExtensionOptions,
  recordingUploadMetadata,
  reportedVersionOf,
  siteOf,
  videoUidOfUploadUrl,
} from './extension';

const now = new Date('2026-11-27T12:00:00.000Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const shop = 'https://www.Shop.example/products/tea?x=1';

describe('the extension switched off', () => {
  it('for 30 minutes: off everywhere until then, on again after', () => {
    const state = disableExtension(EXTENSION_ENABLED, '30_minutes', { url: shop, now });
    expect(state.until).toBe('2026-11-27T12:30:00.000Z');
    expect(isExtensionDisabled(state, { url: 'https://other.example', now: at(29) })).toBe(true);
    expect(isExtensionDisabled(state, { url: 'https://other.example', now: at(30) })).toBe(false);
  });

  it('on this website: off on every page of the site (with or without www.), on elsewhere', () => {
    const state = disableExtension(EXTENSION_ENABLED, 'this_website', { url: shop, now });
    expect(state.sites).toEqual(['shop.example']);
    expect(isExtensionDisabled(state, { url: 'http://shop.example/cart', now })).toBe(true);
    expect(isExtensionDisabled(state, { url: 'https://blog.shop.example', now })).toBe(false);
    expect(isExtensionDisabled(state, { url: 'https://other.example', now: at(60 * 24 * 365) })).toBe(false);
    // Once is enough; a non-web page has no site to name.
    expect(disableExtension(state, 'this_website', { url: shop, now })).toBe(state);
    expect(disableExtension(state, 'this_website', { url: 'chrome://extensions', now })).toBe(state);
    expect(enableExtension(state, 'shop.example').sites).toEqual([]);
  });

  it('forever: off everywhere until switched on again', () => {
    const state = disableExtension(EXTENSION_ENABLED, 'forever', { url: shop, now });
    expect(isExtensionDisabled(state, { url: 'https://any.example', now: at(1e6) })).toBe(true);
    expect(isExtensionDisabled(enableExtension(state), { url: 'https://any.example', now })).toBe(false);
  });

  it('names the site of web pages only', () => {
    expect(siteOf('https://WWW.Brand.example:8443/a')).toBe('brand.example');
    expect(siteOf('chrome://settings')).toBeNull();
    expect(siteOf('not a url')).toBeNull();
  });
});

describe('asking for an extension update', () => {
  it('when the address says so, or the extension reported an older version; never when none reported', () => {
    expect(extensionNeedsUpdate({ outdatedParam: true, reportedVersion: null })).toBe(true);
    expect(extensionNeedsUpdate({ outdatedParam: false, reportedVersion: 9 })).toBe(true);
    expect(extensionNeedsUpdate({ outdatedParam: false, reportedVersion: 10 })).toBe(false);
    expect(extensionNeedsUpdate({ outdatedParam: false, reportedVersion: null })).toBe(false);
  });
});

describe('talking to the extension', () => {
  it('derives the extension id from the public key in the manifest, as Chrome does', () => {
    const der = Buffer.from(EXTENSION_PUBLIC_KEY, 'base64');
    const hex = createHash('sha256').update(der).digest('hex').slice(0, 32);
    const id = [...hex].map((c) => String.fromCharCode(97 + Number.parseInt(c, 16))).join('');
    expect(id).toBe(EXTENSION_ID);
  });

  it('reads only the messages it knows, with their fields', () => {
    expect(parseExtensionMessage({ type: EXTENSION_MESSAGE.token, token: 'abc' })).toEqual({
      type: 'expertos:token',
      token: 'abc',
    });
    expect(parseExtensionMessage({ type: EXTENSION_MESSAGE.token, token: '' })).toBeNull();
    // The app's language comes along when it is one of ours; anything else is dropped, not the token.
    expect(parseExtensionMessage({ type: EXTENSION_MESSAGE.token, token: 'abc', language: 'pt-BR' })).toEqual(
      {
        type: 'expertos:token',
        token: 'abc',
        language: 'pt-BR',
      },
    );
    for (const language of ['ja', 'PT-BR', 7, null, { en: true }])
      expect(parseExtensionMessage({ type: EXTENSION_MESSAGE.token, token: 'abc', language })).toEqual({
        type: 'expertos:token',
        token: 'abc',
      });
    expect(parseExtensionMessage({ type: EXTENSION_MESSAGE.logout, logoutToken: 'x' })).toEqual({
      type: EXTENSION_LOGOUT_MESSAGE_TYPE,
      logoutToken: 'x',
    });
    expect(parseExtensionMessage({ type: EXTENSION_MESSAGE.version })).toEqual({ type: 'expertos:version' });
    expect(parseExtensionMessage({ type: EXTENSION_MESSAGE.open, page: 'record' })).toEqual({
      type: 'expertos:open',
      page: 'record',
    });
    expect(parseExtensionMessage({ type: EXTENSION_MESSAGE.open, page: 'chrome://settings' })).toBeNull();
    expect(parseExtensionMessage({ type: 'other' })).toBeNull();
    expect(parseExtensionMessage('expertos:version')).toBeNull();
  });

  it('takes a reported version only when it is one', () => {
    expect(reportedVersionOf({ version: 9 })).toBe(9);
    expect(reportedVersionOf(undefined)).toBeNull();
    expect(reportedVersionOf({ version: '10' })).toBeNull();
    expect(
      extensionNeedsUpdate({ outdatedParam: false, reportedVersion: reportedVersionOf({ version: 9 }) }),
    ).toBe(true);
  });
});

describe('the extension options', () => {
  it("start from the app's task defaults and fall back field by field", () => {
    expect(readExtensionOptions(undefined)).toEqual(DEFAULT_EXTENSION_OPTIONS);
    expect(DEFAULT_EXTENSION_OPTIONS.source).toBe('screen');
    expect(DEFAULT_EXTENSION_OPTIONS.autoRecord).toBe(false);
    expect(readExtensionOptions({ source: 'tab', autoRecord: 'yes', preferedCamera: 'cam-1' })).toEqual({
      ...DEFAULT_EXTENSION_OPTIONS,
      source: 'tab',
      preferedCamera: 'cam-1',
    });
    expect(readExtensionOptions({ source: 'floppy' }).source).toBe('screen');
  });

  it('reads a damaged disable state as switched on', () => {
    expect(readDisableState(null)).toEqual(EXTENSION_ENABLED);
    expect(readDisableState({ sites: ['a.example', 3], forever: 'yes' })).toEqual({
      until: null,
      sites: ['a.example'],
      forever: false,
    });
  });
});

describe("a recording's upload", () => {
  it('names its type, and its ticket when it has one', () => {
    expect(recordingUploadMetadata(null)).toEqual({ filetype: 'video/webm' });
    expect(recordingUploadMetadata('t-1')).toEqual({ filetype: 'video/webm', ticket_uid: 't-1' });
  });

  it("finds the video's uid in the upload address", () => {
    expect(videoUidOfUploadUrl('/api/videos/abc-1/upload')).toBe('abc-1');
    expect(videoUidOfUploadUrl('http://localhost:3000/api/videos/abc-1/upload')).toBe('abc-1');
    expect(videoUidOfUploadUrl('/api/videos/abc-1')).toBeNull();
  });
});

describe('a bug report from the devtools panel', () => {
  it('lists the page, its console errors and failed requests, and says when there are none', () => {
    expect(
      bugReport({
        url: 'https://shop.example/cart',
        consoleErrors: ['TypeError: x is\n undefined'],
        failedRequests: [
          { method: 'GET', url: 'https://shop.example/api/cart', status: 500 },
          { method: 'POST', url: 'https://cdn.example/a', status: 0 },
        ],
        maxChars: 20_000,
      }),
    ).toBe(
      [
        'Page: https://shop.example/cart',
        '',
        'Console errors (1):',
        '- TypeError: x is undefined',
        '',
        'Failed requests (2):',
        '- GET https://shop.example/api/cart → 500',
        '- POST https://cdn.example/a → no answer',
      ].join('\n'),
    );
    expect(bugReport({ url: 'u', consoleErrors: [], failedRequests: [], maxChars: 1000 })).toContain(
      'Console errors (0):\nnone',
    );
  });

  it('cuts long lists with a count of the rest, and the whole to the room there is', () => {
    const errors = Array.from({ length: BUG_REPORT_MAX_ITEMS + 5 }, (_, i) => `error ${i}`);
    const report = bugReport({ url: 'u', consoleErrors: errors, failedRequests: [], maxChars: 20_000 });
    expect(report).toContain('- …and 5 more');
    expect(report).not.toContain(`error ${BUG_REPORT_MAX_ITEMS}\n`);
    expect(bugReport({ url: 'u', consoleErrors: errors, failedRequests: [], maxChars: 50 })).toHaveLength(50);
  });

  it('writes its own words in the reader’s language when given them', () => {
    const report = bugReport({
      url: 'https://shop.example/cart',
      consoleErrors: Array.from({ length: BUG_REPORT_MAX_ITEMS + 2 }, (_, i) => `Fehler ${i}`),
      failedRequests: [{ method: 'GET', url: 'https://shop.example/api', status: 0 }],
      maxChars: 20_000,
      words: {
        page: (url) => `Seite: ${url}`,
        consoleErrors: (count) => `Konsolenfehler (${count}):`,
        failedRequests: (count) => `Fehlgeschlagene Anfragen (${count}):`,
        none: 'keine',
        more: (count) => `… und ${count} weitere`,
        noAnswer: 'keine Antwort',
      },
    });
    expect(report.split('\n')).toEqual(
      expect.arrayContaining([
        'Seite: https://shop.example/cart',
        'Konsolenfehler (22):',
        '- … und 2 weitere',
        'Fehlgeschlagene Anfragen (1):',
        '- GET https://shop.example/api → keine Antwort',
      ]),
    );
  });

  it('counts error statuses and unanswered requests as failed', () => {
    expect([0, 200, 304, 404, 503].map(isFailedRequest)).toEqual([true, false, false, true, true]);
  });
});
