import {
  CHOOSABLE_KINDS,
  type ChoosableKind,
  type NotificationSettings,
} from '@expertos/domain/notification.schema';
import { Checkbox, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import { fetchNotificationSettings, updateNotificationSettings } from '../api/notification-settings';
import { notificationKeys } from '../api/notifications';

type Channel = keyof NotificationSettings;
const CHANNELS: Channel[] = ['in_app', 'email'];

interface Change {
  channel: Channel;
  kind: ChoosableKind;
  value: boolean;
}

const withSwitch = (data: NotificationSettings, { channel, kind, value }: Change): NotificationSettings => ({
  ...data,
  [channel]: { ...data[channel], [kind]: value },
});

/**
 * Each box saves at once (`PUT /notifications/settings` with only that switch), shows the
 * change before the server answers, and is put back with a toast when the save fails.
 */
function useSaveSwitch() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = notificationKeys.settings();
  return useMutation({
    mutationFn: ({ channel, kind, value }: Change) =>
      updateNotificationSettings({ [channel]: { [kind]: value } }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationSettings>(key)?.[change.channel][change.kind];
      queryClient.setQueryData<NotificationSettings>(key, (data) => (data ? withSwitch(data, change) : data));
      return { previous };
    },
    // Only the switch that failed goes back: another may have been saved meanwhile.
    onError: (error, change, context) => {
      if (context?.previous !== undefined) {
        const value = context.previous;
        queryClient.setQueryData<NotificationSettings>(key, (data) =>
          data ? withSwitch(data, { ...change, value }) : data,
        );
      }
      notify({
        type: 'negative',
        message: `${t('ui.notifications.channels.saveError')} ${errorText(error)}`,
      });
    },
    onSuccess: (saved, change) => {
      queryClient.setQueryData<NotificationSettings>(key, (data) =>
        data ? withSwitch(data, { ...change, value: saved[change.channel][change.kind] }) : saved,
      );
    },
  });
}

/**
 * The profile's "Notifications" section (docs/product.md#notifications): for each kind, whether
 * it shows in the app and whether it comes by e-mail. Pushes have their own section.
 */
export function NotificationChannelSettings() {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => fetchNotificationSettings(signal),
  });
  const save = useSaveSwitch();

  return (
    <SectionCard title={t('ui.notifications.channels.title')} intro={t('ui.notifications.channels.intro')}>
      {settings.isPending && (
        <Stack gap="md" role="status" aria-busy="true" aria-label={t('ui.loading')}>
          {CHOOSABLE_KINDS.map((kind) => (
            <Skeleton key={kind} height={20} />
          ))}
        </Stack>
      )}
      {settings.isError && (
        <QueryError
          message={t('ui.notifications.channels.loadError')}
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
          retryLabel={t('ui.notifications.retry')}
        />
      )}
      {settings.data && (
        <Table layout="fixed" verticalSpacing="xs" aria-label={t('ui.notifications.channels.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Text size="sm" fw={600}>
                  {t('ui.notifications.channels.kind')}
                </Text>
              </Table.Th>
              {CHANNELS.map((channel) => (
                <Table.Th key={channel} w={96} ta="center">
                  {t(`ui.notifications.channels.${channel}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {CHOOSABLE_KINDS.map((kind) => (
              <Table.Tr key={kind}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {t(`ui.notifications.channels.kinds.${kind}`)}
                </Table.Td>
                {CHANNELS.map((channel) => (
                  <Table.Td key={channel}>
                    {/* 44 px tall hit area around the box, for fingers. */}
                    <Checkbox
                      size="md"
                      mih={44}
                      display="flex"
                      style={{ alignItems: 'center', justifyContent: 'center' }}
                      aria-label={t('ui.notifications.channels.switch', {
                        kind: t(`ui.notifications.channels.kinds.${kind}`),
                        channel: t(`ui.notifications.channels.${channel}`),
                      })}
                      checked={settings.data[channel][kind]}
                      onChange={(event) => save.mutate({ channel, kind, value: event.currentTarget.checked })}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </SectionCard>
  );
}
