import type { EnglishResources } from '../../en';
import type { Translated } from '../../translated';
import { analytics } from './analytics';
import { approvalSettings } from './approval-settings';
import { approvals } from './approvals';
import { assets } from './assets';
import { audit } from './audit';
import { brandSettings } from './brand-settings';
import { contentSeries } from './content-series';
import { catalogue as core } from './core';
import { kitchen, tokens } from './design-pages';
import { developers } from './developers';
import { evergreen } from './evergreen';
import { integrations } from './integrations';
import { portal } from './portal';
import { publishing } from './publishing';
import { recurring } from './recurring';
import { security } from './security';
import { templates } from './templates';
import { workspaceSecurity } from './workspace-security';

/**
 * Every Spanish text: the core and the lazy parts together (lazy-texts.ts), typed against the whole
 * English, so a missing or extra key fails the type check. The app loads core.ts and each part on
 * its own (language.ts); tests and the journeys read this.
 */
export const catalogue: Translated<EnglishResources> = {
  ...core,
  ui: {
    ...core.ui,
    publishing,
    integrations,
    assets,
    analytics,
    brandSettings,
    workspaceSecurity,
    approvals,
    approvalSettings,
    portal,
    security,
    developers,
    audit,
    kitchen,
    tokens,
    recurring,
    evergreen,
    contentSeries,
    templates,
  },
};
