import { Button, Divider, Group, Skeleton, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import { fetchPushConfig, fetchPushDevices, fetchPushSettings, pushKeys, sendTestPush } from '../api/push';
import { PushDeviceList } from './PushDeviceList';
import { PushKindsForm } from './PushKindsForm';
import { ThisDevicePush } from './ThisDevicePush';

/**
 * The profile's "Push notifications" section (docs/product.md#push-notifications): this
 * device's push, which kinds are pushed and quiet hours, the registered devices, and a test.
 */
export function PushSettingsSection() {
  const { t } = useTranslation();
  const workspaceUid = useWorkspaceStore((s) => s.currentWorkspace?.uid ?? null);
  const config = useQuery({ queryKey: pushKeys.config(), queryFn: ({ signal }) => fetchPushConfig(signal) });
  const devices = useQuery({
    queryKey: pushKeys.devices(),
    queryFn: ({ signal }) => fetchPushDevices(signal),
  });
  const settings = useQuery({
    queryKey: pushKeys.settings(),
    queryFn: ({ signal }) => fetchPushSettings(signal),
  });
  const test = useMutation({
    mutationFn: () => sendTestPush(workspaceUid),
    onSuccess: (count) => notify({ type: 'positive', message: t('ui.push.testSent', { count }) }),
    onError: (error) =>
      notify({ type: 'negative', message: `${t('ui.push.testError')} ${errorText(error)}` }),
  });
  const failed = [config, devices, settings].find((query) => query.isError);

  return (
    <SectionCard title={t('ui.push.title')} intro={t('ui.push.intro')}>
      {failed ? (
        <QueryError
          message={t('ui.push.loadError')}
          error={failed.error}
          onRetry={() => void Promise.all([config.refetch(), devices.refetch(), settings.refetch()])}
          retrying={failed.isFetching}
          retryLabel={t('ui.push.retry')}
        />
      ) : !config.data || !devices.data || !settings.data ? (
        <Stack gap="md" role="status" aria-busy="true" aria-label={t('ui.loading')}>
          <Skeleton height={36} />
          <Skeleton height={20} width="70%" />
          <Skeleton height={20} width="60%" />
        </Stack>
      ) : (
        <Stack gap="lg">
          <ThisDevicePush config={config.data} devices={devices.data} />
          <Divider />
          <PushKindsForm settings={settings.data} />
          <Divider />
          <PushDeviceList devices={devices.data} />
          <Group>
            <Button
              variant="light"
              disabled={devices.data.length === 0}
              loading={test.isPending}
              onClick={() => test.mutate()}
            >
              {t('ui.push.test')}
            </Button>
          </Group>
        </Stack>
      )}
    </SectionCard>
  );
}
