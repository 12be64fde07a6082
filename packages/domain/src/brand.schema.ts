import { z } from 'zod';
import { calendarDateSchema } from './dates';
import { industryNameSchema, skillsOf } from './industries';
import { LIMITS } from './limits';
import type { PostPlatform, PostPurpose } from './tickets';
import { postPlatformSchema, ticketStatusSchema } from './tickets.schema';
import { httpUrlSchema } from './url';

/**
 * The brand profile's own records (docs/product.md#brand-profile): voices, AI assistants,
 * audiences and influences live under `/api/projects/{projectId}/…`; the profile fields of the
 * setup steps travel with the project (`PUT /workspaces/{id}/projects/{projectId}`).
 */

const name = z.string().trim().min(1).max(80);
const longText = (max: number) => z.string().trim().max(max);
const shortList = (itemMax: number, count: number) =>
  z.array(z.string().trim().min(1).max(itemMax)).max(count);

// ---------------------------------------------------------------------------------------------
// Profile fields kept on the project (the steps that are not lists of their own records)
// ---------------------------------------------------------------------------------------------

/** Define Goal: the brand's main goal (docs/product.md#brand-profile). */
export const BRAND_GOALS = ['awareness', 'community', 'leads', 'sales', 'other'] as const;
export type BrandGoal = (typeof BRAND_GOALS)[number];
export const brandGoalSchema = z.enum(BRAND_GOALS);
export const BRAND_GOAL_LABELS: Record<BrandGoal, string> = {
  awareness: 'Awareness',
  community: 'Community',
  leads: 'Leads',
  sales: 'Sales',
  other: 'Something else',
};

/** Most posts a week a brand plans on one platform (Content Output). */
export const CONTENT_OUTPUT_MAX_PER_WEEK = 100;

/** Content Output: how many posts a week per platform; platforms left out plan none. */
export const contentOutputSchema = z.partialRecord(
  postPlatformSchema,
  z.number().int().min(0).max(CONTENT_OUTPUT_MAX_PER_WEEK),
);
export type ContentOutput = Partial<Record<PostPlatform, number>>;

/**
 * Connect Instagram, typed in by hand until the Instagram integration exists: the account's
 * handle and what its profile shows (docs/product.md#brand-profile).
 */
export const instagramAccountSchema = z.object({
  /** Without the @; letters, digits, dots and underscores as Instagram allows. */
  username: z
    .string()
    .trim()
    .transform((value) => value.replace(/^@/, ''))
    .pipe(z.string().regex(/^[A-Za-z0-9._]{1,30}$/, 'An Instagram handle has 1–30 letters, digits, . or _')),
  followers: z.number().int().min(0).max(10_000_000_000).nullable(),
  website: httpUrlSchema.max(300).nullable(),
  biography: longText(300),
});
export type InstagramAccount = z.infer<typeof instagramAccountSchema>;

/** Analytics: the headline figures of the brand's account, typed in until they are imported. */
export const brandAnalyticsSchema = z.object({
  average_reach: z.number().int().min(0).max(10_000_000_000).nullable(),
  average_likes: z.number().int().min(0).max(10_000_000_000).nullable(),
  average_comments: z.number().int().min(0).max(10_000_000_000).nullable(),
  /** Per cent of followers who engage with a post, 0–100. */
  engagement_rate: z.number().min(0).max(100).nullable(),
});
export type BrandAnalytics = z.infer<typeof brandAnalyticsSchema>;

/** Google Drive: the folders ticket links point into (raw footage and final exports). */
export const driveFoldersSchema = z.object({
  raw_folder_url: httpUrlSchema.max(500).nullable(),
  final_folder_url: httpUrlSchema.max(500).nullable(),
});
export type DriveFolders = z.infer<typeof driveFoldersSchema>;

/**
 * The profile fields of the setup steps, as the project reply carries them and `PUT` accepts
 * them (any subset). Industry is one of the 26 industries; skills are the team skills the brand
 * needs, from that industry's list (checked together: see `skillsFitIndustry`).
 */
