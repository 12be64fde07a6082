import type { TicketType } from '@expertos/domain/tickets';
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { typeOptions } from './option-lists';

export interface TicketTypeSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: TicketType;
  onChange: (type: TicketType) => void;
}

/** The ticket type; label defaults to "Type". */
export function TicketTypeSelect({ value, onChange, label, ...props }: TicketTypeSelectProps) {
  const { t } = useTranslation();
  const data = useMemo(() => typeOptions(t), [t]);
  return (
    <Select
      label={label === undefined ? t('ui.tickets.list.fields.type') : label}
      data={data}
      value={value}
      onChange={(next) => next && onChange(next as TicketType)}
      allowDeselect={false}
      {...props}
    />
  );
}
