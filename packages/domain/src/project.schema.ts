import { z } from 'zod';
import { brandProfileFieldsSchema, brandProfileReplySchema } from './brand.schema';
import { LANGUAGES } from './languages';
import { languageInputSchema } from './languages.schema';
import { LIMITS } from './limits';
import {
  projectPhaseSchema,
  slateReviewHourSchema,
  weekdayInputSchema,
  weekdaySchema,
} from './settings.schema';
import { httpUrlSchema } from './url';

export const PROJECT_ROLES = ['admin', 'member'] as const;
export const PROJECT_ACCESS = ['granted', 'requested'] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];

const slateCount = z.number().int().min(0).max(1000);

/** The longest content pillar name a brand profile takes (a post ticket's pillar is one of them). */
export const CONTENT_PILLAR_MAX = 120;

/**
 * The brand profile fields `PUT /workspaces/{id}/projects/{projectId}` writes
 * (docs/product.md#brand-profile).
 */
export const projectSettingsSchema = z.object({
  content_pillars: z.array(z.string().trim().min(1).max(CONTENT_PILLAR_MAX)).max(50),
  content_formats: z.array(z.string().trim().min(1).max(120)).max(50),
  other_preferences: z.string().max(4000),
  off_brand: z.array(z.string().trim().min(1).max(500)).max(100),
  slate_review_day: weekdaySchema,
  /** The hour (0–23, brand time) of the review day the weekly review is written. */
  slate_review_hour: slateReviewHourSchema,
  slate_growth_content: slateCount,
  slate_trust_building_content: slateCount,
  slate_sales_promotions_content: slateCount,
  /**
   * The brand's externals may read its Results page (docs/product.md#analytics); set by brand
   * admins, off until turned on.
   */
  share_results_with_externals: z.boolean(),
});

/** A project (brand), as the API answers it (docs/product.md#brands). */
export const projectSchema = projectSettingsSchema.extend({
  ...brandProfileReplySchema.shape,
  uid: z.string(),
  workspace_uid: z.string(),
  name: z.string(),
  slug: z.string(),
  shopify_site: z.string().nullable(),
  cover_url: z.string().nullable(),
  phase: projectPhaseSchema,
  owner: z.string(),
  has_permission: z.boolean(),
  /** The caller asked for access and waits for an admin. */
  access_requested: z.boolean(),
  whitelisted: z.boolean(),
  integrations: z.array(z.object({ type: z.string(), uid: z.string() })),
  /**
   * What the brand's clients and integrations read (approval e-mails, Slack, Jira, e-mail
   * integrations; docs/product.md#languages); its people read their own.
   */
  language: z.enum(LANGUAGES),
  created_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;
export const projectListSchema = z.array(projectSchema);

const projectNameSchema = z.string().trim().min(1).max(80);
const shopifySiteSchema = httpUrlSchema.max(300).nullable();

/** `POST /workspaces/{id}/projects`: the slug is made from the name, unique in the workspace. */
export const createProjectSchema = z.object({
  name: projectNameSchema,
  shopify_site: shopifySiteSchema.optional(),
  phase: projectPhaseSchema.default('active'),
});
export type CreateProjectInput = z.infer<typeof createProjectSchema>;

/** `PUT /workspaces/{id}/projects/{projectId}`: any subset of the editable fields. */
export const updateProjectSchema = projectSettingsSchema
  .extend({
    ...brandProfileFieldsSchema.shape,
    name: projectNameSchema,
    shopify_site: shopifySiteSchema,
    phase: projectPhaseSchema,
    // The review day as people write it ('Friday'); stored and answered in lower case.
    slate_review_day: weekdayInputSchema,
    /** One of LANGUAGES, else 400 `unsupported_language`. */
    language: languageInputSchema,
  })
  .partial();
export type UpdateProjectInput = z.infer<typeof updateProjectSchema>;

/** A person on a brand (`GET /workspaces/{id}/projects/{projectId}/users`). */
export const projectUserSchema = z.object({
  member_uid: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(PROJECT_ROLES),
  access: z.enum(PROJECT_ACCESS),
  /** Present (true) for a workspace key's member (docs/product.md#api-keys): its brands are the key's. */
  via_key: z.literal(true).optional(),
});
export type ProjectUser = z.infer<typeof projectUserSchema>;
export const projectUserListSchema = z.array(projectUserSchema);

/** `POST …/projects/{projectId}/users` (project admin): give a workspace member access. */
export const addProjectUserSchema = z.object({
  member_uid: z.string(),
  role: z.enum(PROJECT_ROLES).default('member'),
});
export type AddProjectUserInput = z.infer<typeof addProjectUserSchema>;

/** `POST …/projects/{projectId}/access-requests`: the caller now waits for a project admin. */
export const accessRequestedSchema = z.object({ access_requested: z.literal(true) });
export type AccessRequested = z.infer<typeof accessRequestedSchema>;

/** `DELETE /workspaces/{id}/projects/{projectId}` answers only that it happened. */
export const projectDeletedSchema = z.object({ ok: z.literal(true) });

/** Brand covers (`POST …/projects/{projectId}/cover`): an image of at most the attachment limit. */
export const PROJECT_COVER_MAX_BYTES = LIMITS.attachmentMaxBytes;

/** Slug of a brand name: lower-case words joined by hyphens (made unique by the server). */
export function slugifyName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'brand';
}
