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

/** A person on a brand as its people list gives them (`GET …/projects/{projectId}/users`). */
interface BrandPerson {
  member_uid: string;
  role: string;
  access: string;
}

/**
 * What a workspace member may do on a brand (docs/product.md#roles-and-access): workspace admins
 * administer every brand; an external never administers one and cannot open its tasks; anyone
 * else needs a granted place on the brand, as its admin or a member. The server checks again.
 */
export function brandAccessOf(
  workspaceRole: string | null | undefined,
  memberUid: string | null | undefined,
  people: readonly BrandPerson[],
): { admin: boolean; member: boolean } {
  if (isAdminRole(workspaceRole)) return { admin: true, member: true };
  if (isExternalRole(workspaceRole)) return { admin: false, member: false };
  const me = people.find((person) => person.member_uid === memberUid && person.access === 'granted');
  return { admin: me?.role === 'admin', member: Boolean(me) };
}
