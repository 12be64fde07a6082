import { z } from 'zod';

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

export const setupStepKeySchema = z.enum(SETUP_STEP_KEYS);
export const brandSettingsPageSchema = z.enum(BRAND_SETTINGS_PAGES);

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
