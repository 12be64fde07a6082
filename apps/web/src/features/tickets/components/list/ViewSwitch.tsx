import { VIEW_MODES, type ViewMode } from '@expertos/domain/settings';
import { Center, SegmentedControl, VisuallyHidden } from '@mantine/core';
import { IconCalendar, IconLayoutKanban, IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ICONS = { table: IconTable, kanban: IconLayoutKanban, calendar: IconCalendar } as const;

/**
 * Table / Kanban / Calendar. Mantine's SegmentedControl is a radio group: Tab reaches it,
 * arrow keys move between views.
 */
export function ViewSwitch({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  const { t } = useTranslation();
  const data = VIEW_MODES.map((mode) => {
    const Icon = ICONS[mode];
    return {
      value: mode,
      label: (
        <Center style={{ gap: 6 }}>
          <Icon size={16} aria-hidden />
          <span>{t(`ui.tickets.list.views.${mode}`)}</span>
        </Center>
      ),
    };
  });
  return (
    <>
      <VisuallyHidden id="ticket-view-label">{t('ui.tickets.list.page.view')}</VisuallyHidden>
      <SegmentedControl
        data={data}
        value={value}
        onChange={(next) => onChange(next as ViewMode)}
        aria-labelledby="ticket-view-label"
        size="sm"
      />
    </>
  );
}
