import { describe, expect, it } from 'vitest';
import { buildUrl } from './url';

describe('buildUrl', () => {
  it('keeps a relative base relative', () => {
    expect(buildUrl('/api', '/roles')).toBe('/api/roles');
  });

  it('joins with exactly one slash', () => {
    expect(buildUrl('http://127.0.0.1:4000/api/', 'workspaces/1')).toBe(
      'http://127.0.0.1:4000/api/workspaces/1',
    );
    expect(buildUrl('/api//', '//roles')).toBe('/api/roles');
  });

  it('leaves out the question mark when every query value is empty', () => {
    expect(buildUrl('/api', '/users', { search: undefined, role: null, ids: [] })).toBe('/api/users');
  });

  it('appends to a path that already has a query', () => {
    expect(buildUrl('/api', '/users?page=1', { role: 'admin' })).toBe('/api/users?page=1&role=admin');
  });

  it('skips empty items inside arrays and encodes values', () => {
    expect(buildUrl('/api', '/t', { tag: ['a b', null, 'c&d', undefined] })).toBe('/api/t?tag=a+b&tag=c%26d');
  });
});
