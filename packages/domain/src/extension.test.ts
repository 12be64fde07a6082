import { describe, expect, it } from 'vitest';
import {
  disableExtension,
  EXTENSION_ENABLED,
  enableExtension,
  extensionNeedsUpdate,
  isExtensionDisabled,
  siteOf,
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
