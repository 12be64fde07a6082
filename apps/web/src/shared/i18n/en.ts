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
import { kitchen, tokens } from './design-pages';
import { developers } from './developers';
import { enCore } from './en-core';
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
 * All of English: the core in the entry (en-core.ts) and every lazy part (lazy-texts.ts). The
 * app never bundles it whole; it types the keys (i18next.d.ts), makes the pseudo-locale, and
 * gives tests and journeys every text at once.
 */
export const en = {
  ...enCore,
  ui: {
    ...enCore.ui,
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
