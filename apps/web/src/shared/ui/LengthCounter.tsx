import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** From this share of the limit on, the counter shows (docs/product.md#notices-and-dialogs). */
export const COUNTER_FROM = 0.8;

export type LimitState = 'hidden' | 'near' | 'at' | 'over';

/** Where a count stands against its limit: nothing to say below 80 %, then near, at, over. */
export function limitState(count: number, max: number, from = COUNTER_FROM): LimitState {
  if (count > max) return 'over';
  if (count === max) return 'at';
  return count >= Math.ceil(max * from) ? 'near' : 'hidden';
}

const COLOR: Record<Exclude<LimitState, 'hidden'>, string> = {
  near: 'dimmed',
  at: 'red.8',
  over: 'red.8',
};

/**
 * A text field's limit said out loud: "240 / 300" from 80 % of it, "That is the limit" at it
 * and how many characters are too many past it (pasted text, a limit lowered since). Put it in
 * the field's `description` (Mantine links it to the input), e.g.
 * `description={<LengthCounter length={value.length} max={TICKET_SUMMARY_MAX} />}`.
 */
export function LengthCounter({ length, max }: { length: number; max: number }) {
  const { t } = useTranslation();
  const state = limitState(length, max);
  if (state === 'hidden') return null;
  const text =
    state === 'over'
      ? t('ui.limits.over', { count: length - max, max })
      : state === 'at'
        ? t('ui.limits.atLimit', { max })
        : t('ui.limits.counter', { count: length, max });
  return (
    <Text component="span" size="xs" c={COLOR[state]} aria-live="polite" data-testid="length-counter">
      {text}
    </Text>
  );
}

/** The same for a number of items (tags on a ticket): "18 of 20 tags", then "At most 20 tags". */
export function CountLimit({ count, max, what }: { count: number; max: number; what: string }) {
  const { t } = useTranslation();
  const state = limitState(count, max);
  if (state === 'hidden') return null;
  return (
    <Text component="span" size="xs" c={COLOR[state]} aria-live="polite" data-testid="count-limit">
      {state === 'near'
        ? t('ui.limits.itemsCounter', { count, max, what })
        : t('ui.limits.itemsFull', { max, what })}
    </Text>
  );
}
