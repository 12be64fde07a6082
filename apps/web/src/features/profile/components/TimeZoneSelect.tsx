import { timeZoneChoices } from '@expertos/domain/time-zones';
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Any zone the runtime knows, searched as you type ("berlin", "new_york"). */
export function TimeZoneSelect({
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string;
  onChange: (zone: string) => void;
}) {
  const { t } = useTranslation();
  const data = useMemo(() => {
    const zones = timeZoneChoices();
    // An alias (Asia/Kolkata where the runtime lists Asia/Calcutta) stays choosable as it is.
    return zones.includes(value) ? zones : [value, ...zones];
  }, [value]);
  return (
    <Select
      searchable
      data={data}
      value={value}
      onChange={(zone) => zone && onChange(zone)}
      allowDeselect={false}
      limit={50}
      placeholder={t('ui.timeZone.placeholder')}
      nothingFoundMessage={t('ui.timeZone.nothingFound')}
      {...props}
    />
  );
}
