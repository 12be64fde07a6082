import { LIMITS } from '@expertos/domain/limits';
import { type BillingInterval, maxExtraSeats, PLANS, seatPriceTotal } from '@expertos/domain/plans';
import { NumberInput, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@/shared/lib/format';

/** A seat count being typed: a whole number, or '' while the field is cleared. */
export type SeatsValue = number | '';

export const INITIAL_EXTRA_SEATS: SeatsValue = LIMITS.additionalSeatsStart;

/** The typed count when it can be bought, else null (cleared, or out of the plan's range). */
export function validExtraSeats(value: SeatsValue): number | null {
  if (value === '' || !Number.isInteger(value)) return null;
  return value >= 0 && value <= maxExtraSeats('business') ? value : null;
}

/**
 * 'Add number of additional seats' (docs/product.md#seats): a clearable whole number from 0 to
 * the plan's most, and under it the price it makes (`seatPriceTotal`, never a price of our own).
 */
export function ExtraSeatsInput({
  value,
  onChange,
  interval,
  label,
  disabled,
}: {
  value: SeatsValue;
  onChange: (value: SeatsValue) => void;
  interval: BillingInterval;
  label?: string;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const seats = validExtraSeats(value);
  const total = seats === null ? null : seatPriceTotal('business', interval, seats);
  return (
    <>
      <NumberInput
        label={label ?? t('ui.billing.picker.extraSeats')}
        value={value}
        onChange={(next) => onChange(typeof next === 'number' ? next : next === '' ? '' : Number(next))}
        min={0}
        max={maxExtraSeats('business')}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        disabled={disabled}
      />
      <Text size="sm" fw={600} aria-live="polite" data-testid="price-preview">
        {total === null || seats === null
          ? t('ui.billing.picker.enterSeats')
          : t('ui.billing.picker.total', {
              price: formatCents(total, i18n.language),
              per: t(`ui.billing.per.${interval}`),
              seats: PLANS.business.includedSeats + seats,
            })}
      </Text>
    </>
  );
}
