import type { Invite } from '@expertos/domain/invite.schema';
import type { Project, ProjectUser } from '@expertos/domain/project.schema';
import type { RoleKey } from '@expertos/domain/roles';
import type { TeamMember, Workspace, WorkspaceListItem } from '@expertos/domain/workspace.schema';

/** Wire-shaped test data: the domain types, with the fields a test cares about overridden. */
export function aWorkspace(change: Partial<Workspace> = {}): Workspace {
  return {
    uid: 'w1',
    name: 'Acme Studio',
    industry: 'Media',
    owner: 'u1',
    admin: true,
    whitelisted: false,
    stripe_subscription_id: null,
    created_at: '2025-01-01T00:00:00.000Z',
    ...change,
  };
}

export function aListItem(
  workspace: Partial<Workspace> = {},
  membership: { role?: RoleKey; member_uid?: string } = {},
): WorkspaceListItem {
  const role = membership.role ?? 'admin';
  return {
    workspaces: aWorkspace({ admin: role === 'admin', ...workspace }),
    role,
    status: 'joined',
    member_uid: membership.member_uid ?? `m-${workspace.uid ?? 'w1'}`,
  };
}

export function aProject(change: Partial<Project> = {}): Project {
  const name = change.name ?? 'Acme';
  return {
    uid: 'p1',
    workspace_uid: 'w1',
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    shopify_site: null,
    cover_url: null,
    phase: 'active',
    owner: 'u1',
    has_permission: true,
    access_requested: false,
    whitelisted: false,
    integrations: [],
    created_at: '2025-01-01T00:00:00.000Z',
    content_pillars: [],
    content_formats: [],
    other_preferences: '',
    off_brand: [],
    slate_review_day: 'friday',
    slate_growth_content: 0,
    slate_trust_building_content: 0,
    slate_sales_promotions_content: 0,
    ...change,
  };
}

export function aMember(change: Partial<TeamMember> = {}): TeamMember {
  return {
    uid: 'm2',
    email: 'grace@example.com',
    name: 'Grace Hopper',
    role: 'member',
    status: 'joined',
    project_uids: [],
    invite_uid: null,
    ...change,
  };
}

export function anInvite(change: Partial<Invite> = {}): Invite {
  return {
    uid: 'inv1',
    email: 'ada@example.com',
    role: 'member',
    workspace_uid: 'w2',
    workspace_name: 'Globex',
    inviter_name: 'Grace Hopper',
    expires_at: '2030-01-08T00:00:00.000Z',
    has_account: true,
    ...change,
  };
}

export function aProjectUser(change: Partial<ProjectUser> = {}): ProjectUser {
  return {
    member_uid: 'm2',
    email: 'grace@example.com',
    name: 'Grace Hopper',
    role: 'member',
    access: 'granted',
    ...change,
  };
}
