import { Suspense, useEffect } from 'react';
import { useStore } from 'zustand';
import { preloadable } from '@/shared/lib/preloadable';
import { useLatch } from '@/shared/lib/use-latch';
import { handleOpenTaskEvent, OPEN_TASK_EVENT, taskDialogStore } from './open-task-dialog';
import type { TaskDialogProps } from './TaskDialog';
import { useTaskDialogAddress } from './use-task-dialog-address';

// Preloaded (preload-task-dialog.ts), the frame renders at once on the first open.
const taskDialog = preloadable(() => import('./TaskDialog').then((m) => m.TaskDialog));
export const loadTaskDialog = taskDialog.preload;
const TaskDialog = taskDialog.Component;

/**
 * Listens for `openTaskDialog()` events from the moment the app starts; the dialog's code
 * loads with the first one (or earlier, on idle). Mount once inside the router: the open
 * task lives in the page's address (`?task=<uid>`).
 */
export function TaskDialogHost(props: TaskDialogProps) {
  useTaskDialogAddress();
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
