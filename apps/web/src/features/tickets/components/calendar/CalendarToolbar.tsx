import { ActionIcon, Button, Group, Loader, SegmentedControl, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export const CALENDAR_MODES = ['dayGridMonth', 'dayGridWeek'] as const;
export type CalendarMode = (typeof CALENDAR_MODES)[number];

export interface CalendarToolbarProps {
  title: string;
  mode: CalendarMode;
  /** The phone's agenda is on: no month/week choice. */
  agenda?: boolean;
  loading: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  onMode: (mode: CalendarMode) => void;
}

function isMode(value: string): value is CalendarMode {
  return (CALENDAR_MODES as readonly string[]).includes(value);
}

/** Previous, today and next; the period's title; month or week. */
export function CalendarToolbar({
  title,
  mode,
  agenda = false,
  loading,
  onPrevious,
  onNext,
  onToday,
  onMode,
}: CalendarToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" mb="sm">
      <Group gap="xs">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={onPrevious}
          aria-label={t('ui.tickets.views.calendar.previous')}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Button variant="default" onClick={onToday}>
          {t('ui.tickets.views.calendar.today')}
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={onNext}
          aria-label={t('ui.tickets.views.calendar.next')}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <Title order={3} size="h4" ml="xs" aria-live="polite" data-testid="calendar-title">
          {title}
        </Title>
        {loading && <Loader size="xs" aria-label={t('ui.tickets.views.calendar.loading')} />}
      </Group>
      {!agenda && (
        <SegmentedControl
          aria-label={t('ui.tickets.views.calendar.mode')}
          value={mode}
          onChange={(value) => {
            if (isMode(value)) onMode(value);
          }}
          data={[
            { value: 'dayGridMonth', label: t('ui.tickets.views.calendar.month') },
            { value: 'dayGridWeek', label: t('ui.tickets.views.calendar.week') },
          ]}
        />
      )}
    </Group>
  );
}
