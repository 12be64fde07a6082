import '@/shared/i18n/parts/calendar';
import {
  GOOGLE_CALENDAR_RESULT_PARAM,
  GOOGLE_PRIMARY_CALENDAR,
  type GoogleCalendarStatus,
  googleCalendarResultQuerySchema,
} from '@expertos/domain/google-calendar.schema';
import { Alert, Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '@/shared/api/error-text';
import { translateError } from '@/shared/i18n/i18n';
import { formatDateTime } from '@/shared/lib/format';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import {
  chooseCalendar,
  disconnectGoogle,
  googleCalendarQueryKey,
  googleCalendarQueryOptions,
  googleCalendarsQueryOptions,
  openGoogleConsent,
  startGoogleConnect,
} from '../api/google-calendar';

type Connection = NonNullable<GoogleCalendarStatus['connection']>;

/** How connecting went, from the query Google's redirect back landed with (then dropped). */
function ConnectResult() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const result = googleCalendarResultQuerySchema.parse(Object.fromEntries(params));
  const outcome = result[GOOGLE_CALENDAR_RESULT_PARAM];
  if (!outcome) return null;
  const close = () =>
    setParams(
      (current) => {
        current.delete(GOOGLE_CALENDAR_RESULT_PARAM);
        current.delete('reason');
        return current;
      },
      { replace: true },
    );
  return outcome === 'ok' ? (
    <Alert color="green" withCloseButton onClose={close} role="status">
      {t('ui.calendar.google.connected')}
    </Alert>
  ) : (
    <Alert color="red" withCloseButton onClose={close} role="alert">
      {translateError(result.reason ?? 'integration_state_invalid', '')}
    </Alert>
  );
}

/** The calendar picker: only calendars the account may add events to. */
function CalendarPicker({ connection }: { connection: Connection }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const calendars = useQuery(googleCalendarsQueryOptions());
  const choose = useMutation({
    mutationFn: (calendarId: string) => chooseCalendar(calendarId),
    onSuccess: (status) => {
      queryClient.setQueryData(googleCalendarQueryKey, status);
      notify({
        type: 'positive',
        message: t('ui.calendar.google.chosen', { name: status.connection?.calendar_name ?? '' }),
      });
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  if (calendars.isError)
    return <QueryError error={calendars.error} onRetry={() => void calendars.refetch()} />;
  const options = (calendars.data ?? []).map((calendar) => ({
    value: calendar.primary ? GOOGLE_PRIMARY_CALENDAR : calendar.id,
    label: calendar.primary ? t('ui.calendar.google.primary', { name: calendar.summary }) : calendar.summary,
  }));
  return (
    <Select
      label={t('ui.calendar.google.calendar')}
      description={t('ui.calendar.google.calendarHelp')}
      data={options}
      value={connection.calendar_id}
      placeholder={calendars.isPending ? t('ui.loading') : undefined}
      disabled={calendars.isPending || choose.isPending}
      allowDeselect={false}
      onChange={(value) => value && value !== connection.calendar_id && choose.mutate(value)}
      maw={420}
    />
  );
}

/**
 * A person's own Google Calendar (docs/product.md#integrations), on /profile: connect their
 * Google account, pick the calendar their tickets go to, see the last failure, reconnect a
 * broken connection, disconnect.
 */
export function GoogleCalendarCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery(googleCalendarQueryOptions());
  const connect = useMutation({
    mutationFn: startGoogleConnect,
    onSuccess: (url) => openGoogleConsent(url),
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  const disconnect = useMutation({
    mutationFn: disconnectGoogle,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: googleCalendarQueryKey });
      notify({ type: 'positive', message: t('ui.calendar.google.disconnected') });
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  const stop = async () => {
    const sure = await confirm({
      title: t('ui.calendar.google.disconnectTitle'),
      message: t('ui.calendar.google.disconnectMessage'),
      ok: t('ui.calendar.google.disconnect'),
      danger: true,
    });
    if (sure) disconnect.mutate();
  };

  const connection = status.data?.connection ?? null;
  return (
    <SectionCard title={t('ui.calendar.google.title')} intro={t('ui.calendar.google.intro')}>
      <Stack gap="md">
        <ConnectResult />
        {status.isPending ? (
          <Skeleton height={36} role="status" aria-label={t('ui.loading')} />
        ) : status.isError ? (
          <QueryError error={status.error} onRetry={() => void status.refetch()} />
        ) : !status.data.available ? (
          <Text size="sm" c="dimmed">
            {t('ui.calendar.google.unavailable')}
          </Text>
        ) : !connection ? (
          <Group>
            <Button onClick={() => connect.mutate()} loading={connect.isPending}>
              {t('ui.calendar.google.connect')}
            </Button>
          </Group>
        ) : (
          <>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {connection.account_email
                ? t('ui.calendar.google.connectedAs', { email: connection.account_email })
                : t('ui.calendar.google.connectedAccount')}
            </Text>
            {connection.state === 'broken' ? (
              <Alert color="red" role="alert">
                {t('ui.calendar.google.broken')}
              </Alert>
            ) : (
              <CalendarPicker connection={connection} />
            )}
            {connection.state === 'connected' && connection.last_error && (
              <Alert color="yellow">
                {t('ui.calendar.google.lastError', {
                  at: formatDateTime(connection.last_error.at),
                  message: connection.last_error.message,
                })}
              </Alert>
            )}
            <Group>
              {connection.state === 'broken' && (
                <Button onClick={() => connect.mutate()} loading={connect.isPending}>
                  {t('ui.calendar.google.reconnect')}
                </Button>
              )}
              <Button variant="subtle" color="red" onClick={() => void stop()} loading={disconnect.isPending}>
                {t('ui.calendar.google.disconnect')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
