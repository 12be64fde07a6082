/**
 * The brand setup steps in their order (docs/product.md#brand-profile). `key` is the route
 * segment under /brand/{projectSlug}/settings/; two steps are named differently on screen than in
 * the route: growth-goals is 'Content Output' and content-pillars is 'Topics'.
 */
export const SETUP_STEPS = [
  { key: 'connect-instagram', label: 'Connect Instagram' },
  { key: 'analytics', label: 'Analytics' },
  { key: 'name-brand', label: 'Name Brand' },
  { key: 'growth-goals', label: 'Content Output' },
  { key: 'define-goal', label: 'Define Goal' },
  { key: 'brand-influences', label: 'Brand Influences' },
  { key: 'target-audience', label: 'Target Audience' },
  { key: 'content-pillars', label: 'Topics' },
  { key: 'content-formats', label: 'Content Formats' },
  { key: 'off-brand', label: 'Off Brand' },
  { key: 'brand-voice', label: 'Brand Voice' },
  { key: 'summary', label: 'Summary' },
  { key: 'ai-feedback', label: 'AI Feedback' },
] as const;

export type SetupStep = (typeof SETUP_STEPS)[number];
export type SetupStepKey = SetupStep['key'];

export const SETUP_STEP_KEYS: readonly SetupStepKey[] = SETUP_STEPS.map((step) => step.key);

/** Where the setup flow goes after the last step or from a page it does not know. */
export const SETUP_FALLBACK_STEP = 'summary' satisfies SetupStepKey;

/** Google Drive is a brand settings page but not a setup step. */
export const GOOGLE_DRIVE_PAGE = 'google-drive';
export type BrandSettingsPage = SetupStepKey | typeof GOOGLE_DRIVE_PAGE;

// The settings pages put google-drive just before summary; derive it so no segment is typed twice.
const summaryAt = SETUP_STEP_KEYS.indexOf(SETUP_FALLBACK_STEP);

/**
 * Every route segment under /brand/{projectSlug}/settings/, in order
 * (docs/product.md#screens-and-routes).
 */
export const BRAND_SETTINGS_PAGES: readonly BrandSettingsPage[] = [
  ...SETUP_STEP_KEYS.slice(0, summaryAt),
  GOOGLE_DRIVE_PAGE,
  ...SETUP_STEP_KEYS.slice(summaryAt),
];

export function isSetupStepKey(value: string): value is SetupStepKey {
  return (SETUP_STEP_KEYS as readonly string[]).includes(value);
}

export function setupStepLabel(key: SetupStepKey): string {
  return SETUP_STEPS.find((step) => step.key === key)!.label;
}

/**
 * The step after `current`; the last step and unknown steps lead to Summary
 * (docs/product.md#brand-profile).
 */
export function nextSetupStep(current: string): SetupStepKey {
  const at = SETUP_STEP_KEYS.indexOf(current as SetupStepKey);
  if (at === -1) return SETUP_FALLBACK_STEP;
  return SETUP_STEP_KEYS[at + 1] ?? SETUP_FALLBACK_STEP;
}

/**
 * What the progress rail needs to know about a brand to mark its steps complete: the profile
 * fields and how many records each list step holds.
 */
export interface SetupProgressInput {
  name: string;
  industry: string | null;
  instagram_account: unknown | null;
  analytics: unknown | null;
  content_output: Partial<Record<string, number>>;
  slate_growth_content: number;
  slate_trust_building_content: number;
  slate_sales_promotions_content: number;
  goal: string | null;
  content_pillars: readonly string[];
  content_formats: readonly string[];
  off_brand: readonly string[];
  influenceCount: number;
  audienceCount: number;
  voiceCount: number;
  feedbackCount: number;
}

/**
 * The steps a brand has filled in (docs/product.md#brand-profile). A step is complete when it
 * holds what it asks for; Summary is complete when every step before it is.
 */
export function completedSetupSteps(input: SetupProgressInput): Set<SetupStepKey> {
  const done: Record<SetupStepKey, boolean> = {
    'connect-instagram': input.instagram_account !== null,
    analytics: input.analytics !== null,
    'name-brand': input.name.trim() !== '' && input.industry !== null,
    'growth-goals':
      Object.values(input.content_output).some((count) => (count ?? 0) > 0) ||
      input.slate_growth_content + input.slate_trust_building_content + input.slate_sales_promotions_content >
        0,
    'define-goal': input.goal !== null,
    'brand-influences': input.influenceCount > 0,
    'target-audience': input.audienceCount > 0,
    'content-pillars': input.content_pillars.length > 0,
    'content-formats': input.content_formats.length > 0,
    'off-brand': input.off_brand.length > 0,
    'brand-voice': input.voiceCount > 0,
    summary: false,
    'ai-feedback': input.feedbackCount > 0,
  };
  done.summary = SETUP_STEP_KEYS.slice(0, SETUP_STEP_KEYS.indexOf(SETUP_FALLBACK_STEP)).every(
    (key) => done[key],
  );
  return new Set(SETUP_STEP_KEYS.filter((key) => done[key]));
}
