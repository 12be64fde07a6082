import type { TicketStatus } from '@expertos/domain/tickets';
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { statusOptions } from './option-lists';

export interface StatusSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: TicketStatus;
  onChange: (status: TicketStatus) => void;
}

/** One of the 13 statuses, in the spec's order (label defaults to "Status"). */
export function StatusSelect({ value, onChange, label, ...props }: StatusSelectProps) {
  const { t } = useTranslation();
  const data = useMemo(() => statusOptions(t), [t]);
  return (
    <Select
      label={label === undefined ? t('ui.tickets.list.fields.status') : label}
      data={data}
      value={value}
      onChange={(next) => next && onChange(next as TicketStatus)}
      allowDeselect={false}
      {...props}
    />
  );
}
