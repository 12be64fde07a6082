import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDatabaseUrl } from './config.js';

describe('loadConfig', () => {
  it('runs on embedded defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('./data/app.db') });
    expect(config.redisUrl).toBeUndefined();
    expect(config.extensionOrigins).toEqual([]);
  });

  it('puts the default database inside DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/srv/expertos' }).database).toEqual({
      kind: 'sqlite',
      file: '/srv/expertos/app.db',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', REDIS_URL: '' }).port).toBe(3000);
  });

  it('reads lists and flags', () => {
    const config = loadConfig({
      EXTENSION_ORIGINS: 'chrome-extension://a, chrome-extension://b',
      TRUST_PROXY: 'true',
    });
    expect(config.extensionOrigins).toEqual(['chrome-extension://a', 'chrome-extension://b']);
    expect(config.trustProxy).toBe(true);
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});

describe('parseDatabaseUrl', () => {
  it.each([
    ['postgres://u@localhost/db', { kind: 'postgres', url: 'postgres://u@localhost/db' }],
    ['postgresql://u@localhost/db', { kind: 'postgres', url: 'postgresql://u@localhost/db' }],
    ['sqlite:/tmp/x.db', { kind: 'sqlite', file: '/tmp/x.db' }],
    ['sqlite::memory:', { kind: 'sqlite', file: ':memory:' }],
  ])('%s', (url, expected) => {
    expect(parseDatabaseUrl(url, '/data')).toEqual(expected);
  });

  it('refuses an unknown scheme and says what is accepted', () => {
    expect(() => parseDatabaseUrl('mysql://x', '/data')).toThrow(/sqlite: or postgres:\/\//);
  });
});
