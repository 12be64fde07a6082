import '@/shared/i18n/parts/analytics';
import '@/shared/i18n/parts/brand-settings';
import type { AnalyticsReport } from '@expertos/domain/analytics/report.schema';
import { Group, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { calendarDayLabel, count, percent } from '../lib/format';
import { InlineBar } from './charts/InlineBar';

type Week = AnalyticsReport['weeks'][number];

/** The purposes with anything to say, in words ("Growth 1 of 2"); a purpose with nothing is left out. */
function purposeWords(week: Week, t: TFunction): string {
  const w = 'ui.analytics.weeks' as const;
  const words: string[] = week.purposes
    .filter((row) => row.posted > 0 || (row.target ?? 0) > 0 || (row.planned ?? 0) > 0)
    .map((row) =>
      row.target === null
        ? t(`${w}.purposePosted`, {
            purpose: t(`ui.tickets.list.purposes.${row.purpose}`),
            posted: row.posted,
          })
        : t(`${w}.purposeOf`, {
            purpose: t(`ui.tickets.list.purposes.${row.purpose}`),
            posted: row.posted,
            target: row.target,
          }),
    );
  if (week.unassigned && week.unassigned.posted > 0)
    words.push(t(`${w}.noPurpose`, { posted: week.unassigned.posted }));
  return words.length > 0 ? words.join(' · ') : t(`${w}.nothing`);
}

/**
 * "Plan and results by week": each Monday week of the range, the slate's target and the post
 * tickets due against the posts that went out, and their median 7-day rate with what it rests
 * on. The bar beside "posted" is the share of the target met, a picture of the words beside it.
 * An external reading shared results is not sent the slate: its columns are left out.
 */
export function PlanByWeek({
  weeks,
  timeZone,
  filtered,
}: {
  weeks: AnalyticsReport['weeks'];
  timeZone: string;
  /** A platform, account, pillar or format filter is set: the slate still counts the whole plan. */
  filtered: boolean;
}) {
  const { t } = useTranslation();
  const w = 'ui.analytics.weeks' as const;
  const slate = weeks.some((week) => week.target !== null);
  const noSlate = slate && weeks.every((week) => !week.target);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t(`${w}.title`)}
      </Title>
      <Text size="sm" c="dimmed">
        {t(slate ? `${w}.hint` : `${w}.hintNoSlate`, { zone: timeZone })}
      </Text>
      {noSlate && (
        <Text size="sm">{t(`${w}.noSlate`, { step: t('ui.brandSettings.stepNames.growth-goals') })}</Text>
      )}
      {slate && filtered && !noSlate && (
        <Text size="sm" c="dimmed">
          {t(`${w}.filtered`)}
        </Text>
      )}
      <Table.ScrollContainer minWidth={slate ? 720 : 520}>
        <Table striped aria-label={t(`${w}.table`)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(`${w}.week`)}</Table.Th>
              {slate && <Table.Th>{t(`${w}.target`)}</Table.Th>}
              {slate && <Table.Th>{t(`${w}.planned`)}</Table.Th>}
              <Table.Th>{t(`${w}.posted`)}</Table.Th>
              <Table.Th>{t(`${w}.purposes`)}</Table.Th>
              <Table.Th>{t(`${w}.rate`)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((week) => (
              <Table.Tr key={week.start}>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {t(`${w}.range`, {
                      from: calendarDayLabel(week.start),
                      to: calendarDayLabel(week.end),
                    })}
                  </Text>
                  {week.days < 7 && (
                    <Text size="xs" c="dimmed">
                      {t(`${w}.part`, { days: week.days })}
                    </Text>
                  )}
                </Table.Td>
                {slate && (
                  <Table.Td>{week.target === null ? t(`${w}.nothing`) : count(week.target)}</Table.Td>
                )}
                {slate && (
                  <Table.Td>{week.planned === null ? t(`${w}.nothing`) : count(week.planned)}</Table.Td>
                )}
                <Table.Td>
                  {week.target ? (
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {t(`${w}.ofTarget`, { posted: count(week.posted), target: count(week.target) })}
                      </Text>
                      <InlineBar value={week.posted} max={week.target} width={60} />
                    </Group>
                  ) : (
                    count(week.posted)
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{purposeWords(week, t)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {week.rate.median === null ? t(`${w}.nothing`) : percent(week.rate.median)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {week.rate.of === 0
                      ? t(`${w}.noPosts`)
                      : t('ui.analytics.headline.restsOn', { counted: week.rate.counted, of: week.rate.of })}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