export const brandProfileFieldsSchema = z.object({
  description: longText(2000),
  industry: industryNameSchema.nullable(),
  skills: shortList(60, 20),
  instagram_account: instagramAccountSchema.nullable(),
  analytics: brandAnalyticsSchema.nullable(),
  content_output: contentOutputSchema,
  goal: brandGoalSchema.nullable(),
  goal_text: longText(1000),
  drive_folders: driveFoldersSchema,
});
export type BrandProfileFields = z.infer<typeof brandProfileFieldsSchema>;

/**
 * The profile fields as the project reply carries them: the same values, without the input's
 * transforms (the server serialises replies by encoding them through their schema, which a
 * one-way transform such as the handle's `@` removal cannot do).
 */
export const brandProfileReplySchema = brandProfileFieldsSchema.extend({
  instagram_account: instagramAccountSchema.extend({ username: z.string() }).nullable(),
});

/**
 * Skills must come from the chosen industry's list; with no industry there are none
 * (docs/product.md#industries-and-skills).
 */
export function skillsFitIndustry(industry: string | null, skills: readonly string[]): boolean {
  if (skills.length === 0) return true;
  if (!industry) return false;
  const allowed = skillsOf(industry);
  return skills.every((skill) => allowed.includes(skill));
}

export const BRAND_PROFILE_DEFAULTS: BrandProfileFields = {
  description: '',
  industry: null,
  skills: [],
  instagram_account: null,
  analytics: null,
  content_output: {},
  goal: null,
  goal_text: '',
  drive_folders: { raw_folder_url: null, final_folder_url: null },
};

/**
 * An update schema: every field of the input schema optional, without its default. (zod 4's
 * `.partial()` keeps defaults, so an update that left a field out would reset it to its default.)
 */
type UpdateShape<S extends z.ZodRawShape> = {
  [K in keyof S]: S[K] extends z.ZodDefault<infer Inner> ? z.ZodOptional<Inner> : z.ZodOptional<S[K]>;
};
function updateSchemaOf<S extends z.ZodRawShape>(input: z.ZodObject<S>): z.ZodObject<UpdateShape<S>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(input.shape)) {
    shape[key] = (
      field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)
    ).optional();
  }
  return z.object(shape) as unknown as z.ZodObject<UpdateShape<S>>;
}

// ---------------------------------------------------------------------------------------------
// Records under /api/projects/{projectId}/
// ---------------------------------------------------------------------------------------------

