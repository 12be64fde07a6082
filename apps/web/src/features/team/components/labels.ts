import type { MemberStatus } from '@expertos/domain/settings';

export const STATUS_COLORS: Record<MemberStatus, string> = {
  joined: 'teal',
  invited: 'blue',
  expired: 'gray',
};

/**
 * E-mail addresses are compared case-insensitively: the current member is found so
 * (docs/product.md#workspaces-and-members).
 */
export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
