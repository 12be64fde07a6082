import { BRAND_PROFILE_DEFAULTS } from '../brand.schema';
import type { Project, ProjectUser } from '../project.schema';
import { SLATE_DEFAULTS } from '../settings';
import { ACME, ADA, AT } from './people';

/** Brand Acme of workspace `w1`, visible to the caller, with an empty profile. */
export function aProject(overrides: Partial<Project> = {}): Project {
  return {
    uid: ACME.uid,
    workspace_uid: 'w1',
    name: ACME.name,
    slug: ACME.slug,
    shopify_site: null,
    cover_url: null,
    phase: 'active',
    owner: ADA.uid,
    has_permission: true,
    access_requested: false,
    whitelisted: false,
    integrations: [],
    content_pillars: [],
    content_formats: [],
    other_preferences: '',
    off_brand: [],
    ...SLATE_DEFAULTS,
    share_results_with_externals: false,
    language: 'en',
    ...BRAND_PROFILE_DEFAULTS,
    created_at: AT,
    ...overrides,
  };
}

/** Ada on brand Acme: its admin. */
export function aProjectUser(overrides: Partial<ProjectUser> = {}): ProjectUser {
  return {
    member_uid: ADA.uid,
    email: ADA.email,
    name: ADA.name,
    role: 'admin',
    access: 'granted',
    ...overrides,
  };
}
