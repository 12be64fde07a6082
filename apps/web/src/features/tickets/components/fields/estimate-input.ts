import {
  amountToMinorUnits,
  ESTIMATE_AMOUNT_MAX,
  ESTIMATE_HOURS_MAX,
  minorUnitsToAmount,
} from '@expertos/domain/ticket.schema';
import type { NumberInputProps } from '@mantine/core';
import { numberSeparators } from '@/shared/lib/format';

/**
 * What Mantine's NumberInput hands `onChange`, as a number: null when empty, NaN when it is
 * no number. NumberInput gives a number only once the text reads as one without loss; while
 * the text is empty, ends in a separator ('12.') or in a zero after it ('12.50', which
 * `fixedDecimalScale` always writes) it gives the text — without its grouping, and with a
 * point for the language's decimal separator (react-number-format's value), whatever
 * `numberInputFormat` the field was given. Both must count.
 */
export function readNumberInput(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return text === '' ? null : Number(text);
}

/**
 * How estimate numbers are typed and shown: as the person's language writes them
 * (docs/product.md#estimates), '1,250.50' in English, '1.250,50' in German, '1 250,50' in
 * French. Only the language's decimal separator starts the decimals (NumberInput's default
 * takes both '.' and ','), or '1,250.50' would be read as 1.25; the grouping separator, or any
 * other character, is dropped as typed.
 */
export function numberInputFormat(locale?: string): NumberInputProps {
  const { group, decimal } = numberSeparators(locale);
  return {
    thousandSeparator: group,
    decimalSeparator: decimal,
    allowedDecimalSeparators: [decimal],
    allowNegative: false,
    inputMode: 'decimal',
  };
}

/** Estimate hours as typed: decimal hours, the API's unit too (docs/product.md#estimates). */
export const HOURS_INPUT = {
  min: 0,
  max: ESTIMATE_HOURS_MAX,
  decimalScale: 2,
  fixedDecimalScale: false,
} as const;

/**
 * The estimate amount as typed and shown: the main unit with two decimals; the API takes the
 * smallest unit (docs/product.md#estimates), so the maximum is the domain's, in the main unit.
 */
export const AMOUNT_INPUT = {
  min: 0,
  max: minorUnitsToAmount(ESTIMATE_AMOUNT_MAX),
  decimalScale: 2,
  fixedDecimalScale: true,
} as const;

/** A typed amount (main unit) as the API takes it: null stays null, NaN stays refused. */
export function amountForApi(amount: number | null): number | null {
  if (amount === null || Number.isNaN(amount)) return amount;
  return amountToMinorUnits(amount);
}
