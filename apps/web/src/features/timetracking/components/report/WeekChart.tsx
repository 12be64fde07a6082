import type { TimeReport } from '@expertos/domain/timetracking.schema';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { colorVar, valueTicks, weekChart, weekSummary } from '../../lib/report';

const HEIGHT = 260;
const AXIS_LEFT = 44;
const AXIS_BOTTOM = 24;
const TOP = 8;

/**
 * Hours per week, stacked by brand (hours to one decimal); its numbers also in words.
 * Drawn as plain SVG: a charting library cost 115 KB of gzipped JavaScript for one bar chart
 * (issue 18's budget is 100 KB per lazy chunk).
 */
export function WeekChart({ report }: { report: TimeReport }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { ref, width } = useElementSize<HTMLDivElement>();
  const [hovered, setHovered] = useState<number | null>(null);
  const { data, series } = useMemo(() => weekChart(report), [report]);
  const hours = (value: number) => t('ui.timetracking.report.hoursShort', { value });

  const totals = data.map((point) => series.reduce((sum, s) => sum + Number(point[s.name] ?? 0), 0));
  const ticks = valueTicks(Math.max(0, ...totals));
  const top = ticks.at(-1) ?? 1;
  const plotWidth = Math.max(0, width - AXIS_LEFT);
  const plotHeight = HEIGHT - TOP - AXIS_BOTTOM;
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const band = data.length > 0 ? plotWidth / data.length : 0;
  const barWidth = Math.min(48, band * 0.6);
  // Labels thin out on narrow screens so they never overlap (about 44 px per label).
  const labelEvery = Math.max(1, Math.ceil(44 / Math.max(1, band)));

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
          <div ref={ref} style={{ width: '100%', height: HEIGHT }}>
            {width > 0 && (
              <svg width={width} height={HEIGHT} aria-hidden="true" style={{ display: 'block' }}>
                {ticks.map((tick) => (
                  <g key={tick}>
                    <line
                      x1={AXIS_LEFT}
                      x2={width}
                      y1={y(tick)}
                      y2={y(tick)}
                      stroke="var(--mantine-color-default-border)"
                      strokeDasharray={tick === 0 ? undefined : '4 4'}
                    />
                    <text
                      x={AXIS_LEFT - 8}
                      y={y(tick)}
                      textAnchor="end"
                      dominantBaseline="middle"
                      fontSize={12}
                      fill="var(--mantine-color-dimmed)"
                    >
                      {hours(tick)}
                    </text>
                  </g>
                ))}
                {data.map((point, index) => {
                  const x = AXIS_LEFT + band * index;
                  let stacked = 0;
                  const parts = series.map((s) => ({ ...s, value: Number(point[s.name] ?? 0) }));
                  const label = String(point.week);
                  return (
                    <g
                      key={label}
                      onPointerEnter={() => setHovered(index)}
                      onPointerLeave={() => setHovered(null)}
                      data-testid="time-chart-week"
                    >
                      <title>
                        {`${label}: ${
                          parts
                            .filter((p) => p.value > 0)
                            .map((p) => `${p.label} ${hours(p.value)}`)
                            .join(', ') || hours(0)
                        }`}
                      </title>
                      <rect
                        x={x}
                        y={TOP}
                        width={band}
                        height={plotHeight}
                        fill={hovered === index ? 'var(--mantine-color-default-hover)' : 'transparent'}
                      />
                      {parts.map((part) => {
                        if (part.value <= 0) return null;
                        const from = y(stacked);
                        stacked += part.value;
                        const to = y(stacked);
                        return (
                          <rect
                            key={part.name}
                            x={x + (band - barWidth) / 2}
                            y={to}
                            width={barWidth}
                            height={Math.max(1, from - to)}
                            fill={colorVar(part.color)}
                          />
                        );
                      })}
                      {index % labelEvery === 0 && (
                        <text
                          x={x + band / 2}
                          y={HEIGHT - 6}
                          textAnchor="middle"
                          fontSize={12}
                          fill="var(--mantine-color-dimmed)"
                        >
                          {label}
                        </text>
                      )}
                    </g>
                  );
                })}
              </svg>
            )}
          </div>
          <figcaption id={`${titleId}-summary`} hidden>
            {t('ui.timetracking.report.chartSummary', {
              weeks: weekSummary(report, hours, i18n.language, (label, value) =>
                t('ui.common.labelled', { label, value }),
              ),
            })}
          </figcaption>
        </figure>
        {series.length > 1 && (
          <Group gap="md" justify="center" data-testid="time-chart-legend">
            {series.map((s) => (
              <Group key={s.name} gap={6} wrap="nowrap">
                <span
                  aria-hidden="true"
                  style={{ width: 12, height: 12, borderRadius: 3, background: colorVar(s.color) }}
                />
                <Text size="sm">{s.label}</Text>
              </Group>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
