import { errors, messages } from '@expertos/domain/error-texts/fr';
import type { CoreResources } from '../../lazy-texts';
import type { Translated } from '../../translated';
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
 * French texts but the lazy parts (lazy-texts.ts), assembled as the English ones are (en.ts), from the same files translated
 * (docs/translating.md). Server errors and app messages are the domain's translations
 * (packages/domain/src/error-texts), in this chunk with the rest.
 */
export const catalogue: Translated<CoreResources> = {
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
};
