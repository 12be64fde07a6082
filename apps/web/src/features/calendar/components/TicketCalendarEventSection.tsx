import '@/shared/i18n/parts/calendar';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { notify } from '@/shared/ui/notify/notify-store';
import type { TicketSlotProps } from '@/shared/ui/slots';
import { removeFromCalendar, ticketCalendarEventQueryOptions } from '../api/google-calendar';

/**
 * Where the ticket's Google Calendar event is (docs/product.md#integrations), in its side
 * column: shown only while there is one, with "Remove from calendar", the way to change an
 * assignee the event otherwise keeps.
 */
export function TicketCalendarEventSection({ ticketUid, headingOrder, ticketUpdated }: TicketSlotProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const query = ticketCalendarEventQueryOptions(ticketUid, ticketUpdated);
  const event = useQuery(query);
  const remove = useMutation({
    mutationFn: () => removeFromCalendar(ticketUid),
    onSuccess: () => {
      queryClient.setQueryData(query.queryKey, { event: null });
      notify({ type: 'positive', message: t('ui.calendar.google.removed') });
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  const shown = event.data?.event;
  // Nothing to say without an event (a failed read included: the section is a hint, not a must).
  if (!shown) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title id={headingId} order={headingOrder} size="h5">
        {t('ui.calendar.google.ticketTitle')}
      </Title>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {shown.account_email
          ? t('ui.calendar.google.ticketIn', { email: shown.account_email })
          : t('ui.calendar.google.ticketInSomeone')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('ui.calendar.google.ticketHint')}
      </Text>
      <Group gap="sm">
        {shown.html_link && (
          <Anchor href={shown.html_link} target="_blank" rel="noreferrer" size="sm">
            {t('ui.calendar.google.open')}
          </Anchor>
        )}
        <Button size="xs" variant="default" onClick={() => remove.mutate()} loading={remove.isPending}>
          {t('ui.calendar.google.remove')}
        </Button>
      </Group>
    </Stack>
  );
}
