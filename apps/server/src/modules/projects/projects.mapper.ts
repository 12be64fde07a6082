import { BRAND_PROFILE_DEFAULTS } from '@expertos/domain/brand.schema';
import type { Project, ProjectUser } from '@expertos/domain/project.schema';
import { SLATE_DEFAULTS, WEEKDAYS, type Weekday } from '@expertos/domain/settings';
import { fromDbBoolean, fromDbJson } from '../../db/portable.js';
import { mediaUrl } from '../../platform/storage/media.js';
import type { ProjectRow, ProjectUserRow } from './projects.repository.js';

/** What the caller may do with a brand, which the reply states (docs/product.md#brands). */
export interface CallerView {
  has_permission: boolean;
  access_requested: boolean;
}

const isWeekday = (value: string): value is Weekday => (WEEKDAYS as readonly string[]).includes(value);
const weekdayOr = (value: string): Weekday => (isWeekday(value) ? value : SLATE_DEFAULTS.slate_review_day);

/** A brand row as the API answers it; JSON columns are read leniently (a bad value is empty). */
export function toProject(row: ProjectRow, view: CallerView): Project {
  return {
    uid: row.id,
    workspace_uid: row.workspace_id,
    name: row.name,
    slug: row.slug,
    shopify_site: row.shopify_site,
    cover_url: row.cover_key ? mediaUrl(row.cover_key) : null,
    phase: row.phase,
    owner: row.owner_id,
    has_permission: view.has_permission,
    access_requested: view.access_requested,
    // Brands have no whitelist of their own: they share their workspace's
    // (docs/product.md#workspaces-and-members).
    whitelisted: fromDbBoolean(row.workspace_whitelisted),
    // Project integrations come with the integrations module; none exist yet.
    integrations: [],
    content_pillars: fromDbJson<string[]>(row.content_pillars, []),
    content_formats: fromDbJson<string[]>(row.content_formats, []),
    other_preferences: row.other_preferences,
    off_brand: fromDbJson<string[]>(row.off_brand, []),
    slate_review_day: weekdayOr(row.slate_review_day),
    slate_growth_content: row.slate_growth_content,
    slate_trust_building_content: row.slate_trust_building_content,
    slate_sales_promotions_content: row.slate_sales_promotions_content,
    // The brand profile fields come with the brand profile module (superseded at its merge).
    ...BRAND_PROFILE_DEFAULTS,
    created_at: row.created_at,
  };
}

export function toProjectUser(row: ProjectUserRow): ProjectUser {
  return { member_uid: row.member_id, email: row.email, name: row.name, role: row.role, access: row.access };
}
