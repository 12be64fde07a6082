import { isApiError } from '@expertos/api-client/api-error';
import {
  type SUBTASK_CLOSE_CHOICES,
  type SUBTASK_DELETE_CHOICES,
  subtasksQuestionSchema,
} from '@expertos/domain/ticket.schema';
import { i18n } from '@/shared/i18n/i18n';
import { choose } from '@/shared/ui/confirm/confirm-store';

export type SubtaskCloseChoice = (typeof SUBTASK_CLOSE_CHOICES)[number];
export type SubtaskDeleteChoice = (typeof SUBTASK_DELETE_CHOICES)[number];

const k = 'ui.tickets.subtasks' as const;

type QuestionCode = 'ticket_has_open_subtasks' | 'ticket_has_subtasks';

/** How many subtasks the question is about (`open` or `count`), when `error` is that question. */
function questionCount(error: unknown, code: QuestionCode): number | null {
  if (!isApiError(error) || error.code !== code) return null;
  const parsed = subtasksQuestionSchema.safeParse(error.body);
  const count = parsed.success
    ? code === 'ticket_has_open_subtasks'
      ? parsed.data.open
      : parsed.data.count
    : undefined;
  // Asked without a number (an older server): the plural's "other" form still reads right.
  return count ?? 2;
}

/**
 * Whether a change was refused only with one of the subtask questions: reaching the caller, it
 * means the person answered Cancel, and nothing is said about it (the change just goes back).
 */
export function isSubtasksQuestion(error: unknown): boolean {
  return (
    isApiError(error) && (error.code === 'ticket_has_open_subtasks' || error.code === 'ticket_has_subtasks')
  );
}

/** "This ticket has 3 open subtasks": Close them too, Leave them open, or Cancel (null). */
export function askCloseSubtasks(count: number): Promise<SubtaskCloseChoice | null> {
  return choose<SubtaskCloseChoice>({
    title: i18n.t(`${k}.close.title`, { count }),
    message: i18n.t(`${k}.close.text`, { count }),
    choices: [
      { value: 'close', label: i18n.t(`${k}.close.closeThem`, { count }) },
      { value: 'leave', label: i18n.t(`${k}.close.leaveThem`, { count }) },
    ],
    cancel: i18n.t(`${k}.cancel`),
  });
}

/** "Delete ticket #12?": Delete its 2 subtasks too, Keep them as tickets, or Cancel (null). */
export function askDeleteSubtasks(id: number, count: number): Promise<SubtaskDeleteChoice | null> {
  return choose<SubtaskDeleteChoice>({
    title: i18n.t(`${k}.delete.title`, { id }),
    message: i18n.t(`${k}.delete.text`, { count }),
    choices: [
      { value: 'delete', label: i18n.t(`${k}.delete.deleteThem`, { count }), danger: true },
      { value: 'detach', label: i18n.t(`${k}.delete.keepThem`, { count }), danger: true },
    ],
    cancel: i18n.t(`${k}.cancel`),
  });
}

/**
 * Makes a change of a ticket; when it closes a ticket whose subtasks are still open (409
 * `ticket_has_open_subtasks`, docs/product.md#checklists-and-subtasks), asks what becomes of
 * them and makes it again with the answer. On Cancel the refusal is thrown
 * (`isSubtasksQuestion`): nothing was changed.
 */
export async function withCloseQuestion<T>(
  change: (subtasks?: SubtaskCloseChoice) => Promise<T>,
): Promise<T> {
  try {
    return await change();
  } catch (error) {
    const open = questionCount(error, 'ticket_has_open_subtasks');
    if (open === null) throw error;
    const answer = await askCloseSubtasks(open);
    if (!answer) throw error;
    return change(answer);
  }
}

/**
 * Deletes a ticket; when it has subtasks the caller did not know of (409 `ticket_has_subtasks`),
 * asks what becomes of them and deletes it again with the answer. On Cancel the refusal is
 * thrown (`isSubtasksQuestion`): nothing was deleted.
 */
export async function withDeleteQuestion<T>(
  id: number,
  remove: (subtasks?: SubtaskDeleteChoice) => Promise<T>,
  known?: SubtaskDeleteChoice,
): Promise<T> {
  try {
    return await remove(known);
  } catch (error) {
    const count = questionCount(error, 'ticket_has_subtasks');
    if (count === null) throw error;
    const answer = await askDeleteSubtasks(id, count);
    if (!answer) throw error;
    return remove(answer);
  }
}
