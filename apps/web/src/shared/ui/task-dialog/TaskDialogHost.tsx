import { lazy, Suspense, useEffect } from 'react';
import { useStore } from 'zustand';
import { useLatch } from '@/shared/lib/use-latch';
import { handleOpenTaskEvent, OPEN_TASK_EVENT, taskDialogStore } from './open-task-dialog';
import type { TaskDialogProps } from './TaskDialog';

export const loadTaskDialog = () => import('./TaskDialog');
const TaskDialog = lazy(() => loadTaskDialog().then((m) => ({ default: m.TaskDialog })));

/**
 * Listens for `openTaskDialog()` events from the moment the app starts; the dialog's code
 * loads with the first one (or earlier, on idle). Mount once inside the router.
 */
export function TaskDialogHost(props: TaskDialogProps) {
  useEffect(() => {
    window.addEventListener(OPEN_TASK_EVENT, handleOpenTaskEvent);
    return () => window.removeEventListener(OPEN_TASK_EVENT, handleOpenTaskEvent);
  }, []);
  const mounted = useLatch(useStore(taskDialogStore, (state) => state.target !== null));
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <TaskDialog {...props} />
    </Suspense>
  );
}
