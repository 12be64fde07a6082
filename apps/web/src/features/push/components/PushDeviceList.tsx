import { DEVICE_NAME_MAX, type PushDevice } from '@expertos/domain/push.schema';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { formatRelative } from '@/shared/lib/format';
import { notify } from '@/shared/ui/notify/notify-store';
import { pushKeys, removeDevice, renameDevice } from '../api/push';
import { forgetIfThisDevice, thisDeviceUid } from '../lib/web-push';

function DeviceRow({ device }: { device: PushDevice }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(device.name);
  const refresh = () => queryClient.invalidateQueries({ queryKey: pushKeys.all });
  const rename = useMutation({
    mutationFn: (next: string) => renameDevice(device.uid, next),
    onSuccess: () => {
      setEditing(false);
      return refresh();
    },
    onError: (error) =>
      notify({ type: 'negative', message: `${t('ui.push.renameError')} ${errorText(error)}` }),
  });
  const remove = useMutation({
    mutationFn: async () => {
      await removeDevice(device.uid);
      await forgetIfThisDevice(device.uid);
    },
    onSuccess: refresh,
    onError: (error) =>
      notify({ type: 'negative', message: `${t('ui.push.removeError')} ${errorText(error)}` }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed) rename.mutate(trimmed);
  };

  return (
    <Stack gap={6} component="li" aria-label={device.name} py="xs" style={{ listStyle: 'none' }}>
      {editing ? (
        <form onSubmit={submit}>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('ui.push.nameLabel')}
              value={name}
              maxLength={DEVICE_NAME_MAX}
              onChange={(event) => setName(event.currentTarget.value)}
              data-autofocus
              style={{ flex: '1 1 200px' }}
            />
            <Button type="submit" loading={rename.isPending}>
              {t('ui.push.save')}
            </Button>
            <Button variant="default" onClick={() => setEditing(false)}>
              {t('ui.push.cancel')}
            </Button>
          </Group>
        </form>
      ) : (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {device.name}
              </Text>
              <Badge variant="light" color="gray">
                {t(`ui.push.platforms.${device.platform}`)}
              </Badge>
              {device.uid === thisDeviceUid() && <Badge variant="light">{t('ui.push.thisBrowser')}</Badge>}
            </Group>
            <Text size="sm" c="dimmed">
              {t('ui.push.lastSeen', { when: formatRelative(device.last_seen_at) })}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              variant="default"
              aria-label={t('ui.push.renameOf', { name: device.name })}
              onClick={() => {
                setName(device.name);
                setEditing(true);
              }}
            >
              {t('ui.push.rename')}
            </Button>
            <Button
              variant="light"
              color="red"
              loading={remove.isPending}
              aria-label={t('ui.push.removeOf', { name: device.name })}
              onClick={() => remove.mutate()}
            >
              {t('ui.push.remove')}
            </Button>
          </Group>
        </Group>
      )}
    </Stack>
  );
}

/** The person's registered devices, with rename and remove. */
export function PushDeviceList({ devices }: { devices: PushDevice[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('ui.push.devicesTitle')}</Text>
      {devices.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('ui.push.devicesEmpty')}
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} aria-label={t('ui.push.devicesTitle')}>
          {devices.map((device) => (
            <DeviceRow key={device.uid} device={device} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
