import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { registerNavigator } from '@/shared/lib/navigation';
import { preloadable } from '@/shared/lib/preloadable';
import { SlotsContext } from '@/shared/ui/slots';
import type { TaskDialogTarget } from '@/shared/ui/task-dialog/open-task-dialog';
import { setTaskDialogContentLoader } from '@/shared/ui/task-dialog/preload-task-dialog';
import { TaskDialogHost } from '@/shared/ui/task-dialog/TaskDialogHost';
import { APP_SLOTS, preloadTicketSlots } from '../slots';
import { NavigationProgress } from './NavigationProgress';
import { ScrollToTop } from './ScrollToTop';

// The tickets feature fills the dialog; its code is not in the entry: it loads on idle once a
// signed-in page shows, or when a ticket is hovered or focused (preload-task-dialog.ts), at the
// latest with the first open.
const taskDialogContent = preloadable(() =>
  import('@/features/tickets/components/details/TaskDialogContent').then((m) => m.TaskDialogContent),
);
const TaskDialogContent = taskDialogContent.Component;
setTaskDialogContentLoader(() => Promise.all([taskDialogContent.preload(), preloadTicketSlots()]));

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
