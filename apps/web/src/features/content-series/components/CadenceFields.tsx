import '@/shared/i18n/parts/content-series';
import { CONTENT_SERIES_CADENCE_AHEAD_DAYS } from '@expertos/domain/content-series';
import { Divider, Loader, Stack, Switch, Text } from '@mantine/core';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlots } from '@/shared/ui/slots';

export interface CadenceFieldsProps {
  on: boolean;
  onToggle: (on: boolean) => void;
  /** The rule shown (RFC 5545 text); null before the field has told one. */
  rule: string | null;
  onRule: (rule: string | null) => void;
  /** The server's refusal of the cadence. */
  error?: string;
}

/**
 * The series form's optional cadence: off by default; on, the repeat-rule field another
 * feature puts in the `recurrenceRuleField` slot. With none composed in, nothing is shown and
 * the cadence is left as it is.
 */
export function CadenceFields({ on, onToggle, rule, onRule, error }: CadenceFieldsProps) {
  const { t } = useTranslation();
  const [RuleField] = useSlots().recurrenceRuleField;
  const k = 'ui.contentSeries.cadence' as const;
  const hintId = useId();
  if (!RuleField) return null;
  return (
    <>
      <Divider />
      <Stack gap="sm" data-testid="series-cadence-fields">
        <Text size="sm" fw={600}>
          {t(`${k}.title`)}
        </Text>
        {/* The hint apart from the switch's label: inside it, it would be read as its name. */}
        <Stack gap={4}>
          <Switch
            label={t(`${k}.switch`)}
            aria-describedby={hintId}
            checked={on}
            onChange={(event) => onToggle(event.currentTarget.checked)}
          />
          <Text id={hintId} size="xs" c="dimmed">
            {t(`${k}.hint`, { days: CONTENT_SERIES_CADENCE_AHEAD_DAYS })}
          </Text>
        </Stack>
        {on && (
          <Suspense fallback={<Loader size="sm" aria-label={t('ui.loading')} />}>
            <RuleField value={rule} onChange={onRule} error={error} />
          </Suspense>
        )}
      </Stack>
    </>
  );
}
