import '@/shared/i18n/parts/analytics';
import type { AnalyticsReport } from '@expertos/domain/analytics/report.schema';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { count, platformLabel } from '../lib/format';
import { TrendChart } from './TrendChart';

/**
 * "Followers and reach": a line of followers per account (one chart each, so no colour has to
 * tell accounts apart) and the reach of each day's posts. A day without a figure is a break in
 * the line and "not read" or "no posts" in the table, never 0.
 */
export function FollowersAndReach({ report }: { report: AnalyticsReport }) {
  const { t } = useTranslation();
  const r = 'ui.analytics.trends' as const;
  const names = new Map(report.accounts.map((account) => [account.id, account.name]));
  const series = report.followers.filter((line) => line.days.some((day) => day.followers !== null));
  const reachDays = report.reach.filter((day) => day.reach !== null).length;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t(`${r}.title`)}
      </Title>
      <Text size="sm" c="dimmed">
        {t(`${r}.hint`, { zone: report.time_zone })}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {series.length === 0 ? (
          <Text size="sm">{t(`${r}.noFollowers`)}</Text>
        ) : (
          series.map((line) => {
            const account = names.get(line.account) ?? t(`${r}.unknownAccount`);
            return (
              <TrendChart
                key={line.account}
                title={t(`${r}.followers`, { account, platform: platformLabel(line.network, t) })}
                chartLabel={t(`${r}.followersChart`, {
                  account,
                  read: line.days.filter((day) => day.followers !== null).length,
                  days: line.days.length,
                })}
                columns={[t(`${r}.followersColumn`)]}
                zeroBased={false}
                days={line.days.map((day) => ({
                  day: day.day,
                  value: day.followers,
                  cells: [day.followers === null ? t(`${r}.notRead`) : count(day.followers)],
                }))}
              />
            );
          })
        )}
        <Stack gap={4}>
          {reachDays === 0 ? (
            <>
              <Title order={3} size="h5">
                {t(`${r}.reach`)}
              </Title>
              <Text size="sm">{t(`${r}.noReach`)}</Text>
            </>
          ) : (
            <TrendChart
              title={t(`${r}.reach`)}
              chartLabel={t(`${r}.reachChart`, { days: reachDays, all: report.reach.length })}
              columns={[t(`${r}.reachColumn`), t(`${r}.restsOn`)]}
              days={report.reach.map((day) => ({
                day: day.day,
                value: day.reach,
                cells: [
                  day.reach === null ? t('ui.analytics.headline.none') : count(day.reach),
                  day.of === 0
                    ? t(`${r}.noPosts`)
                    : t('ui.analytics.headline.restsOn', { counted: day.counted, of: day.of }),
                ],
              }))}
            />
          )}
          <Text size="xs" c="dimmed">
            {t(`${r}.reachHint`)}
          </Text>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
