import { z } from 'zod';
import { BRAND_SETTINGS_PAGES, SETUP_STEP_KEYS } from './setup-steps';

export const setupStepKeySchema = z.enum(SETUP_STEP_KEYS);

export const brandSettingsPageSchema = z.enum(BRAND_SETTINGS_PAGES);
