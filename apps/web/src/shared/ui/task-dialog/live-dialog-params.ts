import { COMMENT_PARAM, TASK_PARAM } from '@expertos/domain/ticket-address';
import { lastClosedTask, taskDialogStore } from './open-task-dialog';

/**
 * A page's own query writers (list filters, view modes) compute the next query from the copy of
 * the address they rendered with. That copy may be a step behind the task dialog
 * (docs/product.md#ticket-addresses): written back, it would reopen a dialog just closed (its
 * Back has not landed yet), or drop one just opened. So the dialog's parameters follow the
 * dialog itself: the open task's, none for the task just closed, and, before the dialog has
 * read its address (a reload), the address's own.
 */
export function withLiveDialogParams(next: URLSearchParams): URLSearchParams {
  const result = new URLSearchParams(next);
  const { target } = taskDialogStore.getState();
  if (target) {
    result.set(TASK_PARAM, target.taskId);
    if (target.commentUid) result.set(COMMENT_PARAM, target.commentUid);
    else result.delete(COMMENT_PARAM);
  } else if (result.get(TASK_PARAM) !== null && result.get(TASK_PARAM) === lastClosedTask()) {
    result.delete(TASK_PARAM);
    result.delete(COMMENT_PARAM);
  }
  return result;
}
