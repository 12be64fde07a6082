import type { PushConfig, PushDevice } from '@expertos/domain/push.schema';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { notify } from '@/shared/ui/notify/notify-store';
import { pushKeys } from '../api/push';
import { useInstallPrompt } from '../lib/install-prompt';
import { turnOffWebPush, turnOnWebPush, type WebPushState, webPushState } from '../lib/web-push';

const thisDeviceKey = [...pushKeys.all, 'this-device'] as const;

/** This browser's push: on or off, or why it cannot be (blocked, unsupported, not configured). */
export function ThisDevicePush({ config, devices }: { config: PushConfig; devices: PushDevice[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { canInstall, install } = useInstallPrompt();
  const state = useQuery({
    queryKey: [...thisDeviceKey, devices.map((d) => d.uid).join(',')],
    queryFn: () => webPushState(config, devices),
  });
  const change = useMutation({
    mutationFn: (on: boolean) => (on ? turnOnWebPush(config) : turnOffWebPush()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushKeys.devices() }),
    onError: (error, on) =>
      notify({
        type: 'negative',
        message: `${t(on ? 'ui.push.turnOnError' : 'ui.push.turnOffError')} ${errorText(error)}`,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: thisDeviceKey }),
  });
  const current: WebPushState | undefined = change.data ?? state.data;

  return (
    <Stack gap="sm">
      <Text fw={600}>{t('ui.push.thisDevice')}</Text>
      {current === 'native-app' && <Text size="sm">{t('ui.push.state.nativeApp')}</Text>}
      {current === 'unsupported' && <Alert color="gray">{t('ui.push.state.unsupported')}</Alert>}
      {current === 'not-configured' && <Alert color="gray">{t('ui.push.state.notConfigured')}</Alert>}
      {current === 'denied' && <Alert color="yellow">{t('ui.push.state.denied')}</Alert>}
      {(current === 'on' || current === 'off') && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" role="status">
            {t(current === 'on' ? 'ui.push.state.on' : 'ui.push.state.off')}
          </Text>
          <Button
            variant={current === 'on' ? 'default' : 'filled'}
            loading={change.isPending}
            onClick={() => change.mutate(current !== 'on')}
          >
            {t(current === 'on' ? 'ui.push.turnOff' : 'ui.push.turnOn')}
          </Button>
        </Group>
      )}
      {canInstall && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('ui.push.installHint')}
          </Text>
          <Button variant="light" onClick={() => void install()}>
            {t('ui.push.install')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
