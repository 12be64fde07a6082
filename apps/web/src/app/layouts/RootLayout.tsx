import { lazy, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { registerNavigator } from '@/shared/lib/navigation';
import { SlotsContext } from '@/shared/ui/slots';
import type { TaskDialogTarget } from '@/shared/ui/task-dialog/open-task-dialog';
import { TaskDialogHost } from '@/shared/ui/task-dialog/TaskDialogHost';
import { APP_SLOTS } from '../slots';
import { NavigationProgress } from './NavigationProgress';
import { ScrollToTop } from './ScrollToTop';

// The tickets feature fills the dialog; its code loads with the first open, not at start.
const TaskDialogContent = lazy(() =>
  import('@/features/tickets/components/details/TaskDialogContent').then((m) => ({
    default: m.TaskDialogContent,
  })),
);

/** Keyed by task: another task starts from a cleared dialog, never showing the previous one. */
const renderTaskDialogContent = (target: TaskDialogTarget) => (
  <TaskDialogContent key={target.taskId} target={target} />
);

/** Wraps every route: scroll reset, route-loading bar, the task dialog, and navigation for non-React code. */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((to, options) => {
      void navigate(to, options);
    });
    return () => registerNavigator(null);
  }, [navigate]);

  return (
    <SlotsContext.Provider value={APP_SLOTS}>
      <ScrollToTop />
      <NavigationProgress />
      <Outlet />
      <TaskDialogHost renderContent={renderTaskDialogContent} />
    </SlotsContext.Provider>
  );
}
