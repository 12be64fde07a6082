import { describe, expect, it } from 'vitest';
import {
  BRAND_SETTINGS_PAGES,
  nextSetupStep,
  SETUP_STEP_KEYS,
  SETUP_STEPS,
  setupStepLabel,
} from './setup-steps';
import { brandSettingsPageSchema } from './setup-steps.schema';

describe('SETUP_STEPS', () => {
  it('lists the 13 steps in order, by label', () => {
    expect(SETUP_STEPS.map((step) => step.label)).toEqual([
      'Connect Instagram',
      'Analytics',
      'Name Brand',
      'Content Output',
      'Define Goal',
      'Brand Influences',
      'Target Audience',
      'Topics',
      'Content Formats',
      'Off Brand',
      'Brand Voice',
      'Summary',
      'AI Feedback',
    ]);
    expect(new Set(SETUP_STEP_KEYS).size).toBe(13);
  });

  it('names the renamed steps by their route segment', () => {
    expect(setupStepLabel('growth-goals')).toBe('Content Output');
    expect(setupStepLabel('content-pillars')).toBe('Topics');
  });
});

describe('BRAND_SETTINGS_PAGES', () => {
  it('is the settings routes: the steps with google-drive before summary', () => {
    expect(BRAND_SETTINGS_PAGES).toEqual([
      'connect-instagram',
      'analytics',
      'name-brand',
      'growth-goals',
      'define-goal',
      'brand-influences',
      'target-audience',
      'content-pillars',
      'content-formats',
      'off-brand',
      'brand-voice',
      'google-drive',
      'summary',
      'ai-feedback',
    ]);
  });

  it('parses route segments', () => {
    expect(brandSettingsPageSchema.parse('google-drive')).toBe('google-drive');
    expect(brandSettingsPageSchema.safeParse('Summary').success).toBe(false);
  });
});

describe('nextSetupStep', () => {
  it('advances through every step in order', () => {
    for (let i = 0; i < SETUP_STEP_KEYS.length - 1; i++) {
      expect(nextSetupStep(SETUP_STEP_KEYS[i]!)).toBe(SETUP_STEP_KEYS[i + 1]);
    }
  });

  it.each([
    ['connect-instagram', 'analytics'],
    ['brand-voice', 'summary'],
    ['summary', 'ai-feedback'],
    ['ai-feedback', 'summary'],
    ['google-drive', 'summary'],
    ['unknown', 'summary'],
    ['', 'summary'],
    ['Analytics', 'summary'],
  ])('%s → %s', (current, next) => {
    expect(nextSetupStep(current)).toBe(next);
  });
});
