import { describe, expect, it } from 'vitest';
import { brandAccessOf, isAdminRole, isExternalRole, sameRole, toRoleKey } from './roles';
import { rolesResponseSchema } from './roles.schema';

describe('sameRole', () => {
  it.each([
    ['admin', 'admin', true],
    ['Admin', 'admin', true],
    ['ADMIN', ' admin ', true],
    ['admin', 'member', false],
    ['', '', true],
    [null, 'admin', false],
    ['admin', undefined, false],
    [null, null, false],
  ])('%s vs %s → %s', (a, b, same) => {
    expect(sameRole(a, b)).toBe(same);
  });
});

describe('isAdminRole / isExternalRole', () => {
  it.each([
    ['Admin', true, false],
    ['admin', true, false],
    ['External', false, true],
    ['member', false, false],
    ['administrator', false, false],
    [null, false, false],
  ])('%s → admin %s, external %s', (role, admin, external) => {
    expect(isAdminRole(role)).toBe(admin);
    expect(isExternalRole(role)).toBe(external);
  });
});

describe('toRoleKey', () => {
  it.each([
    ['Admin', 'admin'],
    [' MEMBER ', 'member'],
    ['external', 'external'],
    ['owner', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (role, key) => {
    expect(toRoleKey(role)).toBe(key);
  });
});

describe('rolesResponseSchema', () => {
  it('reads the object of GET /roles', () => {
    expect(rolesResponseSchema.parse({ a: { name: 'Admin' } })).toEqual({ a: { name: 'Admin' } });
    expect(rolesResponseSchema.safeParse({ a: { title: 'Admin' } }).success).toBe(false);
  });
});

describe('brandAccessOf', () => {
  const people = [
    { member_uid: 'm-admin', role: 'admin', access: 'granted' },
    { member_uid: 'm-member', role: 'member', access: 'granted' },
    { member_uid: 'm-waiting', role: 'admin', access: 'requested' },
    { member_uid: 'm-external', role: 'admin', access: 'granted' },
  ];

  it('makes a workspace admin the admin of every brand, in any letter case', () => {
    expect(brandAccessOf('Admin', 'm-nobody', [])).toEqual({ admin: true, member: true });
  });

  it('needs a granted place on the brand for a member, as its admin or a member', () => {
    expect(brandAccessOf('member', 'm-admin', people)).toEqual({ admin: true, member: true });
    expect(brandAccessOf('member', 'm-member', people)).toEqual({ admin: false, member: true });
    expect(brandAccessOf('member', 'm-waiting', people)).toEqual({ admin: false, member: false });
    expect(brandAccessOf('member', 'm-nobody', people)).toEqual({ admin: false, member: false });
  });

  it('never lets an external administer a brand or open its tasks, whatever the grant says', () => {
    expect(brandAccessOf('external', 'm-external', people)).toEqual({ admin: false, member: false });
  });
});
