import { ROLE_KEYS, ROLES, type RoleKey } from '@expertos/domain/roles';
import { MEMBER_STATUS_LABELS } from '@expertos/domain/settings';

/** The team feature's texts: roles, member statuses (from the domain) and the team page (ui.team). */

/** Role names as the domain writes them ('Admin', 'Member', 'External'). */
export const roles = Object.fromEntries(ROLE_KEYS.map((key) => [key, ROLES[key].name])) as Record<
  RoleKey,
  string
>;

export const memberStatuses = { ...MEMBER_STATUS_LABELS } as const;

export const roleHints = {
  admin: 'Manages the team, billing and every brand.',
  member: 'Works on the brands they are given.',
  external: 'An outside collaborator: sees only the brands they are given and cannot open tickets.',
} as const satisfies Record<RoleKey, string>;

export const team = {
  intro: 'Everyone in this workspace, and the invites not accepted yet.',
  invite: 'Invite',
  filters: 'Filters',
  search: 'Search',
  searchPlaceholder: 'Name or e-mail',
  role: 'Role',
  status: 'Status',
  seatsClaimed: 'Seats claimed',
  seatsPending: 'Pending invites',
  email: 'E-mail',
  name: 'Name',
  brands: 'Brands',
  allBrands: 'All',
  brandsAll: 'every brand',
  brandsCount: '{count, plural, one {# brand} other {# brands}}',
  members: 'Team members',
  rowActions: 'Actions for {email}',
  revoke: 'Revoke invite',
  removeTitle: 'Remove {email}?',
  removeText: 'They lose access to this workspace and its brands.',
  removed: '{email} was removed from the workspace.',
  signOut: 'Sign out everywhere',
  signOutTitle: 'Sign {email} out everywhere?',
  signOutText:
    'Every browser and device they are signed in on is signed out at once, in every workspace. They can sign in again.',
  signedOut:
    '{count, plural, one {{email} was signed out of # session.} other {{email} was signed out of # sessions.}}',
  revokeTitle: 'Revoke the invite to {email}?',
  revokeText: 'The invite link stops working.',
  revoked: 'The invite to {email} was revoked.',
  emptyTitle: 'Nobody matches',
  emptyText: 'Try another search, role or status.',
  loadError: 'The team could not be loaded.',
  inviteIntro: 'Invite someone by e-mail. The invite is valid for {count} days.',
  brandsPlaceholder: 'Choose brands',
  brandsHint: 'The brands they can see.',
  brandsAdmin: 'Admins see every brand.',
  noBrands: 'No brands yet: admins see every brand you add later.',
  send: 'Send invite',
  sent: 'Invite sent to {email}',
  /** After the seat limit's message (docs/product.md#seats). */
  goToBilling: 'Go to billing',
  editIntro: 'Role and brand access of {email}.',
  saved: 'The changes for {email} were saved.',
  memberNotFound: 'This member is not in the workspace.',
} as const;
