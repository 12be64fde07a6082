import { z } from 'zod';

/**
 * Workspace roles. Names are compared in lower case everywhere (docs/product.md#roles-and-access);
 * the server's `GET /roles` answers an object whose values have `name`.
 */
export const ROLE_KEYS = ['admin', 'member', 'external'] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

export const ROLES: Record<RoleKey, { name: string; rank: number }> = {
  admin: { name: 'Admin', rank: 30 },
  member: { name: 'Member', rank: 20 },
  external: { name: 'External', rank: 10 },
};

export const roleSchema = z.object({ name: z.string() });
export const rolesResponseSchema = z.record(z.string(), roleSchema);
export type RolesResponse = z.infer<typeof rolesResponseSchema>;

/** Roles are compared in lower case. */
export function sameRole(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a == null || b == null) return false;
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function isAdminRole(role: string | null | undefined): boolean {
  return sameRole(role, 'admin');
}

export function isExternalRole(role: string | null | undefined): boolean {
  return sameRole(role, 'external');
}

/** The role key for a name in any case, or null when it is not one of ours. */
export function toRoleKey(role: string | null | undefined): RoleKey | null {
  if (role == null) return null;
  const key = role.trim().toLowerCase();
  return (ROLE_KEYS as readonly string[]).includes(key) ? (key as RoleKey) : null;
}
