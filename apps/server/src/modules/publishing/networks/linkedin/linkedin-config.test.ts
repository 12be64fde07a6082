import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../config.js';
import { appAdapters } from '../adapters.js';
import { guarded } from './linkedin.fixtures.js';

/** LINKEDIN_* configuration: the adapter exists only on a server set up with LinkedIn's app. */

const deps = { fetch: guarded, now: () => new Date() };

describe('LinkedIn configuration', () => {
  it('without the app, LinkedIn is not set up here', () => {
    const config = loadConfig({});
    expect(config.publishing.linkedin).toBeUndefined();
    expect(appAdapters(config, deps).linkedin).toBeUndefined();
  });

  it('takes the client id and secret together, the pages on by default, and the stand-in’s addresses', () => {
    const config = loadConfig({
      LINKEDIN_CLIENT_ID: 'id',
      LINKEDIN_CLIENT_SECRET: 'secret',
      LINKEDIN_AUTH_URL: 'http://127.0.0.1:9000/',
      LINKEDIN_API_URL: 'http://127.0.0.1:9001',
    });
    expect(config.publishing.linkedin).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      organizations: true,
      authUrl: 'http://127.0.0.1:9000',
      apiUrl: 'http://127.0.0.1:9001',
    });
    const adapter = appAdapters(config, deps).linkedin;
    expect(adapter?.network).toBe('linkedin');
    expect(adapter?.oauth?.authorizeUrl({ redirectUri: 'https://app/cb', state: 's' })).toMatch(
      /^http:\/\/127\.0\.0\.1:9000\/oauth\/v2\/authorization\?/,
    );
    expect(
      loadConfig({ LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: 'secret', LINKEDIN_PAGES: 'false' })
        .publishing.linkedin?.organizations,
    ).toBe(false);
  });

  it('refuses one of the pair without the other', () => {
    expect(() => loadConfig({ LINKEDIN_CLIENT_ID: 'id' })).toThrow(ConfigError);
    expect(() => loadConfig({ LINKEDIN_CLIENT_SECRET: 'secret' })).toThrow(
      /LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET/,
    );
  });
});
