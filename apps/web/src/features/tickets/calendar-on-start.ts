import type { ViewMode } from '@expertos/domain/settings';
import { matchPath } from 'react-router';
import { ROUTES } from '@/config/paths';
import { queryClient } from '@/shared/api/query-client';
import { startingLanguage } from '@/shared/i18n/language';
import { preferredWorkspaceUid } from '@/shared/session/workspace-session';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { calendarView } from './components/calendar/calendar-view-loader';
import { prefetchOpeningWindow } from './components/calendar/use-calendar-tickets';
import type { TicketScope } from './components/ticket-scope';
import { startingListQuery } from './hooks/use-task-filters';
import { VIEW_MODE_PARAM } from './hooks/use-view-mode';

/** The view this module is for, typed so a renamed view mode fails to compile here. */
const CALENDAR: ViewMode = 'calendar';

/**
 * The list a calendar address shows, from what this browser kept of its last visit (the
 * workspace it opened, that workspace's brands): null when it cannot tell.
 */
function scopeAt(pathname: string): TicketScope | null {
  const workspaceUid = preferredWorkspaceUid();
  if (!workspaceUid) return null;
  if (matchPath(ROUTES.tasks, pathname)) return { kind: 'workspace', workspaceUid };
  const slug = matchPath(ROUTES.brandTasks, pathname)?.params.projectSlug;
  const kept = useWorkspaceStore.getState();
  if (!slug || kept.currentWorkspace?.uid !== workspaceUid) return null;
  const project = kept.projects.find((item) => item.slug === slug);
  return project ? { kind: 'project', workspaceUid, projectUid: project.uid, projectSlug: slug } : null;
}

/** Runs `then` once the session check has a token for the API; never when it finds none. */
function whenSignedIn(then: () => void): void {
  const ready = () => {
    const { authToken, sessionChecked } = useAuthStore.getState();
    if (authToken) then();
    return Boolean(authToken) || sessionChecked;
  };
  if (ready()) return;
  const stop = useAuthStore.subscribe(() => {
    if (ready()) stop();
  });
}

/**
 * A cold load of a calendar's address (`/tasks` or a brand's tasks with `viewMode=calendar`):
 * the calendar's code and its month's tickets are asked for at start, beside the session check,
 * instead of once the page has drawn (issue 48: the month's first paint waited on app start,
 * bootstrap, the list's code, then the calendar's code, then its request). The page finds both
 * ready or on their way; a guess that turns out wrong (another workspace, a brand renamed)
 * costs one request nobody reads.
 */
export function prefetchCalendarOnStart({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  const params = new URLSearchParams(search);
  if (params.get(VIEW_MODE_PARAM) !== CALENDAR) return;
  const scope = scopeAt(pathname);
  if (!scope) return;
  void calendarView.preload().catch(() => undefined);
  whenSignedIn(
    () =>
      void prefetchOpeningWindow(queryClient, scope, startingListQuery(scope, params), startingLanguage()),
  );
}
