import '@/shared/i18n/parts/analytics';
import type { AnalyticsReport } from '@expertos/domain/analytics/report.schema';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeOf, count, percent } from '../lib/format';

type Headline = AnalyticsReport['headline']['current'];
type Figure = 'reach' | 'views' | 'engagements' | 'rate';
const FIGURES: readonly Figure[] = ['reach', 'views', 'engagements', 'rate'];

/** The number a card shows: a total for counts, the median per post for the rate. */
const shownValue = (headline: Headline, figure: Figure) =>
  figure === 'rate' ? headline.rate.median : headline[figure].total;

function Change({ current, previous }: { current: number | null; previous: number | null }) {
  const { t } = useTranslation();
  const change = changeOf(current, previous);
  if (!change)
    return (
      <Text size="xs" c="dimmed">
        {t('ui.analytics.headline.noPrevious')}
      </Text>
    );
  const Icon =
    change.dir === 'up' ? IconArrowUpRight : change.dir === 'down' ? IconArrowDownRight : IconArrowRight;
  return (
    <Text size="xs" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
      <Icon size={14} aria-hidden />
      {t(`ui.analytics.headline.${change.dir}`, { change: change.change })}
    </Text>
  );
}

/**
 * The range's headline figures against the period before. Each says what it rests on ("41 of 48
 * posts"); a figure no post has yet shows "—", never 0.
 */
export function HeadlineCards({ headline }: { headline: AnalyticsReport['headline'] }) {
  const { t } = useTranslation();
  const h = 'ui.analytics.headline' as const;
  const { current, previous } = headline;
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, md: 5 }}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      <Card withBorder component="li" aria-label={t(`${h}.posts`)}>
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t(`${h}.posts`)}
          </Text>
          <Text fz={26} fw={700}>
            {count(current.posts)}
          </Text>
          <Change current={current.posts} previous={previous.posts} />
        </Stack>
      </Card>
      {FIGURES.map((figure) => {
        const summary = current[figure];
        const value = shownValue(current, figure);
        const none = summary.counted === 0 || value === null;
        return (
          <Card withBorder component="li" key={figure} aria-label={t(`${h}.${figure}`)}>
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t(`${h}.${figure}`)} · {t(figure === 'rate' ? `${h}.rateHint` : `${h}.totalHint`)}
              </Text>
              <Text fz={26} fw={700}>
                {none ? t(`${h}.none`) : figure === 'rate' ? percent(value) : count(value)}
              </Text>
              {none ? (
                <Text size="xs" c="dimmed">
                  {t(`${h}.noFigures`)}
                </Text>
              ) : (
                <>
                  <Text size="xs">{t(`${h}.restsOn`, { counted: summary.counted, of: summary.of })}</Text>
                  <Change
                    current={value}
                    previous={previous[figure].counted === 0 ? null : shownValue(previous, figure)}
                  />
                </>
              )}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
