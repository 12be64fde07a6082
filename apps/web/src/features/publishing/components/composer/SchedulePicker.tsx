import '@/shared/i18n/parts/publishing';
import type { QueueSettings } from '@expertos/domain/publishing/channel.schema';
import type { ChannelNetwork } from '@expertos/domain/publishing/handoff';
import { nextQueueSlot } from '@expertos/domain/publishing/queue-slots';
import { Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { pickedInstant, wallClockIn, zoneLines } from '../../lib/zone-display';
import { BestTimes } from './BestTimes';
import type { Composer, When } from './use-composer';

/**
 * When the post goes out: now, at a date and time said in the brand's zone (and shown in the
 * viewer's own when their clock reads it otherwise), or at the queue's next free time. The
 * brand's best times on the chosen networks are offered beside it.
 */
export function SchedulePicker({
  composer,
  queue,
  projectUid,
  networks,
}: {
  composer: Composer;
  queue: QueueSettings;
  projectUid: string;
  /** The chosen channels' networks, each once: their best times are suggested. */
  networks: readonly ChannelNetwork[];
}) {
  const { t, i18n } = useTranslation();
  const k = 'ui.publishing.composer' as const;
  const zone = queue.time_zone;
  const instant = composer.when === 'at' ? pickedInstant(composer.date, composer.time, zone) : null;
  const lines = instant ? zoneLines(instant, zone, undefined, i18n.language) : null;
  // A time the brand's clocks skip that day (spring forward) is moved past the skip: say so.
  const actual = instant ? wallClockIn(instant, zone).time : null;
  const skipped = actual !== null && actual !== composer.time;
  const next = queue.slots.length > 0 ? nextQueueSlot(queue.slots, zone, new Date()) : null;
  const today = wallClockIn(new Date(), zone).date;
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t(`${k}.when`)}
        value={composer.when}
        onChange={(value) => composer.setWhen(value as When)}
      >
        <Group gap="md" mt={6}>
          <Radio value="now" label={t(`${k}.now`)} />
          <Radio value="at" label={t(`${k}.at`)} />
          <Radio value="queue" label={t(`${k}.queue`)} disabled={queue.slots.length === 0} />
        </Group>
      </Radio.Group>
      <BestTimes
        projectUid={projectUid}
        networks={networks}
        queue={queue}
        onPick={({ date, time }) => {
          composer.setWhen('at');
          composer.setDate(date);
          composer.setTime(time);
        }}
      />
      {composer.when === 'at' && (
        <Stack gap={6}>
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              type="date"
              label={t(`${k}.date`)}
              min={today}
              value={composer.date}
              onChange={(event) => composer.setDate(event.currentTarget.value)}
              required
              w={170}
            />
            <TimeInput
              label={t(`${k}.time`)}
              value={composer.time}
              onChange={(event) => composer.setTime(event.currentTarget.value)}
              required
              w={130}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t(`${k}.zoneNote`, { zone })}
          </Text>
          {skipped && (
            <Text size="sm" c="orange.8" role="status">
              {t(`${k}.skippedTime`, { time: composer.time, zone, actual })}
            </Text>
          )}
          {lines && (
            <Stack gap={0} aria-live="polite" data-testid="schedule-lines">
              <Text size="sm">{t(`${k}.brandTime`, { when: lines.brand })}</Text>
              {lines.viewer && (
                <Text size="sm" c="dimmed">
                  {t(`${k}.yourTime`, { when: lines.viewer })}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      )}
      {composer.when === 'queue' && next && (
        <Text size="sm" c="dimmed">
          {t(`${k}.queueNext`, { when: zoneLines(next, zone, undefined, i18n.language).brand })}
        </Text>
      )}
      {queue.slots.length === 0 && (
        <Text size="xs" c="dimmed">
          {t(`${k}.queueNone`)}
        </Text>
      )}
    </Stack>
  );
}
