import '@/shared/i18n/parts/publishing';
import type { PlatformTimes } from '@expertos/domain/analytics/learn';
import { QUEUE_MAX_SLOTS, type QueueSettings } from '@expertos/domain/publishing/channel.schema';
import type { ChannelNetwork } from '@expertos/domain/publishing/handoff';
import type { QueueSlot } from '@expertos/domain/publishing/queue-slots';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { notify } from '@/shared/ui/notify/notify-store';
import { bestTimesQueryOptions } from '../../api/best-times';
import { queueQueryKey, saveQueue } from '../../api/queue';
import { useIsBrandAdmin } from '../../hooks/use-brand-admin';
import { nextOccurrence, roomFor, slotLabel, slotsToAdd, suggestedSlots } from '../../lib/best-times';
import { tidySlots } from '../../lib/queue-draft';
import { networkName } from '../NetworkMark';

/**
 * The brand's best times on each chosen network (docs/product.md#analytics), from its own
 * results: a click on one schedules the post for its next turn in the brand's zone. Brand
 * admins may add them to the queue's weekly times. Before a platform has enough posts with
 * results, it says so plainly.
 */
export function BestTimes({
  projectUid,
  networks,
  queue,
  onPick,
}: {
  projectUid: string;
  /** The chosen channels' networks, each once. */
  networks: readonly ChannelNetwork[];
  queue: QueueSettings;
  onPick: (when: { date: string; time: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  const k = 'ui.publishing.composer.bestTimes' as const;
  const queryClient = useQueryClient();
  const isAdmin = useIsBrandAdmin(projectUid) === true;
  const times = useQuery({ ...bestTimesQueryOptions(projectUid), enabled: networks.length > 0 });
  const add = useMutation({
    mutationFn: ({ slots }: { network: ChannelNetwork; slots: QueueSlot[] }) =>
      saveQueue(projectUid, { ...queue, slots: tidySlots([...queue.slots, ...slots]) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queueQueryKey(projectUid), saved);
      notify({ type: 'positive', message: t(`${k}.added`) });
    },
  });
  // Suggestions are a help, never in the way: while they load or when they cannot, nothing shows.
  if (networks.length === 0 || !times.data) return null;
  const answer = times.data;

  return (
    <Stack gap={6} data-testid="best-times">
      {networks.map((network) => {
        const own: PlatformTimes = answer.platforms.find((p) => p.network === network) ?? {
          network: network as PlatformTimes['network'],
          enough: false,
          posts: 0,
          slots: [],
        };
        const name = networkName(network, t);
        const slots = own.enough ? suggestedSlots(own) : [];
        if (slots.length === 0)
          return (
            <Text key={network} size="sm" c="dimmed">
              {own.enough
                ? t(`${k}.noSlot`, { network: name, min: answer.min_per_slot })
                : t(`${k}.notYet`, { network: name, posts: own.posts, min: answer.min_posts })}
            </Text>
          );
        const missing = slotsToAdd(queue.slots, slots);
        return (
          <Stack key={network} gap={4} role="group" aria-label={t(`${k}.label`, { network: name })}>
            <Group gap={6} wrap="wrap">
              <Text size="sm">{t(`${k}.label`, { network: name })}</Text>
              {slots.map((slot) => {
                const label = slotLabel(slot, i18n.language);
                return (
                  <Button
                    key={`${slot.day}-${slot.time}`}
                    size="compact-sm"
                    variant="light"
                    aria-label={t(`${k}.pick`, { when: label })}
                    onClick={() => {
                      const next = nextOccurrence(slot, queue.time_zone, new Date());
                      if (next) onPick(next);
                    }}
                  >
                    {label}
                  </Button>
                );
              })}
            </Group>
            <Text size="xs" c="dimmed">
              {t(`${k}.hint`, { zone: queue.time_zone })}
            </Text>
            {isAdmin &&
              (missing.length === 0 ? (
                <Text size="xs" c="dimmed">
                  {t(`${k}.inQueue`)}
                </Text>
              ) : roomFor(queue.slots, missing) ? (
                <Group gap="xs">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    loading={add.isPending && add.variables?.network === network}
                    onClick={() => add.mutate({ network, slots: missing })}
                  >
                    {t(`${k}.addToQueue`, { count: missing.length })}
                  </Button>
                  {add.isError && add.variables?.network === network && (
                    <Text size="xs" c="red" role="alert">
                      {errorText(add.error)}
                    </Text>
                  )}
                </Group>
              ) : (
                <Text size="xs" c="dimmed">
                  {t(`${k}.queueFull`, { max: QUEUE_MAX_SLOTS })}
                </Text>
              ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
