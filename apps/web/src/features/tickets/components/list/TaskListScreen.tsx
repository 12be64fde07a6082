import '@/shared/i18n/parts/post-imports';
import { Button, Center, Group, Loader, Stack, Tooltip } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { preloadable } from '@/shared/lib/preloadable';
import { shortcutLabel } from '@/shared/lib/shortcuts';
import { useShortcut } from '@/shared/lib/use-shortcut';
import { useSettingsStore } from '@/shared/stores/settings-store';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useTaskFilters } from '../../hooks/use-task-filters';
import { useViewMode, VIEW_MODE_PARAM } from '../../hooks/use-view-mode';
import { calendarView } from '../calendar/calendar-view-loader';
import { usePrefetchOpeningWindow } from '../calendar/use-calendar-tickets';
import type { TicketScope } from '../ticket-scope';
import { CreateTicketModal } from './CreateTicketModal';
import { ExportCsvButton } from './ExportCsvButton';
import { FilterBar } from './FilterBar';
import { TicketTable } from './TicketTable';
import { ViewSwitch } from './ViewSwitch';

// The board and the calendar bring dnd-kit and FullCalendar: not in the page's code. They are
// fetched when the view switch is hovered or focused, or once the page is idle, so switching
// does not wait for them.
const kanbanView = preloadable(() => import('../kanban/KanbanView').then((m) => m.KanbanView));
const loadKanbanView = kanbanView.preload;
const loadCalendarView = calendarView.preload;
const KanbanView = kanbanView.Component;
const CalendarView = calendarView.Component;
const SETTLE_MS = 3000;
const IDLE_PRELOAD_TIMEOUT_MS = 4000;
let viewsPreloaded = false;
function preloadViews() {
  if (viewsPreloaded) return;
  viewsPreloaded = true;
  Promise.all([loadKanbanView(), loadCalendarView()]).catch(() => {
    viewsPreloaded = false;
  });
}
// A page opening on the board or the calendar (the address's view, or else the remembered
// one) fetches its code now, beside the page's own start, not after the page has rendered.
function preloadOpeningView() {
  const asked = new URLSearchParams(window.location.search).get(VIEW_MODE_PARAM);
  const view = asked ?? useSettingsStore.getState().viewMode;
  if (view === 'calendar') void loadCalendarView().catch(() => undefined);
  else if (view === 'kanban') void loadKanbanView().catch(() => undefined);
}
preloadOpeningView();
/** Once the page has settled (its rows shown, the user reading): idle time, not its start. */
function usePreloadViewsOnIdle() {
  useEffect(() => {
    let idle = 0;
    const settle = setTimeout(() => {
      if ('requestIdleCallback' in window) {
        idle = window.requestIdleCallback(preloadViews, { timeout: IDLE_PRELOAD_TIMEOUT_MS });
      }
    }, SETTLE_MS);
    return () => {
      clearTimeout(settle);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, []);
}

export interface TaskListScreenProps {
  scope: TicketScope;
  title: string;
  subtitle?: ReactNode;
}

function ViewLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-label={t('ui.tickets.list.page.viewLoading')}>
      <Loader />
    </Center>
  );
}

/**
 * A task list page (/tasks and /brand/{projectSlug}/tasks): the title with "New ticket",
 * the view switch, the filter bar, and the chosen view over the filtered tickets.
 */
export function TaskListScreen({ scope, title, subtitle }: TaskListScreenProps) {
  const { t } = useTranslation();
  const [viewMode, setViewMode] = useViewMode();
  // After useViewMode: on arrival both write the address, and this one carries viewMode along.
  const view = useTaskFilters(scope);
  const { filters, query, activeCount, resetFilters } = view;
  const [creating, setCreating] = useState(false);
  usePreloadViewsOnIdle();
  usePrefetchOpeningWindow(scope, query, viewMode === 'calendar');
  const openCreate = () => setCreating(true);
  // C: this page's form, with its brand filter as the default (before the app's own).
  useShortcut(
    'newTicket',
    () => {
      openCreate();
      return true;
    },
    { priority: 1 },
  );
  // One brand filtered on: a new ticket most likely belongs to it.
  const defaultProjectUid = filters.projectFilter.length === 1 ? filters.projectFilter[0] : null;

  return (
    <PageFrame
      title={title}
      subtitle={subtitle}
      actions={
        <Group gap="sm">
          {scope.kind === 'project' && (
            <Tooltip label={t('ui.postImports.openFromTasksHint')}>
              <Button
                variant="default"
                component={Link}
                to={paths.brandImport(scope.projectSlug)}
                leftSection={<IconFileImport size={16} aria-hidden />}
              >
                {t('ui.postImports.openFromTasks')}
              </Button>
            </Tooltip>
          )}
          <ExportCsvButton scope={scope} query={query} />
          <Tooltip
            label={t('ui.shortcuts.tooltip', {
              label: t('ui.tickets.list.page.newTicket'),
              keys: shortcutLabel('newTicket'),
            })}
          >
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={openCreate}
              aria-keyshortcuts="C"
            >
              {t('ui.tickets.list.page.newTicket')}
            </Button>
          </Tooltip>
        </Group>
      }
    >
      <Stack gap="md">
        {/* One row: the filters, and the view switch at its end (wrapping below when narrow). */}
        <Group justify="space-between" align="flex-start" gap="sm">
          <FilterBar scope={scope} view={view} />
          <Group onPointerEnter={preloadViews} onFocus={preloadViews}>
            <ViewSwitch value={viewMode} onChange={setViewMode} />
          </Group>
        </Group>
        {viewMode === 'table' && (
          <TicketTable
            scope={scope}
            query={query}
            sort={view.sort}
            onSort={view.setSort}
            filtered={activeCount > 0}
            onClearFilters={resetFilters}
            onCreate={openCreate}
          />
        )}
        {viewMode !== 'table' && (
          <Suspense fallback={<ViewLoading />}>
            {viewMode === 'kanban' ? (
              <KanbanView scope={scope} query={query} />
            ) : (
              <CalendarView scope={scope} query={query} />
            )}
          </Suspense>
        )}
      </Stack>
      <CreateTicketModal
        scope={scope}
        opened={creating}
        onClose={() => setCreating(false)}
        defaultProjectUid={defaultProjectUid}
      />
    </PageFrame>
  );
}
