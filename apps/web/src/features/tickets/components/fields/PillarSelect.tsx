import '@/shared/i18n/parts/brand-settings';
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The "No pillar" choice: a pillar's name is never empty, so '' can stand for none. */
const NO_PILLAR = '';

export interface PillarSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  /** The brand's content pillars, in the profile's order. */
  pillars: readonly string[];
  value: string | null;
  onChange: (pillar: string | null) => void;
}

/**
 * A post's pillar (docs/product.md#ticket-fields): "No pillar" or one of the brand's content
 * pillars. A pillar the profile has since dropped is still shown while the post has it.
 */
export function PillarSelect({ pillars, value, onChange, description, ...props }: PillarSelectProps) {
  const { t } = useTranslation();
  const data = useMemo(() => {
    const names = value !== null && !pillars.includes(value) ? [value, ...pillars] : pillars;
    return [
      { value: NO_PILLAR, label: t('ui.tickets.details.pillar.none') },
      ...names.map((name) => ({ value: name, label: name })),
    ];
  }, [pillars, value, t]);
  return (
    <Select
      data={data}
      value={value ?? NO_PILLAR}
      onChange={(next) => {
        const pillar = next === null || next === NO_PILLAR ? null : next;
        if (pillar !== value) onChange(pillar);
      }}
      allowDeselect={false}
      // Where the pillars come from, when the brand has none (null: say nothing, no brand chosen yet).
      description={
        description !== undefined
          ? description
          : pillars.length === 0
            ? t('ui.tickets.details.pillar.brandHasNone', {
                step: t('ui.brandSettings.stepNames.content-pillars'),
              })
            : undefined
      }
      {...props}
    />
  );
}
