import { createStore } from 'zustand/vanilla';

/** The DOM event that opens the task-details dialog from anywhere (docs/product.md#tickets). */
export const OPEN_TASK_EVENT = 'expertos:open-task';

export interface TaskDialogTarget {
  /** The ticket's uid; while a `?task=#128` address resolves, its key as typed. */
  taskId: string;
  /** Known once the ticket has loaded when the dialog was opened from its address. */
  projectSlug?: string;
  title?: string;
  /** The comment to scroll to and highlight (a notification's `?comment=`). */
  commentUid?: string;
}

/** What `openTaskDialog()` is given: every caller knows the ticket's brand. */
export type OpenTaskDialogInput = TaskDialogTarget & { projectSlug: string };

/** Opens the task-details dialog; any code can call it, no React context needed. */
export function openTaskDialog(target: OpenTaskDialogInput): void {
  window.dispatchEvent(new CustomEvent<OpenTaskDialogInput>(OPEN_TASK_EVENT, { detail: target }));
}

export function isTaskDialogTarget(value: unknown): value is OpenTaskDialogInput {
  if (typeof value !== 'object' || value === null) return false;
  const { taskId, projectSlug, title, commentUid } = value as Record<string, unknown>;
  return (
    typeof taskId === 'string' &&
    taskId !== '' &&
    typeof projectSlug === 'string' &&
    projectSlug !== '' &&
    (title === undefined || typeof title === 'string') &&
    (commentUid === undefined || (typeof commentUid === 'string' && commentUid !== ''))
  );
}

interface TaskDialogState {
  target: TaskDialogTarget | null;
}

/** Which task the dialog shows; null when closed. */
export const taskDialogStore = createStore<TaskDialogState>(() => ({ target: null }));

let lastClosedTaskId: string | null = null;

export function closeTaskDialog(): void {
  const { target } = taskDialogStore.getState();
  if (target) lastClosedTaskId = target.taskId;
  taskDialogStore.setState({ target: null });
}

/** The task the dialog showed last, while it is closed (null while one is open). */
export function lastClosedTask(): string | null {
  return taskDialogStore.getState().target ? null : lastClosedTaskId;
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

/** Fills in the brand of a dialog opened from its address, once the ticket has loaded. */
export function setTaskDialogProject(taskId: string, projectSlug: string): void {
  const { target } = taskDialogStore.getState();
  if (target?.taskId !== taskId || target.projectSlug === projectSlug) return;
  taskDialogStore.setState({ target: { ...target, projectSlug } });
}

/**
 * Replaces a ticket key the address gave (`?task=128`) by the ticket's uid once resolved;
 * the address then follows (docs/product.md#ticket-addresses).
 */
export function resolveTaskDialogKey(key: string, taskId: string): void {
  const { target } = taskDialogStore.getState();
  if (target?.taskId !== key) return;
  taskDialogStore.setState({ target: { ...target, taskId } });
}

/** Handles one open event: the previous task is cleared first, then the new one is set. */
export function handleOpenTaskEvent(event: Event): void {
  const detail = (event as CustomEvent<unknown>).detail;
  closeTaskDialog();
  if (isTaskDialogTarget(detail)) taskDialogStore.setState({ target: { ...detail } });
}
