import { BRAND_PROFILE_DEFAULTS } from '@expertos/domain/brand.schema';
import type { Invite } from '@expertos/domain/invite.schema';
import type { Project } from '@expertos/domain/project.schema';
import type { TeamMember, Workspace } from '@expertos/domain/workspace.schema';

/** Wire replies as the server sends them, for the resource tests. */
export const workspaceReply: Workspace = {
  uid: 'w1',
  name: 'Acme Studio',
  industry: 'Media',
  owner: 'u1',
  admin: true,
  whitelisted: false,
  stripe_subscription_id: null,
  created_at: '2025-01-01T00:00:00.000Z',
  // Billing off, as on a server without a payment provider: never locked.
  plan: {
    billing_enabled: false,
    state: 'subscribed',
    locked: false,
    trial_days_left: 14,
    trial_ends_at: '2025-01-15T00:00:00.000Z',
  },
};

export const memberReply: TeamMember = {
  uid: 'm2',
  email: 'grace@example.com',
  name: 'Grace',
  role: 'member',
  status: 'joined',
  project_uids: ['p1'],
  invite_uid: null,
};

export const inviteReply: Invite = {
  uid: 'inv1',
  email: 'grace@example.com',
  role: 'member',
  workspace_uid: 'w1',
  workspace_name: 'Acme Studio',
  inviter_name: 'Ada',
  expires_at: '2025-01-08T00:00:00.000Z',
  has_account: false,
};

export const projectReply: Project = {
  uid: 'p1',
  workspace_uid: 'w1',
  name: 'Acme',
  slug: 'acme',
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
  slate_review_hour: 8,
  slate_growth_content: 0,
  slate_trust_building_content: 0,
  slate_sales_promotions_content: 0,
  share_results_with_externals: false,
  language: 'en',
  ...BRAND_PROFILE_DEFAULTS,
};
