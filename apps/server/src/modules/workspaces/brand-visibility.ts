import type { RoleKey } from '@expertos/domain/roles';

/**
 * The one rule for "may this member see this brand" (docs/product.md#roles-and-access), as a
 * pure function over the facts every path loads: the member's workspace role and status, and
 * their grant on the brand. Every question about brand visibility — the access guard, list
 * filters, notifications, mentions, assignees, the live stream, calendar feeds — is answered
 * through `placeOnBrand` or `seesTickets` (member-access.ts loads the facts); nothing else in
 * the server decides it. `brand-visibility.test.ts` holds every path to it.
 */

/** What the rule reads of a member. */
export interface Seer {
  role: RoleKey;
  /** Only `joined` members belong to the workspace; a pending invite sees nothing. */
  status: string;
}

/** The member's granted role on the brand (`project_members` with `access = 'granted'`), or null. */
export type GrantRole = 'admin' | 'member' | null;

/**
 * The member's place on the brand: `admin` (workspace admins on every brand, and granted brand
 * admins who are not external), `member`, or null when they may not see it at all.
 */
export function placeOnBrand(member: Seer, grant: GrantRole): 'admin' | 'member' | null {
  if (member.status !== 'joined') return null;
  if (member.role === 'admin') return 'admin';
  if (grant === null) return null;
  // Brand admin powers need a non-external workspace role, whatever the grant still says.
  return member.role === 'external' ? 'member' : grant;
}

/** Whether the member may open the brand's tasks: they see it, and are not external. */
export function seesTickets(member: Seer, grant: GrantRole): boolean {
  return member.role !== 'external' && placeOnBrand(member, grant) !== null;
}

/**
 * The brands a joined member sees, as a filter: null for "every brand of the workspace"
 * (workspace admins), else the granted ones.
 */
export function visibleBrandFilter(member: Seer, grantedProjectIds: string[]): string[] | null {
  if (member.status !== 'joined') return [];
  return member.role === 'admin' ? null : grantedProjectIds;
}

/**
 * A brand-limited API key (docs/product.md#api-keys) reaches what its owner sees, and of that
 * only its brands: null `keyBrands` is no limit. The second half of the one rule, applied
 * wherever the first is for the person calling.
 */
export function withinKey(keyBrands: readonly string[] | null | undefined, projectId: string): boolean {
  return !keyBrands || keyBrands.includes(projectId);
}

/** `visibleBrandFilter`'s answer capped by a key's brands (null, "every brand", becomes the key's). */
export function capByKey(
  visible: string[] | null,
  keyBrands: readonly string[] | null | undefined,
): string[] | null {
  if (!keyBrands) return visible;
  return visible === null ? [...keyBrands] : visible.filter((id) => keyBrands.includes(id));
}
