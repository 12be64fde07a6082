import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to the same-origin /api and the product name', () => {
    expect(parseEnv({})).toMatchObject({ apiBaseUrl: '/api', appName: 'Expertos', isProduction: false });
  });

  it('accepts a path or an http(s) URL, without a trailing slash', () => {
    expect(parseEnv({ VITE_API_BASE_URL: 'https://api.example.com/' }).apiBaseUrl).toBe(
      'https://api.example.com',
    );
    expect(parseEnv({ VITE_API_BASE_URL: '/backend/' }).apiBaseUrl).toBe('/backend');
  });

  it('fails fast on a malformed API base', () => {
    expect(() => parseEnv({ VITE_API_BASE_URL: 'api.example.com' })).toThrow(/VITE_API_BASE_URL/);
  });
});
