import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { TaskListScreen } from '../components/list/TaskListScreen';
import type { TicketScope } from '../components/ticket-scope';

/** /tasks: the tickets of every brand of the workspace the user may see, full width. */
export function TasksPage() {
  const { t } = useTranslation();
  const workspaceUid = useCurrentWorkspaceUid() ?? '';
  const scope = useMemo<TicketScope>(() => ({ kind: 'workspace', workspaceUid }), [workspaceUid]);
  return (
    <TaskListScreen
      scope={scope}
      title={t('ui.pages.tasks')}
      subtitle={t('ui.tickets.list.page.allBrands')}
    />
  );
}
