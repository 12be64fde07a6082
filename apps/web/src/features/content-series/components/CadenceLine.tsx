import '@/shared/i18n/parts/content-series';
import { CONTENT_SERIES_CADENCE_AHEAD_DAYS, type ContentSeries } from '@expertos/domain/content-series';
import { Group, Stack, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/shared/lib/format';
import { useSlots } from '@/shared/ui/slots';

export interface CadenceLineProps {
  cadence: NonNullable<ContentSeries['cadence']>;
  /** Also say how far ahead its posts are made (the series' own page). */
  withAhead?: boolean;
}

/**
 * "Weekly on Tuesday · next post for Tue, Dec 8": the rule in words (from the slot's field,
 * read-only; as it is without one) and the next day a post is still to be made for.
 */
export function CadenceLine({ cadence, withAhead = false }: CadenceLineProps) {
  const { t, i18n } = useTranslation();
  const [RuleField] = useSlots().recurrenceRuleField;
  const k = 'ui.contentSeries.cadence' as const;
  const words = RuleField ? (
    <Suspense fallback={t(`${k}.title`)}>
      <RuleField value={cadence.rule} start={cadence.start} readOnly />
    </Suspense>
  ) : (
    cadence.rule
  );
  const next = cadence.next
    ? t(`${k}.next`, {
        date: formatDay(cadence.next, i18n.language, { weekday: 'short', day: 'numeric', month: 'short' }),
      })
    : t(`${k}.ended`);
  return (
    <Stack gap={0} data-testid="series-cadence">
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconRepeat size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {words}
          {' · '}
          {next}
        </Text>
      </Group>
      {withAhead && (
        <Text size="xs" c="dimmed" pl={22}>
          {t(`${k}.ahead`, { days: CONTENT_SERIES_CADENCE_AHEAD_DAYS })}
        </Text>
      )}
    </Stack>
  );
}
