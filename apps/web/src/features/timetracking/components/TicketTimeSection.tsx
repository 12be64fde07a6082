import { formatClock } from '@expertos/domain/timetracking';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { formatDuration } from '@/shared/lib/format';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { FormAlert } from '@/shared/ui/FormAlert';
import type { TicketSlotProps } from '@/shared/ui/slots';
import { fetchTicketTime } from '../api/ticket-time';
import { useNow } from '../hooks/use-now';
import { useTimeState } from '../hooks/use-time-state';
import { useTimerActions } from '../hooks/use-timer-actions';
import { liveSeconds, runningEntry } from '../lib/elapsed';
import { EntryList } from './EntryList';

/**
 * The ticket's time (side column of the details): the total spent, which ticks while the
 * caller's own timer runs here, the Start/Stop button, and everyone's entries with manual
 * entries added, edited and deleted in place.
 */
export function TicketTimeSection({ ticketUid, workspaceUid, totalSpent, headingOrder }: TicketSlotProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const myMemberUid = useWorkspaceStore((state) => state.currentMember?.uid ?? null);
  const [actionError, setActionError] = useState<string | null>(null);
  const ticketTime = useQuery({
    queryKey: ticketKeys.timeEntries(ticketUid),
    queryFn: ({ signal }) => fetchTicketTime(ticketUid, signal),
  });
  const state = useTimeState(workspaceUid);
  const { start, stop } = useTimerActions(workspaceUid);

  // The caller's timer here: from the workspace state once known (it changes at once on
  // start/stop), else from the ticket's own entries.
  const entries = ticketTime.data?.entries ?? [];
  const fromState = state.data ? runningEntry(state.data) : null;
  const mine = state.data
    ? fromState?.ticket.uid === ticketUid
      ? fromState
      : null
    : (entries.find((entry) => entry.running && entry.person.uid === myMemberUid) ?? null);
  const mineFetchedAt = state.data ? state.dataUpdatedAt : ticketTime.dataUpdatedAt;
  const now = useNow(Boolean(mine) || entries.some((entry) => entry.running));
  const mineSeconds = mine ? liveSeconds(mine, mineFetchedAt, now) : 0;
  const total = (ticketTime.data?.total_spent ?? totalSpent) + mineSeconds;

  const onError = (error: unknown) => setActionError(errorText(error));
  const toggle = () => {
    setActionError(null);
    if (mine) stop.mutate(ticketUid, { onError });
    else start.mutate(ticketUid, { onError });
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" data-testid="ticket-time">
      <Title id={headingId} order={headingOrder} size="h5">
        {t('ui.timetracking.title')}
      </Title>
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Stack gap={0}>
          <Text size="xs" fw={600} c="dimmed" id={`${headingId}-total`}>
            {t('ui.timetracking.total')}
          </Text>
          <Text fw={700} aria-labelledby={`${headingId}-total`} data-testid="ticket-time-total">
            {formatDuration(total)}
          </Text>
        </Stack>
        <Button
          size="xs"
          color={mine ? 'red' : undefined}
          variant={mine ? 'light' : 'filled'}
          leftSection={
            mine ? (
              <IconPlayerStopFilled size={14} aria-hidden />
            ) : (
              <IconPlayerPlayFilled size={14} aria-hidden />
            )
          }
          loading={start.isPending || stop.isPending}
          onClick={toggle}
        >
          {mine ? t('ui.timetracking.stop') : t('ui.timetracking.start')}
        </Button>
      </Group>
      {mine && (
        <Text size="sm" c="red" ff="monospace" data-testid="ticket-timer-clock">
          {t('ui.timetracking.runningFor', { clock: formatClock(mineSeconds) })}
        </Text>
      )}
      <FormAlert>{actionError}</FormAlert>
      <EntryList
        ticketUid={ticketUid}
        workspaceUid={workspaceUid}
        query={ticketTime}
        now={now}
        myMemberUid={myMemberUid}
        onActionError={setActionError}
      />
    </Stack>
  );
}
