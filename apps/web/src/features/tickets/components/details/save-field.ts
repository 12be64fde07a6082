import type { UpdateTicketInput } from '@expertos/domain/ticket.schema';
import type { AutosaveResult } from '@/shared/lib/use-autosave';
import type { TaskView } from './merge-ticket';
import type { TextField, TicketEditor } from './use-ticket-editor';

/** The fields saved as they are shown (assignee and milestone need an object shown instead). */
export type SimpleField = Exclude<keyof UpdateTicketInput, 'assignee' | 'milestone' | 'base_updated_at'>;

/** A saver of one field: `saveField(editor, 'hook')(text)` sends `PATCH { hook: text }`. */
export function saveField<K extends SimpleField>(editor: TicketEditor, field: K) {
  return (value: NonNullable<UpdateTicketInput[K]> | null) => {
    void editor.save({ [field]: value } as Omit<UpdateTicketInput, 'assignee' | 'milestone'>);
  };
}

/**
 * What an autosaving text field of the ticket needs (docs/product.md#autosave): its value, the
 * version it is based on and its saver, which sends the base and reports a conflict.
 */
export function textFieldProps<F extends TextField>(task: TaskView, editor: TicketEditor, field: F) {
  return {
    value: task[field] as TaskView[F],
    base: task.updated,
    draftId: `ticket:${task.uid}:${field}`,
    onSave: async (value: string | null, base: string | undefined): Promise<AutosaveResult> => {
      const outcome = await editor.saveText(field, value, base ?? task.updated);
      return outcome.status === 'conflict' ? { ...outcome, theirs: outcome.theirs ?? '' } : outcome;
    },
  };
}
