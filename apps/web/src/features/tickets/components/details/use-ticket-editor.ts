import type { Ticket, UpdateTicketInput } from '@expertos/domain/ticket.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { errorText } from '@/shared/api/error-text';
import { notify } from '@/shared/ui/notify/notify-store';
import { ticketKeys, ticketsKeyPrefix } from '../../api/keys';
import { updateTicket } from '../../api/ticket';

/** How a change reads on the cached ticket: assignee and milestone travel as uids but show as objects. */
export type TicketPatch = Partial<Omit<Ticket, 'uid' | 'id'>>;

type SimpleChange = Omit<UpdateTicketInput, 'assignee' | 'milestone'>;

function withPatch(ticket: Ticket, patch: TicketPatch): Ticket {
  return { ...ticket, ...patch };
}

function fieldsOf(patch: TicketPatch): (keyof TicketPatch)[] {
  return Object.keys(patch) as (keyof TicketPatch)[];
}

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
    void queryClient.invalidateQueries({ queryKey: ticketsKeyPrefix(workspaceUid) });
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

  const save = useCallback(
    async (change: UpdateTicketInput, shown?: TicketPatch): Promise<boolean> => {
      const key = ticketKeys.ticket(uid);
      const patch: TicketPatch = shown ?? (change as TicketPatch);
      const before = queryClient.getQueryData<Ticket>(key);
      const id = nextId.current++;
      pending.current.set(id, patch);
      // A refetch landing now would put the old value back under the user's eyes.
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData<Ticket>(key, (current) => (current ? withPatch(current, patch) : current));
      try {
        const saved = await updateTicket(uid, change);
        pending.current.delete(id);
        replace(saved);
        return true;
      } catch (error) {
        pending.current.delete(id);
        queryClient.setQueryData<Ticket>(key, (current) => {
          if (!current || !before) return current;
          const reverted: TicketPatch = {};
          for (const field of fieldsOf(patch)) {
            const stillPending = [...pending.current.values()].some((other) => field in other);
            if (!stillPending) Object.assign(reverted, { [field]: before[field] });
          }
          return withPatch(current, reverted);
        });
        notify({ type: 'negative', message: errorText(error) });
        return false;
      }
    },
    [queryClient, uid, replace],
  ) as TicketEditor['save'];

  return { save, replace, refresh };
}
