import { createStore } from 'zustand/vanilla';

/** The DOM event that opens the task-details dialog from anywhere (docs/product.md#tickets). */
export const OPEN_TASK_EVENT = 'expertos:open-task';

export interface TaskDialogTarget {
  taskId: string;
  projectSlug: string;
  title?: string;
}

/** Opens the task-details dialog; any code can call it, no React context needed. */
export function openTaskDialog(target: TaskDialogTarget): void {
  window.dispatchEvent(new CustomEvent<TaskDialogTarget>(OPEN_TASK_EVENT, { detail: target }));
}

export function isTaskDialogTarget(value: unknown): value is TaskDialogTarget {
  if (typeof value !== 'object' || value === null) return false;
  const { taskId, projectSlug, title } = value as Record<string, unknown>;
  return (
    typeof taskId === 'string' &&
    taskId !== '' &&
    typeof projectSlug === 'string' &&
    projectSlug !== '' &&
    (title === undefined || typeof title === 'string')
  );
}

interface TaskDialogState {
  target: TaskDialogTarget | null;
}

/** Which task the dialog shows; null when closed. */
export const taskDialogStore = createStore<TaskDialogState>(() => ({ target: null }));

export function closeTaskDialog(): void {
  taskDialogStore.setState({ target: null });
}

/**
 * Names the open dialog once its task has loaded ('#128 Film the reel'); ignored when the
 * dialog has moved on to another task or closed meanwhile.
 */
export function setTaskDialogTitle(taskId: string, title: string): void {
  const { target } = taskDialogStore.getState();
  if (target?.taskId !== taskId || target.title === title) return;
  taskDialogStore.setState({ target: { ...target, title } });
}

/** Handles one open event: the previous task is cleared first, then the new one is set. */
export function handleOpenTaskEvent(event: Event): void {
  const detail = (event as CustomEvent<unknown>).detail;
  closeTaskDialog();
  if (isTaskDialogTarget(detail)) taskDialogStore.setState({ target: { ...detail } });
}
