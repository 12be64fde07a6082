import { analytics } from './analytics';
import { approvalSettings } from './approval-settings';
import { approvals } from './approvals';
import { assets } from './assets';
import { audit } from './audit';
import { brandSettings } from './brand-settings';
import { contentSeries } from './content-series';
import { kitchen, tokens } from './design-pages';
import { developers } from './developers';
import { enCore } from './en-core';
import { evergreen } from './evergreen';
import { integrations } from './integrations';
import { portal } from './portal';
import { publishing } from './publishing';
import { recurring } from './recurring';
import { security } from './security';
import { templates } from './templates';
import { workspaceSecurity } from './workspace-security';

/**
 * All of English: the core in the entry (en-core.ts) and every lazy part (lazy-texts.ts). The
 * app never bundles it whole; it types the keys (i18next.d.ts), makes the pseudo-locale, and
 * gives tests and journeys every text at once.
 */
export const en = {
  ...enCore,
  ui: {
    ...enCore.ui,
    analytics,
    approvalSettings,
    approvals,
    assets,
    audit,
    brandSettings,
    contentSeries,
    kitchen,
    tokens,
    developers,
    evergreen,
    integrations,
    portal,
    publishing,
    recurring,
    security,
    templates,
    workspaceSecurity,
  },
};

export type EnglishResources = typeof en;
