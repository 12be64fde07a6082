import { ai } from './ai';
import { aiDrafts } from './ai-drafts';
import { analytics } from './analytics';
import { apiKeys } from './api-keys';
import { approvalSettings } from './approval-settings';
import { approvalVersions } from './approval-versions';
import { approvals } from './approvals';
import { assets } from './assets';
import { audit } from './audit';
import { auth } from './auth';
import { autosave } from './autosave';
import { billing, expired, verifySubscription } from './billing';
import { brandCheck } from './brand-check';
import { brandContent } from './brand-content';
import { brandSettings } from './brand-settings';
import { calendar } from './calendar';
import { errors, messages } from './catalogues';
import { commandPalette, shortcuts } from './command-palette';
import { commentAnchors } from './comment-anchors';
import { comments } from './comments';
import { contentSeries } from './content-series';
import { dashboard } from './dashboard';
import { kitchen, tokens } from './design-pages';
import { developers } from './developers';
import { evergreen } from './evergreen';
import { extension } from './extension';
import { chunkError, confirmTexts, limits, mayNot, shareLink } from './first-week';
import { handoff } from './handoff';
import { integrations } from './integrations';
import { invites } from './invites';
import { language } from './language-texts';
import { media } from './media';
import { memberProfile } from './member-profile';
import { notifications } from './notifications';
import { oauth } from './oauth';
import { onboarding } from './onboarding';
import { portal } from './portal';
import { postCalendar } from './post-calendar';
import { postImports } from './post-imports';
import { profile } from './profile';
import { phases, projects } from './projects';
import { integrationSuccess, notFound } from './public-pages';
import { publishing } from './publishing';
import { busy, offline, push } from './push';
import { recurring } from './recurring';
import { security } from './security';
import {
  close,
  common,
  loading,
  nav,
  notify,
  pages,
  routeError,
  skipToContent,
  taskDialog,
  validation,
} from './shell';
import { social } from './social';
import { memberStatuses, roleHints, roles, team } from './team';
import { templates } from './templates';
import { ticketAddress } from './ticket-address';
import { taskDetails, tickets } from './tickets-texts';
import { timeZone } from './time-zone-texts';
import { timetracking } from './timetracking';
import { tryTexts } from './try';
import { workspaceSecurity } from './workspace-security';
import { workspace } from './workspaces';

/**
 * English texts, assembled from one file per feature (a new feature adds its import and a
 * line here). Server errors and app messages come from the domain catalogues (one source of truth).
 */
export const en = {
  errors,
  messages,
  ui: {
    loading,
    common,
    close,
    skipToContent,
    notify,
    nav,
    taskDialog,
    routeError,
    validation,
    pages,
    notFound,
    integrationSuccess,
    auth,
    onboarding,
    workspace,
    roles,
    memberStatuses,
    roleHints,
    team,
    integrations,
    invites,
    memberProfile,
    dashboard,
    phases,
    projects,
    brandSettings,
    brandContent,
    assets,
    postImports,
    analytics,
    approvals,
    approvalSettings,
    portal,
    approvalVersions,
    social,
    publishing,
    brandCheck,
    ai,
    extension,
    media,
    apiKeys,
    developers,
    oauth,
    calendar,
    postCalendar,
    handoff,
    aiDrafts,
    try: tryTexts,
    profile,
    language,
    timeZone,
    security,
    workspaceSecurity,
    audit,
    taskDetails,
    tickets,
    recurring,
    evergreen,
    contentSeries,
    templates,
    comments,
    commentAnchors,
    autosave,
    timetracking,
    notifications,
    push,
    offline,
    busy,
    tokens,
    kitchen,
    ticketAddress,
    commandPalette,
    shortcuts,
    confirm: confirmTexts,
    limits,
    shareLink,
    chunkError,
    mayNot,
    billing,
    expired,
    verifySubscription,
  },
} as const;

export type EnglishResources = typeof en;
