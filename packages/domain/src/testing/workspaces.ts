import type { Invite, WorkspaceInvite } from '../invite.schema';
import type { Profile } from '../profile.schema';
import type { TeamList, TeamMember, Workspace, WorkspaceListItem } from '../workspace.schema';
import { ACME, ADA } from './people';

/** Acme Studio, as its admin sees it: not whitelisted, no subscription. */
export function aWorkspace(overrides: Partial<Workspace> = {}): Workspace {
  return {
    uid: 'w1',
    name: 'Acme Studio',
    industry: null,
    owner: 'u1',
    admin: true,
    whitelisted: false,
    stripe_subscription_id: null,
    created_at: '2030-01-01T09:00:00.000Z',
    // Billing off, as on a server without a payment provider: never locked.
    plan: {
      billing_enabled: false,
      state: 'subscribed',
      locked: false,
      trial_days_left: 14,
      trial_ends_at: '2030-01-15T09:00:00.000Z',
    },
    ...overrides,
  };
}

/** One item of `GET /workspaces`: Ada's membership, as admin. */
export function aWorkspaceListItem(overrides: Partial<WorkspaceListItem> = {}): WorkspaceListItem {
  return { workspaces: aWorkspace(), role: 'admin', status: 'joined', member_uid: ADA.uid, ...overrides };
}

/** Ada on the team list: a joined member who sees brand Acme. */
export function aTeamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    uid: ADA.uid,
    email: ADA.email,
    name: ADA.name,
    role: 'member',
    status: 'joined',
    project_uids: [ACME.uid],
    invite_uid: null,
    ...overrides,
  };
}

/** An open invite as the team list shows it: no name yet, the invite's uid as its own. */
export function anInvitedTeamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  const uid = overrides.invite_uid ?? overrides.uid ?? 'i1';
  return aTeamMember({
    uid,
    email: 'new@example.com',
    name: null,
    status: 'invited',
    invite_uid: uid,
    ...overrides,
  });
}

/** The team list; the seats are counted from the members unless given. */
export function aTeamList(members: TeamMember[] = [aTeamMember()], seats?: TeamList['seats']): TeamList {
  return {
    members,
    seats: seats ?? {
      claimed: members.filter((member) => member.status === 'joined').length,
      pending: members.filter((member) => member.status === 'invited').length,
    },
  };
}

/** An invite as its invitee sees it: to join Acme Studio as a member, no account yet. */
export function anInvite(overrides: Partial<Invite> = {}): Invite {
  return {
    uid: 'i1',
    email: 'new@example.com',
    role: 'member',
    workspace_uid: 'w1',
    workspace_name: 'Acme Studio',
    inviter_name: ADA.name,
    expires_at: '2030-01-15T10:00:00.000Z',
    has_account: false,
    ...overrides,
  };
}

/** An open invite as the workspace's admins see it. */
export function aWorkspaceInvite(overrides: Partial<WorkspaceInvite> = {}): WorkspaceInvite {
  return {
    uid: 'i1',
    email: 'new@example.com',
    role: 'member',
    project_uids: [ACME.uid],
    expires_at: '2030-01-15T10:00:00.000Z',
    created_at: '2030-01-08T10:00:00.000Z',
    ...overrides,
  };
}

/** Ada's own profile (`GET /api/me`). */
export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'u1',
    email: ADA.email,
    email_verified: true,
    name: 'Ada Lovelace',
    avatar_url: null,
    job_title: null,
    industry: null,
    skills: [],
    language: null,
    time_zone: 'UTC',
    ...overrides,
  };
}
