import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../config.js';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { appAdapters } from '../adapters.js';

/** PINTEREST_* configuration: the adapter exists only on a server set up with Pinterest's app. */

const deps = { fetch: createGuardedFetch({ allowPrivate: true }), now: () => new Date() };

describe('Pinterest configuration', () => {
  it('without the app, Pinterest is not set up here', () => {
    const config = loadConfig({});
    expect(config.publishing.pinterest).toBeUndefined();
    expect(appAdapters(config, deps).pinterest).toBeUndefined();
  });

  it('takes the app id and secret together, and the stand-in’s addresses', () => {
    const config = loadConfig({
      PINTEREST_APP_ID: '1500000',
      PINTEREST_APP_SECRET: 'secret',
      PINTEREST_AUTH_URL: 'http://127.0.0.1:9000/oauth/',
      PINTEREST_API_URL: 'http://127.0.0.1:9001/',
    });
    expect(config.publishing.pinterest).toEqual({
      appId: '1500000',
      appSecret: 'secret',
      authUrl: 'http://127.0.0.1:9000/oauth/',
      apiUrl: 'http://127.0.0.1:9001',
    });
    const adapter = appAdapters(config, deps).pinterest;
    expect(adapter?.network).toBe('pinterest');
    expect(adapter?.oauth?.authorizeUrl({ redirectUri: 'https://app/cb', state: 's' })).toMatch(
      /^http:\/\/127\.0\.0\.1:9000\/oauth\/\?client_id=1500000&/,
    );
  });

  it('refuses one of the pair without the other', () => {
    expect(() => loadConfig({ PINTEREST_APP_ID: '1500000' })).toThrow(ConfigError);
    expect(() => loadConfig({ PINTEREST_APP_SECRET: 'secret' })).toThrow(
      /PINTEREST_APP_ID and PINTEREST_APP_SECRET/,
    );
  });
});
