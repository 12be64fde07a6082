import { auth } from './auth';
import { billing, expired, verifySubscription } from './billing';
import { errors, messages } from './catalogues';
import { commandPalette, shortcuts } from './command-palette';
import { dashboard } from './dashboard';
import { extension } from './extension';
import { chunkError, confirmTexts, limits, mayNot, shareLink } from './first-week';
import { language } from './language-texts';
import { notifications } from './notifications';
import { onboarding } from './onboarding';
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
import { ticketAddress } from './ticket-address';
import { taskDetails, tickets } from './tickets-texts';
import { timeZone } from './time-zone-texts';
import { timetracking } from './timetracking';
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
    dashboard,
    phases,
    projects,
    extension,
    language,
    timeZone,
    taskDetails,
    tickets,
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
