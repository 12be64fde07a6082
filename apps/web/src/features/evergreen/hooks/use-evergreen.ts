import type { EvergreenSettings } from '@expertos/domain/evergreen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import * as evergreenApi from '../api/evergreen';
import { evergreenKeys, evergreenPageQueryOptions, type UpdateEvergreenPostInput } from '../api/evergreen';

/** A brand's evergreen page: its settings, whether it requires approval, its posts. */
export function useEvergreenPage(projectUid: string) {
  return useQuery(evergreenPageQueryOptions(projectUid));
}

/**
 * Every change made from the brand's page, each reading the page again (and what it touched).
 * Failures reach the caller, which says why in a notice.
 */
export function useEvergreenChanges(projectUid: string) {
  const client = useQueryClient();
  const workspaceUid = useCurrentWorkspaceUid();
  const refreshPage = () => void client.invalidateQueries({ queryKey: evergreenKeys.brand(projectUid) });
  // A post's own section in the ticket shows the same pause and mark.
  const refreshPost = (ticketUid: string) => {
    refreshPage();
    void client.invalidateQueries({ queryKey: ticketKeys.evergreen(ticketUid) });
  };
  const saveSettings = useMutation({
    mutationFn: (settings: EvergreenSettings) => evergreenApi.saveEvergreenSettings(projectUid, settings),
    onSettled: refreshPage,
  });
  const fill = useMutation({
    mutationFn: () => evergreenApi.fillEvergreenSlots(projectUid),
    onSettled: () => {
      refreshPage();
      // The copies are new tickets of the brand.
      if (workspaceUid) void client.invalidateQueries({ queryKey: ticketKeys.workspace(workspaceUid) });
    },
  });
  const update = useMutation({
    mutationFn: ({ ticketUid, change }: { ticketUid: string; change: UpdateEvergreenPostInput }) =>
      evergreenApi.updateEvergreenPost(ticketUid, change),
    onSettled: (_data, _error, { ticketUid }) => refreshPost(ticketUid),
  });
  const unmark = useMutation({
    mutationFn: (ticketUid: string) => evergreenApi.unmarkEvergreen(ticketUid),
    onSettled: (_data, _error, ticketUid) => refreshPost(ticketUid),
  });
  return { saveSettings, fill, update, unmark };
}
