import { PUSHABLE_KINDS, type PushableKind, type PushSettings } from '@expertos/domain/push.schema';
import { Group, Stack, Switch, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { notify } from '@/shared/ui/notify/notify-store';
import { pushKeys, savePushSettings } from '../api/push';

const DEFAULT_QUIET = { start: '22:00', end: '07:00' };
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Which kinds are pushed, and quiet hours. Each change saves at once and shows before the
 * server answers; a failed save puts the settings back as the server has them.
 */
export function PushKindsForm({ settings }: { settings: PushSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (next: PushSettings) => savePushSettings(next),
    onMutate: (next) => {
      const previous = queryClient.getQueryData<PushSettings>(pushKeys.settings());
      queryClient.setQueryData(pushKeys.settings(), next);
      return { previous };
    },
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(pushKeys.settings(), context.previous);
      notify({ type: 'negative', message: `${t('ui.push.saveError')} ${errorText(error)}` });
    },
    onSuccess: (saved) => queryClient.setQueryData(pushKeys.settings(), saved),
  });
  const setKind = (kind: PushableKind, on: boolean) =>
    save.mutate({ ...settings, kinds: { ...settings.kinds, [kind]: on } });
  const quiet = settings.quiet_hours;
  const setQuiet = (change: Partial<{ start: string; end: string }> | null) =>
    save.mutate({
      ...settings,
      quiet_hours:
        change === null
          ? null
          : { ...DEFAULT_QUIET, ...quiet, ...change, time_zone: quiet?.time_zone ?? browserZone() },
    });
  // A time input gives '' while being cleared: only a whole time is saved.
  const onTime = (field: 'start' | 'end') => (value: string) => {
    if (/^\d\d:\d\d$/.test(value)) setQuiet({ [field]: value });
  };

  return (
    <Stack gap="lg">
      <Stack gap="sm" role="group" aria-label={t('ui.push.kindsTitle')}>
        <Text fw={600}>{t('ui.push.kindsTitle')}</Text>
        {PUSHABLE_KINDS.map((kind) => (
          <Switch
            key={kind}
            size="md"
            label={t(`ui.push.kinds.${kind}`)}
            checked={settings.kinds[kind]}
            onChange={(event) => setKind(kind, event.currentTarget.checked)}
          />
        ))}
      </Stack>
      <Stack gap="sm" role="group" aria-label={t('ui.push.quietTitle')}>
        <Text fw={600}>{t('ui.push.quietTitle')}</Text>
        <Switch
          size="md"
          label={t('ui.push.quietSwitch')}
          checked={quiet !== null}
          onChange={(event) => setQuiet(event.currentTarget.checked ? {} : null)}
        />
        {quiet && (
          <>
            <Group gap="md" wrap="wrap">
              <TimeInput
                label={t('ui.push.quietFrom')}
                defaultValue={quiet.start}
                onChange={(event) => onTime('start')(event.currentTarget.value)}
                w={140}
              />
              <TimeInput
                label={t('ui.push.quietTo')}
                defaultValue={quiet.end}
                onChange={(event) => onTime('end')(event.currentTarget.value)}
                w={140}
              />
            </Group>
            <Text size="sm" c="dimmed">
              {t('ui.push.quietHint', { zone: quiet.time_zone })}
            </Text>
          </>
        )}
      </Stack>
    </Stack>
  );
}
