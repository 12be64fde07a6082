import { describe, expect, it } from 'vitest';
import { isAdminRole, isExternalRole, rolesResponseSchema, sameRole, toRoleKey } from './roles';

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
