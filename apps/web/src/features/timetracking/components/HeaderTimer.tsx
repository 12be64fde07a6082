import { formatClock } from '@expertos/domain/timetracking';
import type { TimeEntry } from '@expertos/domain/timetracking.schema';
import { ActionIcon, Box, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconClockPlay, IconPlayerStopFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { useCurrentWorkspaceUid, useIsAuthenticated } from '@/shared/stores/use-session';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { openTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import { useNow } from '../hooks/use-now';
import { useTimeState } from '../hooks/use-time-state';
import { useTimerActions } from '../hooks/use-timer-actions';
import { liveSeconds, runningEntry } from '../lib/elapsed';

interface RunningTimerProps {
  entry: TimeEntry;
  /** When the state carrying `entry` arrived (ms). */
  fetchedAt: number;
  workspaceUid: string;
}

/** The pill: a ticking clock and the ticket; it opens the ticket, the square stops the timer. */
function RunningTimer({ entry, fetchedAt, workspaceUid }: RunningTimerProps) {
  const { t } = useTranslation();
  const now = useNow(true);
  const { stop } = useTimerActions(workspaceUid);
  const clock = formatClock(liveSeconds(entry, fetchedAt, now));
  const { ticket } = entry;

  const onStop = () =>
    stop.mutate(ticket.uid, { onError: (error) => notify({ type: 'negative', message: errorText(error) }) });

  return (
    <Group
      gap={4}
      wrap="nowrap"
      role="group"
      aria-label={t('ui.timetracking.headerGroup')}
      data-testid="header-timer"
    >
      <Tooltip label={`#${ticket.id} ${ticket.summary}`} withinPortal={false}>
        <Button
          variant="light"
          color="red"
          radius="xl"
          size="compact-sm"
          px="xs"
          leftSection={<IconClockPlay size={16} aria-hidden />}
          aria-label={t('ui.timetracking.openTimerTask', { id: ticket.id, summary: ticket.summary, clock })}
          onClick={() =>
            openTaskDialog({ taskId: ticket.uid, projectSlug: ticket.project.slug, title: ticket.summary })
          }
        >
          {/* On a phone the header has room for the red clock icon only (the name says the time). */}
          <Text span size="sm" ff="monospace" fw={600} data-testid="header-timer-clock" visibleFrom="xs">
            {clock}
          </Text>
          <Box component="span" visibleFrom="sm" ml={6} fw={500}>
            #{ticket.id}
          </Box>
        </Button>
      </Tooltip>
      <ActionIcon
        variant="subtle"
        color="red"
        radius="xl"
        aria-label={t('ui.timetracking.stop')}
        onClick={onStop}
        loading={stop.isPending}
        visibleFrom="xs"
      >
        <IconPlayerStopFilled size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/**
 * The caller's running timer in the header (docs/product.md#time): the current workspace's
 * time-tracking state, polled every 10 s (not in the test build mode) and re-read when the
 * window regains focus; the clock ticks locally in between. Nothing when no timer runs, when
 * signed out, without a workspace, or for external collaborators (who cannot open tasks).
 */
export function HeaderTimer() {
  const signedIn = useIsAuthenticated();
  const workspaceUid = useCurrentWorkspaceUid();
  const external = useWorkspaceStore((state) => state.currentMemberRole?.toLowerCase() === 'external');
  const state = useTimeState(workspaceUid, { poll: true, enabled: signedIn && !external });
  const entry = signedIn && !external ? runningEntry(state.data) : null;
  if (!entry || !workspaceUid) return null;
  return <RunningTimer entry={entry} fetchedAt={state.dataUpdatedAt} workspaceUid={workspaceUid} />;
}
