import {
  BRAND_PROFILE_DEFAULTS,
  type BrandAnalytics,
  type BrandProfileFields,
  brandGoalSchema,
  type ContentOutput,
  type DriveFolders,
  type InstagramAccount,
} from '@expertos/domain/brand.schema';
import { industryNameSchema } from '@expertos/domain/industries';
import { DEFAULT_LANGUAGE, isLanguage } from '@expertos/domain/languages';
import type { Project, ProjectUser } from '@expertos/domain/project.schema';
import { SLATE_DEFAULTS, WEEKDAYS, type Weekday } from '@expertos/domain/settings';
import { fromDbBoolean, fromDbJson, toDbJson } from '../../db/portable.js';
import { mediaUrl } from '../../platform/storage/media.js';
import type { ProjectChanges, ProjectRow, ProjectUserRow } from './projects.repository.js';

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
    slate_review_hour: Number(row.slate_review_hour),
    slate_growth_content: row.slate_growth_content,
    slate_trust_building_content: row.slate_trust_building_content,
    slate_sales_promotions_content: row.slate_sales_promotions_content,
    share_results_with_externals: fromDbBoolean(row.share_results_with_externals),
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    ...toProfileFields(row),
    created_at: row.created_at,
  };
}

export function toProjectUser(row: ProjectUserRow): ProjectUser {
  return {
    member_uid: row.member_id,
    email: row.email,
    name: row.name,
    role: row.role,
    access: row.access,
    ...(row.via_key ? { via_key: true as const } : {}),
  };
}

type ProfileRow = Pick<ProjectRow, keyof BrandProfileFields>;

/** The brand profile's fields of a row (docs/product.md#brand-profile), read leniently. */
export function toProfileFields(row: ProfileRow): BrandProfileFields {
  const industry = industryNameSchema.safeParse(row.industry);
  const goal = brandGoalSchema.safeParse(row.goal);
  return {
    description: row.description,
    industry: industry.success ? industry.data : null,
    skills: fromDbJson<string[]>(row.skills, []),
    instagram_account: fromDbJson<InstagramAccount | null>(row.instagram_account, null),
    analytics: fromDbJson<BrandAnalytics | null>(row.analytics, null),
    content_output: fromDbJson<ContentOutput>(row.content_output, {}),
    goal: goal.success ? goal.data : null,
    goal_text: row.goal_text,
    drive_folders: {
      ...BRAND_PROFILE_DEFAULTS.drive_folders,
      ...fromDbJson<Partial<DriveFolders>>(row.drive_folders, {}),
    },
  };
}

/** The columns for the profile fields given (any subset). */
export function toProfileColumns(fields: Partial<BrandProfileFields>): ProjectChanges {
  const changes: ProjectChanges = {};
  if (fields.description !== undefined) changes.description = fields.description;
  if (fields.industry !== undefined) changes.industry = fields.industry;
  if (fields.skills !== undefined) changes.skills = toDbJson(fields.skills);
  if (fields.instagram_account !== undefined) {
    changes.instagram_account = fields.instagram_account === null ? null : toDbJson(fields.instagram_account);
  }
  if (fields.analytics !== undefined) {
    changes.analytics = fields.analytics === null ? null : toDbJson(fields.analytics);
  }
  if (fields.content_output !== undefined) changes.content_output = toDbJson(fields.content_output);
  if (fields.goal !== undefined) changes.goal = fields.goal;
  if (fields.goal_text !== undefined) changes.goal_text = fields.goal_text;
  if (fields.drive_folders !== undefined) changes.drive_folders = toDbJson(fields.drive_folders);
  return changes;
}
