import { ai } from './ai';
import { aiDrafts } from './ai-drafts';
import { apiKeys } from './api-keys';
import { approvalVersions } from './approval-versions';
import { auth } from './auth';
import { autosave } from './autosave';
import { billing, expired, verifySubscription } from './billing';
import { brandCheck } from './brand-check';
import { brandContent } from './brand-content';
import { calendar } from './calendar';
import { errors, messages } from './catalogues';
import { commandPalette, shortcuts } from './command-palette';
import { commentAnchors } from './comment-anchors';
import { comments } from './comments';
import { dashboard } from './dashboard';
import { extension } from './extension';
import { chunkError, confirmTexts, limits, mayNot, shareLink } from './first-week';
import { handoff } from './handoff';
import { invites } from './invites';
import { language } from './language-texts';
import { media } from './media';
import { memberProfile } from './member-profile';
import { notifications } from './notifications';
import { oauth } from './oauth';
import { onboarding } from './onboarding';
import { postCalendar } from './post-calendar';
import { postImports } from './post-imports';
import { profile } from './profile';
import { phases, projects } from './projects';
import { integrationSuccess, notFound } from './public-pages';
import { busy, offline, push } from './push';
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
import { ticketAddress } from './ticket-address';
import { taskDetails, tickets } from './tickets-texts';
import { timeZone } from './time-zone-texts';
import { timetracking } from './timetracking';
import { tryTexts } from './try';
import { workspace } from './workspaces';

/**
 * The English the entry bundle holds: every text but the lazy parts' (lazy-texts.ts), which come
 * with the code that shows them as every language's do. Assembled from one file per feature (a
 * new feature adds its import and a line here, or in en.ts when it is a lazy part). Server errors
 * and app messages come from the domain catalogues (one source of truth).
 */
export const enCore = {
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
    invites,
    memberProfile,
    dashboard,
    phases,
    projects,
    brandContent,
    postImports,
    approvalVersions,
    social,
    brandCheck,
    ai,
    extension,
    media,
    apiKeys,
    oauth,
    calendar,
    postCalendar,
    handoff,
    aiDrafts,
    try: tryTexts,
    profile,
    language,
    timeZone,
    taskDetails,
    tickets,
    comments,
    commentAnchors,
    autosave,
    timetracking,
    notifications,
    push,
    offline,
    busy,
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
