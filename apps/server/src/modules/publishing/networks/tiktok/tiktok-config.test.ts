import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../config.js';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { appAdapters } from '../adapters.js';

/** TIKTOK_* configuration: the adapter exists only on a server set up with TikTok's app. */

const deps = { fetch: createGuardedFetch({ allowPrivate: true }), now: () => new Date() };

describe('TikTok configuration', () => {
  it('without the app, TikTok is not set up here', () => {
    const config = loadConfig({});
    expect(config.publishing.tiktok).toBeUndefined();
    expect(appAdapters(config, deps).tiktok).toBeUndefined();
  });

  it('takes the client key and secret together, not audited by default, and the stand-in’s addresses', () => {
    const config = loadConfig({
      TIKTOK_CLIENT_KEY: 'key',
      TIKTOK_CLIENT_SECRET: 'secret',
      TIKTOK_AUTH_URL: 'http://127.0.0.1:9000/v2/auth/authorize/',
      TIKTOK_API_URL: 'http://127.0.0.1:9001/',
    });
    expect(config.publishing.tiktok).toEqual({
      clientKey: 'key',
      clientSecret: 'secret',
      audited: false,
      authUrl: 'http://127.0.0.1:9000/v2/auth/authorize/',
      apiUrl: 'http://127.0.0.1:9001',
    });
    const adapter = appAdapters(config, deps).tiktok;
    expect(adapter?.network).toBe('tiktok');
    expect(adapter?.oauth?.authorizeUrl({ redirectUri: 'https://app/cb', state: 's' })).toMatch(
      /^http:\/\/127\.0\.0\.1:9000\/v2\/auth\/authorize\/\?client_key=key&/,
    );
    expect(
      loadConfig({ TIKTOK_CLIENT_KEY: 'key', TIKTOK_CLIENT_SECRET: 'secret', TIKTOK_AUDITED: 'true' })
        .publishing.tiktok?.audited,
    ).toBe(true);
  });

  it('refuses one of the pair without the other', () => {
    expect(() => loadConfig({ TIKTOK_CLIENT_KEY: 'key' })).toThrow(ConfigError);
    expect(() => loadConfig({ TIKTOK_CLIENT_SECRET: 'secret' })).toThrow(
      /TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET/,
    );
  });
});
