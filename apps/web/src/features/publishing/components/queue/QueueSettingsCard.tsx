import '@/shared/i18n/parts/publishing';
import {
  QUEUE_MAX_SLOTS,
  type QueueSettings,
  queueSettingsSchema,
} from '@expertos/domain/publishing/channel.schema';
import { WEEKDAYS, type Weekday } from '@expertos/domain/publishing/queue-slots';
import { ActionIcon, Button, Group, Input, Select, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { FormAlert } from '@/shared/ui/FormAlert';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import { queueQueryKey, queueQueryOptions, saveQueue } from '../../api/queue';
import { useIsBrandAdmin } from '../../hooks/use-brand-admin';
import { sameQueue, tidySlots, zoneOptions } from '../../lib/queue-draft';

/**
 * The brand's publishing settings (docs/product.md#publishing): the time zone its posts are
 * scheduled in, and the weekly queue times "Add to queue" takes the next free one of. Brand
 * admins change them; members read them.
 */
export function QueueSettingsCard({ projectUid }: { projectUid: string }) {
  const { t } = useTranslation();
  const k = 'ui.publishing.queue' as const;
  const queryClient = useQueryClient();
  const settings = useQuery(queueQueryOptions(projectUid));
  const admin = useIsBrandAdmin(projectUid) === true;
  const [draft, setDraft] = useState<QueueSettings | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data) setDraft(settings.data);
  }, [settings.data]);
  const zones = useMemo(() => zoneOptions(draft?.time_zone ?? ''), [draft?.time_zone]);
  const days = WEEKDAYS.map((day) => ({ value: day, label: t(`${k}.days.${day}`) }));
  const save = useMutation({
    mutationFn: (next: QueueSettings) => saveQueue(projectUid, next),
    onSuccess: (saved) => {
      queryClient.setQueryData(queueQueryKey(projectUid), saved);
      notify({ type: 'positive', message: t(`${k}.saved`) });
    },
  });

  const change = (next: Partial<QueueSettings>) => {
    setInvalid(null);
    setDraft((current) => (current ? { ...current, ...next } : current));
  };
  const setSlot = (index: number, slot: Partial<QueueSettings['slots'][number]>) =>
    draft && change({ slots: draft.slots.map((s, i) => (i === index ? { ...s, ...slot } : s)) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const parsed = queueSettingsSchema.safeParse({ ...draft, slots: tidySlots(draft.slots) });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? t(`${k}.invalid`));
      return;
    }
    save.mutate(parsed.data);
  };

  let body: React.ReactNode;
  if (settings.isPending || (settings.isSuccess && !draft))
    body = <Skeleton height={96} radius="md" role="status" aria-label={t('ui.loading')} />;
  else if (settings.isError)
    body = (
      <QueryError
        message={t(`${k}.loadError`)}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  else if (!admin && draft)
    body = (
      <Stack gap="xs">
        <Text size="sm">
          <Text span fw={600}>
            {t('ui.common.labelColon', { label: t(`${k}.zone`) })}
          </Text>{' '}
          {draft.time_zone}
        </Text>
        <Text size="sm">{draft.require_approval ? t(`${k}.approvalOn`) : t(`${k}.approvalOff`)}</Text>
        {draft.slots.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(`${k}.slotsEmpty`)}
          </Text>
        ) : (
          <Stack component="ul" gap={2} aria-label={t(`${k}.slots`)} style={{ margin: 0, paddingLeft: 18 }}>
            {tidySlots(draft.slots).map((slot) => (
              <Text component="li" size="sm" key={`${slot.day} ${slot.time}`}>
                {t(`${k}.slotLabel`, { day: t(`${k}.days.${slot.day}`), time: slot.time })}
              </Text>
            ))}
          </Stack>
        )}
        <Text size="xs" c="dimmed">
          {t(`${k}.readOnly`)}
        </Text>
      </Stack>
    );
  else if (draft)
    body = (
      <form onSubmit={submit}>
        <Stack gap="md">
          <Select
            label={t(`${k}.zone`)}
            description={t(`${k}.zoneHint`)}
            data={zones}
            value={draft.time_zone}
            onChange={(value) => value && change({ time_zone: value })}
            searchable
            allowDeselect={false}
            maxDropdownHeight={260}
            maw={360}
          />
          <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            {/* Labelled as the fields are: the group reads like one of them. */}
            <Input.Label component="legend" mb={4} p={0}>
              {t(`${k}.slots`)}
            </Input.Label>
            {draft.slots.length === 0 && (
              <Text size="sm" c="dimmed">
                {t(`${k}.slotsEmpty`)}
              </Text>
            )}
            {draft.slots.map((slot, index) => {
              const dayName = t(`${k}.days.${slot.day}`);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; a row's day and time change under it.
                <Group key={index} gap="xs" wrap="nowrap" align="flex-end" maw={440} data-testid="queue-slot">
                  <Select
                    label={index === 0 ? t(`${k}.day`) : undefined}
                    aria-label={t(`${k}.dayOf`, { n: index + 1 })}
                    data={days}
                    value={slot.day}
                    onChange={(value) => value && setSlot(index, { day: value as Weekday })}
                    allowDeselect={false}
                    style={{ flex: 1, minWidth: 0 }}
                  />
                  <TimeInput
                    label={index === 0 ? t(`${k}.time`) : undefined}
                    aria-label={t(`${k}.timeOf`, { n: index + 1 })}
                    value={slot.time}
                    onChange={(event) => setSlot(index, { time: event.currentTarget.value })}
                    w={110}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mb={2}
                    aria-label={t(`${k}.removeSlot`, { day: dayName, time: slot.time })}
                    onClick={() => change({ slots: draft.slots.filter((_, i) => i !== index) })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              );
            })}
            <Group>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                disabled={draft.slots.length >= QUEUE_MAX_SLOTS}
                onClick={() =>
                  change({
                    slots: [...draft.slots, { day: draft.slots.at(-1)?.day ?? 'mon', time: '09:30' }],
                  })
                }
              >
                {t(`${k}.addSlot`)}
              </Button>
            </Group>
          </Stack>
          <Switch
            label={t(`${k}.requireApproval`)}
            description={t(`${k}.requireApprovalHint`)}
            checked={draft.require_approval}
            onChange={(event) => change({ require_approval: event.currentTarget.checked })}
          />
          <FormAlert>{invalid ?? (save.isError ? errorText(save.error) : null)}</FormAlert>
          <Group>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={settings.data !== undefined && sameQueue(draft, settings.data)}
            >
              {t('ui.common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    );

  return (
    <SectionCard title={t(`${k}.title`)} intro={t(`${k}.intro`)}>
      {body}
    </SectionCard>
  );
}
