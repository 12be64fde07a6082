import '@/shared/i18n/parts/publishing';
import type { Publication } from '@expertos/domain/publishing/publication.schema';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/shared/ui/FormAlert';
import { pickedInstant, wallClockIn, zoneLines } from '../../lib/zone-display';
import { networkName } from '../NetworkMark';

/** Another date and time for one publication, said in the brand's zone, starting from its own. */
export function RescheduleModal({
  publication,
  zone,
  busy,
  error,
  onSave,
  onClose,
}: {
  publication: Publication | null;
  zone: string;
  busy: boolean;
  error: string | null;
  onSave: (dueAt: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const k = 'ui.publishing.publications' as const;
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (!publication) return;
    // A time already past (one that failed) starts from now: it must move forward.
    const due = new Date(publication.due_at);
    const start = wallClockIn(due.getTime() > Date.now() ? due : new Date(), zone);
    setDate(start.date);
    setTime(start.time);
    setMissing(false);
  }, [publication, zone]);
  const instant = pickedInstant(date, time, zone);
  const lines = instant ? zoneLines(instant, zone, undefined, i18n.language) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!instant);
    if (instant) onSave(instant.toISOString());
  };
  return (
    <Modal
      opened={publication !== null}
      onClose={onClose}
      title={
        publication
          ? t(`${k}.rescheduleTitle`, {
              network: networkName(publication.network, t),
              handle: publication.handle,
            })
          : ''
      }
    >
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              type="date"
              label={t('ui.publishing.composer.date')}
              min={wallClockIn(new Date(), zone).date}
              value={date}
              onChange={(event) => setDate(event.currentTarget.value)}
              required
              w={170}
              data-autofocus
            />
            <TimeInput
              label={t('ui.publishing.composer.time')}
              value={time}
              onChange={(event) => setTime(event.currentTarget.value)}
              required
              w={130}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('ui.publishing.composer.zoneNote', { zone })}
          </Text>
          {lines && (
            <Stack gap={0} aria-live="polite">
              <Text size="sm">{t('ui.publishing.composer.brandTime', { when: lines.brand })}</Text>
              {lines.viewer && (
                <Text size="sm" c="dimmed">
                  {t('ui.publishing.composer.yourTime', { when: lines.viewer })}
                </Text>
              )}
            </Stack>
          )}
          <FormAlert>{missing ? t('ui.publishing.composer.chooseTime') : error}</FormAlert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('ui.common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t(`${k}.rescheduleSave`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
