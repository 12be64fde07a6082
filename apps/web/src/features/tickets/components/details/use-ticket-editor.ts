import type { Ticket, UpdateTicketInput } from '@expertos/domain/ticket.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorText } from '@/shared/api/error-text';
import { ticketConflictOf } from '../../api/ticket';
import { putTicket, refreshTicketViews, type TicketPatch } from '../../api/ticket-cache';
import { useUpdateTicket } from '../../hooks/use-update-ticket';

type SimpleChange = Omit<UpdateTicketInput, 'assignee' | 'milestone'>;

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
  /**
   * Saves fields another feature's section offers (the AI draft's parts, sent with their
   * `base_updated_at`): nothing shows before the server answers, then its reply does. A
   * refusal rejects without a notification: the section says it.
   */
  saveConfirmed: (change: UpdateTicketInput) => Promise<Ticket>;
  /** Puts a whole ticket the server answered (reference images, share) in place, and refreshes the lists. */
  replace: (ticket: Ticket) => void;
  /** Marks the lists, counts and history of this ticket's workspace stale. */
  refresh: () => void;
}

/**
 * Field-by-field saving of one ticket through the one ticket update (`useUpdateTicket`):
 * each save shows at once on the ticket and the lists behind it. Saves may overlap: each reply
 * is laid under the changes still in flight, and a failure reverts only its own fields.
 */
export function useTicketEditor(ticket: Pick<Ticket, 'uid' | 'workspace_uid'>): TicketEditor {
  const queryClient = useQueryClient();
  const { uid, workspace_uid: workspaceUid } = ticket;
  const { mutateAsync: update } = useUpdateTicket(workspaceUid);

  const refresh = useCallback(
    () => refreshTicketViews(queryClient, workspaceUid, uid),
    [queryClient, workspaceUid, uid],
  );

  const replace = useCallback(
    (fresh: Ticket) => {
      putTicket(queryClient, fresh);
      refresh();
    },
    [queryClient, refresh],
  );

  /** The PATCH, shown as `shown` (by default as sent); the saved ticket, or the error once undone. */
  const send = useCallback(
    (
      change: UpdateTicketInput,
      shown: TicketPatch | undefined,
      failure: (reason: string) => string | null,
    ) => {
      const { base_updated_at: _base, ...fields } = change;
      return update({ uid, change, patch: shown ?? (fields as TicketPatch), failure });
    },
    [update, uid],
  );

  const save = useCallback(
    async (change: UpdateTicketInput, shown?: TicketPatch): Promise<boolean> => {
      try {
        await send(change, shown, (reason) => reason);
        return true;
      } catch {
        return false;
      }
    },
    [send],
  ) as TicketEditor['save'];

  const saveText = useCallback(
    async (field: TextField, value: string | null, base: string): Promise<TextSaveOutcome> => {
      try {
        const saved = await send({ [field]: value, base_updated_at: base }, undefined, () => null);
        return { status: 'saved', base: saved.updated };
      } catch (error) {
        const conflict = ticketConflictOf(error);
        if (!conflict) return { status: 'failed', message: errorText(error) };
        // The lists are being read again already (the update's own refresh).
        putTicket(queryClient, conflict.current);
        return { status: 'conflict', theirs: conflict.current[field], base: conflict.current.updated };
      }
    },
    [send, queryClient],
  );

  const saveConfirmed = useCallback((change: UpdateTicketInput) => send(change, {}, () => null), [send]);

  return { save, saveText, saveConfirmed, replace, refresh };
}