const recordBase = {
  uid: z.string(),
  project_uid: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** A post that shows the voice: a post ticket of the same brand, or a link to a published post. */
export const voiceSamplePostInputSchema = z.union([
  z.object({ ticket_uid: z.string().min(1).max(64) }).strict(),
  z.object({ url: httpUrlSchema.max(500) }).strict(),
]);
export type VoiceSamplePostInput = z.infer<typeof voiceSamplePostInputSchema>;

export const voiceSamplePostSchema = z.object({
  ticket_uid: z.string().nullable(),
  url: z.string().nullable(),
  /** The ticket's summary, or the link itself. */
  title: z.string(),
  /** The ticket's caption when it has one. */
  caption: z.string().nullable(),
});
export type VoiceSamplePost = z.infer<typeof voiceSamplePostSchema>;

/**
 * The schema lets a few more than the limit through so the service answers a 5th post with its
 * own message (`brand_voice_posts_limit`) instead of a generic validation error.
 */
const samplePostsInput = z.array(voiceSamplePostInputSchema).max(LIMITS.brandVoiceMaxPosts + 20);

export const brandVoiceInputSchema = z.object({
  name,
  description: longText(4000).default(''),
  /** A few words that describe the tone: 'warm', 'witty', 'plain-spoken'. */
  tone: shortList(40, 12).default([]),
  /** Words and phrases the voice uses, and ones it avoids. */
  do_say: shortList(120, 30).default([]),
  dont_say: shortList(120, 30).default([]),
  sample_posts: samplePostsInput.default([]),
});
export type BrandVoiceInput = z.input<typeof brandVoiceInputSchema>;
export const brandVoiceUpdateSchema = updateSchemaOf(brandVoiceInputSchema);
export type BrandVoiceUpdate = z.input<typeof brandVoiceUpdateSchema>;

export const brandVoiceSchema = z.object({
  ...recordBase,
  name: z.string(),
  description: z.string(),
  tone: z.array(z.string()),
  do_say: z.array(z.string()),
  dont_say: z.array(z.string()),
  sample_posts: z.array(voiceSamplePostSchema),
  is_default: z.boolean(),
});
export type BrandVoice = z.infer<typeof brandVoiceSchema>;
export const brandVoiceListSchema = z.array(brandVoiceSchema);

/** The model settings an assistant may choose (the AI provider comes with integrations). */
export const ASSISTANT_MODELS = ['balanced', 'creative', 'precise'] as const;
export type AssistantModel = (typeof ASSISTANT_MODELS)[number];
export const ASSISTANT_MODEL_LABELS: Record<AssistantModel, string> = {
  balanced: 'Balanced',
  creative: 'Creative',
  precise: 'Precise',
};

export const assistantInputSchema = z.object({
  name,
  instructions: longText(8000).default(''),
  model: z.enum(ASSISTANT_MODELS).default('balanced'),
  /** 0 answers the same way every time, 1 varies most. */
  temperature: z.number().min(0).max(1).default(0.7),
  /** The brand voice it writes in; null uses the brand's default voice. */
  brand_voice_uid: z.string().min(1).max(64).nullable().default(null),
});
export type AssistantInput = z.input<typeof assistantInputSchema>;
export const assistantUpdateSchema = updateSchemaOf(assistantInputSchema);
export type AssistantUpdate = z.input<typeof assistantUpdateSchema>;

export const assistantSchema = z.object({
  ...recordBase,
  name: z.string(),
  instructions: z.string(),
  model: z.enum(ASSISTANT_MODELS),
  temperature: z.number(),
  brand_voice_uid: z.string().nullable(),
  is_default: z.boolean(),
});
export type Assistant = z.infer<typeof assistantSchema>;
export const assistantListSchema = z.array(assistantSchema);

export const audienceInputSchema = z.object({
  name,
  description: longText(2000).default(''),
  /** Free text as people write it: '25–34', 'students'. */
  age_range: longText(40).default(''),
  locations: shortList(80, 20).default([]),
  interests: shortList(80, 30).default([]),
  pain_points: shortList(200, 20).default([]),
});
export type AudienceInput = z.input<typeof audienceInputSchema>;
export const audienceUpdateSchema = updateSchemaOf(audienceInputSchema);
export type AudienceUpdate = z.input<typeof audienceUpdateSchema>;

export const audienceSchema = z.object({
  ...recordBase,
  name: z.string(),
  description: z.string(),
  age_range: z.string(),
  locations: z.array(z.string()),
  interests: z.array(z.string()),
  pain_points: z.array(z.string()),
  is_default: z.boolean(),
});
export type Audience = z.infer<typeof audienceSchema>;
export const audienceListSchema = z.array(audienceSchema);

/** A brand, creator or publication the brand looks up to. Influences have no default. */
export const influenceInputSchema = z.object({
  name,
  /** Their profile or site. */
  url: httpUrlSchema.max(500).nullable().default(null),
  platform: postPlatformSchema.nullable().default(null),
  /** What to take from them. */
  notes: longText(2000).default(''),
});
export type InfluenceInput = z.input<typeof influenceInputSchema>;
export const influenceUpdateSchema = updateSchemaOf(influenceInputSchema);
export type InfluenceUpdate = z.input<typeof influenceUpdateSchema>;

export const influenceSchema = z.object({
  ...recordBase,
  name: z.string(),
  url: z.string().nullable(),
  platform: postPlatformSchema.nullable(),
  notes: z.string(),
});
export type Influence = z.infer<typeof influenceSchema>;
export const influenceListSchema = z.array(influenceSchema);

/** The record kinds under /api/projects/{projectId}/ and their path segments. */
export const BRAND_RECORD_KINDS = ['brand-voices', 'assistants', 'audiences', 'influences'] as const;
export type BrandRecordKind = (typeof BRAND_RECORD_KINDS)[number];
/** The kinds with exactly one default per brand (docs/product.md#brand-profile). */
export const DEFAULTED_BRAND_RECORD_KINDS = ['brand-voices', 'assistants', 'audiences'] as const;

// ---------------------------------------------------------------------------------------------
// Feedback
// ---------------------------------------------------------------------------------------------

/**
 * The profile fields the team can leave feedback on (the AI Feedback step), each with the setup
 * step that edits it. The key is the `{field}` of `/api/projects/{projectId}/feedback/{field}`.
 */
export const FEEDBACK_FIELDS = [
  { key: 'name', label: 'Name and industry', step: 'name-brand' },
  { key: 'instagram', label: 'Instagram account', step: 'connect-instagram' },
  { key: 'content_output', label: 'Content output', step: 'growth-goals' },
  { key: 'goal', label: 'Goal', step: 'define-goal' },
  { key: 'influences', label: 'Brand influences', step: 'brand-influences' },
  { key: 'audiences', label: 'Target audience', step: 'target-audience' },
  { key: 'content_pillars', label: 'Topics', step: 'content-pillars' },
  { key: 'content_formats', label: 'Content formats', step: 'content-formats' },
  { key: 'off_brand', label: 'Off brand', step: 'off-brand' },
  { key: 'brand_voice', label: 'Brand voice', step: 'brand-voice' },
] as const;
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number]['key'];
export const FEEDBACK_FIELD_KEYS = FEEDBACK_FIELDS.map((field) => field.key) as [
  FeedbackField,
  ...FeedbackField[],
];
export const feedbackFieldSchema = z.enum(FEEDBACK_FIELD_KEYS);

