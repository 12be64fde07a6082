import type { NotificationSettings } from '@expertos/domain/notification.schema';
import { Group, Skeleton, Stack, Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import type { TranslationKey } from '@/shared/i18n/keys';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import { fetchNotificationSettings, updateNotificationSettings } from '../api/notification-settings';
import { notificationKeys } from '../api/notifications';

type SettingKey = keyof NotificationSettings;
const SETTINGS: { key: SettingKey; label: TranslationKey }[] = [
  { key: 'email_mentions', label: 'ui.notifications.email.mentions' },
  { key: 'email_reminders', label: 'ui.notifications.email.reminders' },
];

function SettingsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('ui.loading')}>
      {SETTINGS.map(({ key }) => (
        <Group key={key} gap="sm" wrap="nowrap">
          <Skeleton height={20} width={36} radius="xl" />
          <Skeleton height={14} width="60%" />
        </Group>
      ))}
    </Stack>
  );
}

/**
 * Each switch saves at once (`PUT /notifications/settings` with only that field), shows the
 * change before the server answers, and is put back with a toast when the save fails.
 */
function useSaveSetting() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = notificationKeys.settings();
  return useMutation({
    mutationFn: (change: { key: SettingKey; value: boolean }) =>
      updateNotificationSettings({ [change.key]: change.value }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationSettings>(key)?.[change.key];
      queryClient.setQueryData<NotificationSettings>(key, (data) =>
        data ? { ...data, [change.key]: change.value } : data,
      );
      return { previous };
    },
    // Only the field that failed goes back: another switch may have been saved meanwhile.
    onError: (error, change, context) => {
      if (context?.previous !== undefined) {
        const previous = context.previous;
        queryClient.setQueryData<NotificationSettings>(key, (data) =>
          data ? { ...data, [change.key]: previous } : data,
        );
      }
      notify({ type: 'negative', message: `${t('ui.notifications.email.saveError')} ${errorText(error)}` });
    },
    onSuccess: (saved, change) => {
      queryClient.setQueryData<NotificationSettings>(key, (data) =>
        data ? { ...data, [change.key]: saved[change.key] } : saved,
      );
    },
  });
}

/** The profile's "E-mail notifications" section: mentions and reminders by e-mail, on or off. */
export function NotificationEmailSettings() {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => fetchNotificationSettings(signal),
  });
  const save = useSaveSetting();

  return (
    <SectionCard title={t('ui.notifications.email.title')} intro={t('ui.notifications.email.intro')}>
      {settings.isPending && <SettingsSkeleton />}
      {settings.isError && (
        <QueryError
          message={t('ui.notifications.email.loadError')}
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
          retryLabel={t('ui.notifications.retry')}
        />
      )}
      {settings.data && (
        <Stack gap="md">
          {SETTINGS.map(({ key, label }) => (
            <Switch
              key={key}
              label={t(label)}
              checked={settings.data[key]}
              onChange={(event) => save.mutate({ key, value: event.currentTarget.checked })}
            />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
