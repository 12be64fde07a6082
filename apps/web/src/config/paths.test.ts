import { BRAND_SETTINGS_PAGES } from '@expertos/domain/setup-steps';
import { describe, expect, it } from 'vitest';
import { BRAND_BASE, buildPath, paths, ROUTES, withQuery } from './paths';

describe('paths', () => {
  it('uses brand as the brand base path segment', () => {
    expect(BRAND_BASE).toBe('brand');
    expect(ROUTES.brandTasks).toBe('/brand/:projectSlug/tasks');
  });

  it('builds brand paths with encoded parameters', () => {
    expect(paths.brandTasks('acme')).toBe('/brand/acme/tasks');
    expect(paths.brandTasks('acme', { viewMode: 'kanban' })).toBe('/brand/acme/tasks?viewMode=kanban');
    expect(paths.brandTask('acme', 'a/b c')).toBe('/brand/acme/tasks/a%2Fb%20c');
    expect(paths.brandFeed('acme')).toBe('/brand/acme/feed');
    expect(paths.brandLibrary('acme')).toBe('/brand/acme/library');
    expect(paths.brandUsers('acme')).toBe('/brand/acme/users');
    expect(paths.brandIntegrations('acme')).toBe('/brand/acme/integrations');
    expect(paths.brandUserAdd('acme')).toBe('/brand/acme/user/add');
    expect(paths.brandApprovals('acme')).toBe('/brand/acme/approvals');
    expect(paths.userEdit('42')).toBe('/user/42/edit');
    expect(paths.userProfile('u1')).toBe('/profile/u1');
    expect(paths.invite('inv-1')).toBe('/invite/inv-1');
    expect(paths.play('vid')).toBe('/play/vid');
  });

  it('builds every brand settings page', () => {
    for (const page of BRAND_SETTINGS_PAGES) {
      expect(paths.brandSettings('acme', page)).toBe(`/brand/acme/settings/${page}`);
    }
  });

  it('builds the checkout return addresses', () => {
    expect(paths.billing({ refresh: true })).toBe('/billing?refresh=true');
    expect(paths.billing()).toBe('/billing');
  });

  it('URL-encodes the sign-in redirect, query included', () => {
    expect(paths.signin({ redirect: '/tasks?viewMode=kanban&x=1' })).toBe(
      '/signin?redirect=%2Ftasks%3FviewMode%3Dkanban%26x%3D1',
    );
    expect(paths.signin()).toBe('/signin');
  });

  it('leaves out undefined and null query values', () => {
    expect(withQuery('/x', { a: undefined, b: null, c: 0 })).toBe('/x?c=0');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => buildPath(ROUTES.brandTask, { projectSlug: 'acme', taskId: '' })).toThrow(/taskId/);
  });

  it('lists every route once', () => {
    const patterns = Object.values(ROUTES);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const expected of [
      '/dashboard',
      '/billing',
      '/team',
      '/tasks',
      '/expired',
      '/brand/add',
      '/user/add',
      '/user/:id/edit',
      '/my-invites',
      '/profile',
      '/profile/:uid',
      '/verify-subscription',
      '/kitchen-sync',
      '/play/:videoUid',
      '/onboarding',
      '/integration-success',
      '/signup',
      '/signin',
      '/forgot-password',
      '/reset-password',
      '/confirm-email',
      '/invite/:inviteUid',
      '/try',
      '/try/next-steps',
      '/ui',
      '/bex/options',
      '/bex/record',
      '/bex/empty',
      '/bex/text-highlight',
      '/bex/popup',
      '/bex/popup/new-ticket',
      '/bex/devtools',
    ]) {
      expect(patterns).toContain(expected);
    }
  });
});