/**
 * `GET /projects/{projectId}/setup-progress`: how many records and feedback items the brand's
 * profile has — what the setup steps' progress rail needs (`completedSetupSteps`), in one reply
 * rather than a list per kind and per feedback field on every step.
 */
export const setupProgressSchema = z.object({
  influences: z.number().int().nonnegative(),
  audiences: z.number().int().nonnegative(),
  brand_voices: z.number().int().nonnegative(),
  /** Over every field. */
  feedback: z.number().int().nonnegative(),
});
export type SetupProgress = z.infer<typeof setupProgressSchema>;

export const feedbackInputSchema = z.object({ content: z.string().trim().min(1).max(4000) });
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

export const feedbackItemSchema = z.object({
  uid: z.string(),
  field: feedbackFieldSchema,
  content: z.string(),
  author: z.object({ uid: z.string().nullable(), name: z.string() }),
  created_at: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;
export const feedbackListSchema = z.array(feedbackItemSchema);

// ---------------------------------------------------------------------------------------------
// Brand overview (the dashboard's weekly slate), Feed and Library
// ---------------------------------------------------------------------------------------------

export const purposeCountsSchema = z.object({
  growth: z.number().int(),
  trust_building: z.number().int(),
  sales_promotion: z.number().int(),
});
export type PurposeCounts = Record<PostPurpose, number>;

/** `GET /workspaces/{id}/projects/{projectId}/overview?week_start=YYYY-MM-DD` (a Monday). */
export const overviewQuerySchema = z.object({ week_start: calendarDateSchema });

export const slateWeekSchema = z.object({
  /** Monday and Sunday of the week, as calendar dates. */
  start: z.string(),
  end: z.string(),
  /** The slate targets per purpose (the project's slate_* numbers). */
  targets: purposeCountsSchema,
  /** Post tickets due this week, by purpose; `posted` counts those posted or published. */
  planned: purposeCountsSchema,
  posted: purposeCountsSchema,
  /** Post tickets due this week without a purpose. */
  unassigned: z.number().int(),
});
export type SlateWeek = z.infer<typeof slateWeekSchema>;

export const overviewTicketSchema = z.object({
  uid: z.string(),
  id: z.number().int(),
  summary: z.string(),
  ticket_type: z.string(),
  status: ticketStatusSchema,
  due_date: z.string().nullable(),
  post_platform: z.string().nullable(),
  post_audience: z.string().nullable(),
});
export type OverviewTicket = z.infer<typeof overviewTicketSchema>;

export const brandOverviewSchema = z.object({
  review_day: z.string(),
  /** This week and next. */
  weeks: z.array(slateWeekSchema),
  /** Post tickets not yet posted, due from week_start on, soonest first (at most 10). */
  upcoming_posts: z.array(overviewTicketSchema),
  /** Open tickets that are not posts, soonest due first (at most 10). */
  open_tasks: z.array(overviewTicketSchema),
  open_task_count: z.number().int(),
});
export type BrandOverview = z.infer<typeof brandOverviewSchema>;

export const BRAND_PAGE_LIMIT_DEFAULT = 24;
export const BRAND_PAGE_LIMIT_MAX = 100;
const pageQuery = {
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(BRAND_PAGE_LIMIT_MAX).default(BRAND_PAGE_LIMIT_DEFAULT),
};

/** `GET /workspaces/{id}/projects/{projectId}/feed`. */
export const feedQuerySchema = z.object(pageQuery);
/**
 * Where a Feed item comes from: a posted or published post ticket, or a post imported from the
 * brand's Instagram or YouTube (docs/product.md#instagram-and-youtube-import).
 */
export const FEED_SOURCES = ['ticket', 'instagram', 'youtube'] as const;
export type FeedSource = (typeof FEED_SOURCES)[number];
const feedMetricsSchema = z.object({
  likes: z.number().int().nullable(),
  comments: z.number().int().nullable(),
  views: z.number().int().nullable(),
  reach: z.number().int().nullable(),
  saved: z.number().int().nullable(),
  shares: z.number().int().nullable(),
});
export const feedItemSchema = z.object({
  source: z.enum(FEED_SOURCES),
  /** The ticket's uid, or the imported post's. */
  uid: z.string(),
  /** The ticket's `#number`; null for an imported post. */
  id: z.number().int().nullable(),
  summary: z.string(),
  caption: z.string().nullable(),
  /** The ticket's status; null for an imported post. */
  status: ticketStatusSchema.nullable(),
  post_platform: z.string().nullable(),
  post_format: z.string().nullable(),
  post_audience: z.string().nullable(),
  posted_date: z.string().nullable(),
  live_link: z.string().nullable(),
  /** A reference image of the post to show, when it has one (an imported post's media or thumbnail). */
  image_url: z.string().nullable(),
  updated_at: z.string(),
  /** When an imported post went out (ISO time); null for tickets, which have a posted day. */
  published_at: z.string().nullable(),
  /** Likes, comments, views… where the provider reports them; null for tickets. */
  metrics: feedMetricsSchema.nullable(),
  /** The post ticket made from an imported post, if one was. */
  ticket_uid: z.string().nullable(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;
export const feedPageSchema = z.object({
  items: z.array(feedItemSchema),
  next_cursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

/** What the Library gathers from a brand's tickets (docs/product.md#brand-profile). */
export const LIBRARY_KINDS = ['image', 'attachment', 'recording', 'drive_link'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];
export const LIBRARY_KIND_LABELS: Record<LibraryKind, string> = {
  image: 'Reference images',
  attachment: 'Attachments',
  recording: 'Recordings',
  drive_link: 'Drive links',
};

/** `GET /workspaces/{id}/projects/{projectId}/library`. */
export const libraryQuerySchema = z.object({
  ...pageQuery,
  kind: z.enum(LIBRARY_KINDS).optional(),
  search: z.string().trim().max(200).optional(),
});
export const libraryItemSchema = z.object({
  /** Unique in the library: the kind and the source row. */
  key: z.string(),
  kind: z.enum(LIBRARY_KINDS),
  name: z.string(),
  /** Where to open it: the file's address, or the Drive link. */
  url: z.string(),
  mime_type: z.string().nullable(),
  size: z.number().int().nullable(),
  ticket: z.object({ uid: z.string(), id: z.number().int(), summary: z.string() }),
  created_at: z.string(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;
export const libraryPageSchema = z.object({
  items: z.array(libraryItemSchema),
  next_cursor: z.string().nullable(),
});
export type LibraryPage = z.infer<typeof libraryPageSchema>;
