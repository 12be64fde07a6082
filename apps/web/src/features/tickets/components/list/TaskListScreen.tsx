import { Button, Center, Group, Loader, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useTaskFilters } from '../../hooks/use-task-filters';
import { useViewMode } from '../../hooks/use-view-mode';
import type { TicketScope } from '../ticket-scope';
import { CreateTicketModal } from './CreateTicketModal';
import { FilterBar } from './FilterBar';
import { TicketTable } from './TicketTable';
import { ViewSwitch } from './ViewSwitch';

// The board and the calendar bring dnd-kit and FullCalendar: loaded only when chosen.
const KanbanView = lazy(() => import('../kanban/KanbanView').then((m) => ({ default: m.KanbanView })));
const CalendarView = lazy(() =>
  import('../calendar/CalendarView').then((m) => ({ default: m.CalendarView })),
);

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
  const { filters, query, activeCount, resetFilters } = useTaskFilters(scope);
  const [creating, setCreating] = useState(false);
  const openCreate = () => setCreating(true);
  // One brand filtered on: a new ticket most likely belongs to it.
  const defaultProjectUid = filters.projectFilter.length === 1 ? filters.projectFilter[0] : null;

  return (
    <PageFrame
      title={title}
      subtitle={subtitle}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openCreate}>
          {t('ui.tickets.list.page.newTicket')}
        </Button>
      }
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <ViewSwitch value={viewMode} onChange={setViewMode} />
        </Group>
        <FilterBar scope={scope} />
        {viewMode === 'table' && (
          <TicketTable
            scope={scope}
            query={query}
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
