import {
  type Ticket,
  type TicketListItem,
  ticketListItemSchema,
  type UpdateTicketInput,
} from '@expertos/domain/ticket.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { errorText } from '@/shared/api/error-text';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { notify } from '@/shared/ui/notify/notify-store';
import { patchListedTicket } from '../../api/listed-ticket';
import { ticketConflictOf, updateTicket } from '../../api/ticket';

/** How a change reads on the cached ticket: assignee and milestone travel as uids but show as objects. */
export type TicketPatch = Partial<Omit<Ticket, 'uid' | 'id'>>;

type SimpleChange = Omit<UpdateTicketInput, 'assignee' | 'milestone'>;

function withPatch(ticket: Ticket, patch: TicketPatch): Ticket {
  return { ...ticket, ...patch };
}

/** The part of a change a list row shows (status, assignee, due date…). */
function listedFields(patch: TicketPatch): Partial<TicketListItem> {
  const shown: Partial<TicketListItem> = {};
  for (const field of fieldsOf(patch)) {
    if (field in ticketListItemSchema.shape) Object.assign(shown, { [field]: patch[field] });
  }
  return shown;
}

function fieldsOf(patch: TicketPatch): (keyof TicketPatch)[] {
  return Object.keys(patch) as (keyof TicketPatch)[];
}

/** The free-text fields that autosave. */
export type TextField =
  | 'summary'
  | 'description'
  | 'caption'
  | 'hook'
  | 'hook_variation_1'
  | 'hook_variation_2'
  | 'hook_variation_3'
  | 'keyword_phrase'
  | 'reference_content';

export type TextSaveOutcome =
  | { status: 'saved'; base: string }
  | { status: 'failed'; message: string }
  | { status: 'conflict'; theirs: string | null; base: string };

export interface TicketEditor {
  /**
   * Saves one field (PATCH with only that change), shown at once; on failure the field goes
   * back to what it was and a notification says why. `shown` is how the change reads on the
   * ticket when it differs from the wire (assignee, milestone). Resolves whether it saved.
   */
  save: {
    (change: SimpleChange): Promise<boolean>;
    (change: UpdateTicketInput, shown: TicketPatch): Promise<boolean>;
  };
  /**
   * Saves one text field on the ticket as the user saw it at `base` (its `updated`), for
   * autosave (docs/product.md#edit-conflicts): no notification, the outcome says what happened.
   * A conflict puts the server's current ticket in place and answers their text and its stamp.
   */
  saveText: (field: TextField, value: string | null, base: string) => Promise<TextSaveOutcome>;
  /** Puts a whole ticket the server answered (reference images, share) in place, and refreshes the lists. */
  replace: (ticket: Ticket) => void;
  /** Marks the lists, counts and history of this ticket's workspace stale. */
  refresh: () => void;
}

/**
 * Field-by-field saving of one ticket, optimistic on the ticket's own query
 * (`ticketKeys.ticket`). Saves may overlap: each reply is laid under the changes still in
 * flight, and a failure reverts only its own fields.
 */
export function useTicketEditor(ticket: Pick<Ticket, 'uid' | 'workspace_uid'>): TicketEditor {
  const queryClient = useQueryClient();
  const { uid, workspace_uid: workspaceUid } = ticket;
  const pending = useRef(new Map<number, TicketPatch>());
  const nextId = useRef(1);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ticketKeys.workspace(workspaceUid) });
    // The ticket shown here is the server's reply already: marked stale for any other view of
    // it, not fetched again (a refetch racing the next save would flash the old value).
    void queryClient.invalidateQueries({ queryKey: ticketKeys.ticket(uid), refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: ticketKeys.activity(uid) });
  }, [queryClient, workspaceUid, uid]);

  const underPending = useCallback(
    (base: Ticket): Ticket => [...pending.current.values()].reduce(withPatch, base),
    [],
  );

  const replace = useCallback(
    (fresh: Ticket) => {
      queryClient.setQueryData<Ticket>(ticketKeys.ticket(uid), underPending(fresh));
      refresh();
    },
    [queryClient, uid, underPending, refresh],
  );

  /** The PATCH, shown at once; the saved ticket, or the error after reverting its own fields. */
  const send = useCallback(
    async (change: UpdateTicketInput, shown?: TicketPatch): Promise<Ticket> => {
      const key = ticketKeys.ticket(uid);
      const { base_updated_at: _base, ...fields } = change;
      const patch: TicketPatch = shown ?? (fields as TicketPatch);
      const before = queryClient.getQueryData<Ticket>(key);
      const id = nextId.current++;
      pending.current.set(id, patch);
      // A refetch landing now would put the old value back under the user's eyes.
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData<Ticket>(key, (current) => (current ? withPatch(current, patch) : current));
      // The lists behind the dialog (row, card, event) show it at once too.
      patchListedTicket(queryClient, workspaceUid, uid, listedFields(patch));
      try {
        const saved = await updateTicket(uid, change);
        pending.current.delete(id);
        replace(saved);
        return saved;
      } catch (error) {
        pending.current.delete(id);
        // Only the fields no later save has changed since go back.
        const reverted: TicketPatch = {};
        for (const field of fieldsOf(patch)) {
          const stillPending = [...pending.current.values()].some((other) => field in other);
          if (!stillPending && before) Object.assign(reverted, { [field]: before[field] });
        }
        queryClient.setQueryData<Ticket>(key, (current) =>
          current && before ? withPatch(current, reverted) : current,
        );
        patchListedTicket(queryClient, workspaceUid, uid, listedFields(reverted));
        throw error;
      }
    },
    [queryClient, workspaceUid, uid, replace],
  );

  const save = useCallback(
    async (change: UpdateTicketInput, shown?: TicketPatch): Promise<boolean> => {
      try {
        await send(change, shown);
        return true;
      } catch (error) {
        notify({ type: 'negative', message: errorText(error) });
        return false;
      }
    },
    [send],
  ) as TicketEditor['save'];

  const saveText = useCallback(
    async (field: TextField, value: string | null, base: string): Promise<TextSaveOutcome> => {
      try {
        const saved = await send({ [field]: value, base_updated_at: base });
        return { status: 'saved', base: saved.updated };
      } catch (error) {
        const conflict = ticketConflictOf(error);
        if (!conflict) return { status: 'failed', message: errorText(error) };
        replace(conflict.current);
        return { status: 'conflict', theirs: conflict.current[field], base: conflict.current.updated };
      }
    },
    [send, replace],
  );

  return { save, saveText, replace, refresh };
}
