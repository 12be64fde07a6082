import { describe, expect, it } from 'vitest';
import { joinRedirect, safeRedirect, splitRedirect } from './redirect';

const ORIGIN = 'https://app.example.com';

describe('safeRedirect', () => {
  it('keeps a path of this app with its query and hash', () => {
    expect(safeRedirect('/tasks?viewMode=kanban#top', ORIGIN)).toBe('/tasks?viewMode=kanban#top');
    expect(safeRedirect('/brand/acme/feed', ORIGIN)).toBe('/brand/acme/feed');
  });

  it.each([
    null,
    '',
    'tasks',
    'https://evil.com',
    'javascript:alert(1)',
    '//evil.com',
    '/\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/signin?redirect=/tasks',
    '/confirm-email?token=x',
  ])('refuses %j', (raw) => {
    expect(safeRedirect(raw, ORIGIN)).toBeNull();
  });
});

describe('splitRedirect and joinRedirect', () => {
  it('split a path into the store fields and back', () => {
    expect(splitRedirect('/tasks?viewMode=kanban')).toEqual({
      redirect: '/tasks',
      redirectQuery: 'viewMode=kanban',
    });
    expect(splitRedirect('/tasks')).toEqual({ redirect: '/tasks', redirectQuery: null });
    expect(joinRedirect('/tasks', 'viewMode=kanban')).toBe('/tasks?viewMode=kanban');
    expect(joinRedirect(null, 'x')).toBeNull();
  });
});
