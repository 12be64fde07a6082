import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../config.js';
import { appAdapters } from '../adapters.js';
import { guarded } from './facebook.fixtures.js';

/** FACEBOOK_* configuration: the adapter exists only on a server set up with the team's Meta app. */

const deps = { fetch: guarded, now: () => new Date() };

describe('Facebook configuration', () => {
  it('without the app, Facebook is not set up here', () => {
    const config = loadConfig({});
    expect(config.publishing.facebook).toBeUndefined();
    expect(appAdapters(config, deps).facebook).toBeUndefined();
  });

  it('takes the app id and secret together, and the stand-in’s addresses', () => {
    const config = loadConfig({
      FACEBOOK_APP_ID: 'app',
      FACEBOOK_APP_SECRET: 'secret',
      FACEBOOK_AUTH_URL: 'http://127.0.0.1:9000/',
      FACEBOOK_API_URL: 'http://127.0.0.1:9001',
    });
    expect(config.publishing.facebook).toEqual({
      appId: 'app',
      appSecret: 'secret',
      authUrl: 'http://127.0.0.1:9000',
      apiUrl: 'http://127.0.0.1:9001',
    });
    const adapter = appAdapters(config, deps).facebook;
    expect(adapter?.network).toBe('facebook');
    expect(adapter?.oauth?.authorizeUrl({ redirectUri: 'https://app/cb', state: 's' })).toMatch(
      /^http:\/\/127\.0\.0\.1:9000\/v25\.0\/dialog\/oauth\?client_id=app&/,
    );
    const meta = appAdapters(loadConfig({ FACEBOOK_APP_ID: 'app', FACEBOOK_APP_SECRET: 'secret' }), deps);
    expect(meta.facebook?.oauth?.authorizeUrl({ redirectUri: 'https://app/cb', state: 's' })).toMatch(
      /^https:\/\/www\.facebook\.com\/v25\.0\/dialog\/oauth\?/,
    );
  });

  it('refuses one of the pair without the other', () => {
    expect(() => loadConfig({ FACEBOOK_APP_ID: 'app' })).toThrow(ConfigError);
    expect(() => loadConfig({ FACEBOOK_APP_SECRET: 'secret' })).toThrow(
      /FACEBOOK_APP_ID and FACEBOOK_APP_SECRET/,
    );
  });
});
