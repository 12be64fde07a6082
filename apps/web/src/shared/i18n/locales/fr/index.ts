import type { EnglishResources } from '../../en';
import type { Translated } from '../../translated';
import { ai } from './ai';
import { aiDrafts } from './ai-drafts';
import { analytics } from './analytics';
import { apiKeys } from './api-keys';
import { approvalSettings } from './approval-settings';
import { approvalVersions } from './approval-versions';
import { approvals } from './approvals';
import { assets } from './assets';
import { audit } from './audit';
import { autosave } from './autosave';
import { brandCheck } from './brand-check';
import { brandContent } from './brand-content';
import { brandSettings } from './brand-settings';
import { calendar } from './calendar';
import { commentAnchors } from './comment-anchors';
import { comments } from './comments';
import { contentSeries } from './content-series';
import { catalogue as core } from './core';
import { kitchen, tokens } from './design-pages';
import { developers } from './developers';
import { evergreen } from './evergreen';
import { handoff } from './handoff';
import { integrations } from './integrations';
import { invites } from './invites';
import { media } from './media';
import { memberProfile } from './member-profile';
import { oauth } from './oauth';
import { portal } from './portal';
import { postCalendar } from './post-calendar';
import { postImports } from './post-imports';
import { profile } from './profile';
import { publishing } from './publishing';
import { recurring } from './recurring';
import { security } from './security';
import { social } from './social';
import { memberStatuses, roleHints, roles, team } from './team';
import { templates } from './templates';
import { tryTexts } from './try';
import { workspaceSecurity } from './workspace-security';

/**
 * Every French text: the core and the lazy parts together (lazy-texts.ts), typed against the whole
 * English, so a missing or extra key fails the type check. The app loads core.ts and each part on
 * its own (language.ts); tests and the journeys read this.
 */
export const catalogue: Translated<EnglishResources> = {
  ...core,
  ui: {
    ...core.ui,
    roles,
    memberStatuses,
    roleHints,
    team,
    autosave,
    profile,
    postCalendar,
    aiDrafts,
    invites,
    oauth,
    handoff,
    social,
    media,
    brandCheck,
    memberProfile,
    postImports,
    try: tryTexts,
    ai,
    approvalVersions,
    comments,
    apiKeys,
    commentAnchors,
    calendar,
    brandContent,
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
