import '@mantine/charts/styles.css';
import type { TimeReport } from '@expertos/domain/timetracking.schema';
import { BarChart } from '@mantine/charts';
import { Paper, Stack, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { weekChart, weekSummary } from '../../lib/report';

/** Hours per week, stacked by brand (hours to one decimal); its numbers also in words. */
export function WeekChart({ report }: { report: TimeReport }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, series } = useMemo(() => weekChart(report), [report]);
  const hours = (value: number) => t('ui.timetracking.report.hoursShort', { value });
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title id={titleId} order={2} size="h4">
          {t('ui.timetracking.report.chart')}
        </Title>
        <figure
          style={{ margin: 0 }}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={`${titleId}-summary`}
          data-testid="time-chart"
        >
          <BarChart
            h={260}
            data={data}
            dataKey="week"
            type="stacked"
            series={series}
            valueFormatter={hours}
            withLegend={series.length > 1}
            legendProps={{ verticalAlign: 'bottom' }}
            tickLine="y"
            gridAxis="y"
          />
          <figcaption id={`${titleId}-summary`} hidden>
            {t('ui.timetracking.report.chartSummary', { weeks: weekSummary(report, hours) })}
          </figcaption>
        </figure>
      </Stack>
    </Paper>
  );
}
