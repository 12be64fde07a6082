import type { UpdateTicketInput } from '@expertos/domain/ticket.schema';
import type { TicketEditor } from './use-ticket-editor';

/** The fields saved as they are shown (assignee and milestone need an object shown instead). */
export type SimpleField = Exclude<keyof UpdateTicketInput, 'assignee' | 'milestone'>;

/** A saver of one field: `saveField(editor, 'hook')(text)` sends `PATCH { hook: text }`. */
export function saveField<K extends SimpleField>(editor: TicketEditor, field: K) {
  return (value: NonNullable<UpdateTicketInput[K]> | null) => {
    void editor.save({ [field]: value } as Omit<UpdateTicketInput, 'assignee' | 'milestone'>);
  };
}
