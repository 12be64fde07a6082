import { errors, messages } from '@expertos/domain/error-texts/de';
import type { CoreResources } from '../../lazy-texts';
import type { Translated } from '../../translated';
import { auth } from './auth';
import { billing, expired, verifySubscription } from './billing';
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
 * German texts but the lazy parts (lazy-texts.ts), assembled as the English ones are (en.ts), from the same files translated
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
};
