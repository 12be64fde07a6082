import type { TimeReport } from '@expertos/domain/timetracking.schema';
import { dateTimeFormat, numberFormat } from '@/shared/lib/format';

/** Hours to one decimal, as the chart shows them: 5400 s → 1.5. */
export function toHours(seconds: number): number {
  return Math.round(seconds / 360) / 10;
}

/** A week's Monday (`YYYY-MM-DD`, UTC) as the chart's axis writes it: 'Jan 6' (the app's language unless named). */
export function weekLabel(week: string, locale?: string): string {
  const date = new Date(`${week}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return week;
  return dateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A part of the total as a percentage: 0.256 → '26%' (0 of nothing is '0%'). */
export function formatShare(seconds: number, total: number, locale?: string): string {
  const share = total > 0 ? seconds / total : 0;
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

const COLORS = [
  'blue.6',
  'teal.6',
  'grape.6',
  'orange.6',
  'cyan.6',
  'pink.6',
  'lime.7',
  'indigo.6',
  'yellow.7',
  'red.6',
];

export interface WeekChart {
  data: Record<string, string | number>[];
  series: { name: string; label: string; color: string }[];
}

/**
 * The weekly bars, stacked by brand: one row per week of the range (empty weeks too), one
 * series per brand with time, in the report's brand order, hours to one decimal.
 */
export function weekChart(report: TimeReport, locale?: string): WeekChart {
  const series = report.by_project.map(({ project }, index) => ({
    name: project.uid,
    label: project.name,
    color: COLORS[index % COLORS.length] ?? 'blue.6',
  }));
  const cells = new Map<string, number>();
  for (const row of report.rows) {
    const key = `${row.week}|${row.project_uid}`;
    cells.set(key, (cells.get(key) ?? 0) + row.seconds);
  }
  const data = report.by_week.map(({ week }) => {
    const point: Record<string, string | number> = { week: weekLabel(week, locale) };
    for (const { name } of series) point[name] = toHours(cells.get(`${week}|${name}`) ?? 0);
    return point;
  });
  return { data, series };
}

/**
 * The chart in words, for screen readers: 'Jan 6: 3.5 h, Jan 13: 0 h'. `labelled` writes one
 * week and its hours as the language does (French spaces its colon): the catalogue's
 * `ui.common.labelled`; the list is the language's own (Intl).
 */
export function weekSummary(
  report: TimeReport,
  hours: (value: number) => string,
  locale?: string,
  labelled: (label: string, value: string) => string = (label, value) => `${label}: ${value}`,
): string {
  const items = report.by_week.map(({ week, seconds }) =>
    labelled(weekLabel(week, locale), hours(toHours(seconds))),
  );
  return new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(items);
}

/**
 * The value axis of the weekly bars: ticks at a round step (1, 2 or 5 × a power of ten) from 0
 * to the first tick at or above the tallest week, about `count` of them. An empty range still
 * gets an axis (0 to 1 hour) so the chart never divides by zero.
 */
export function valueTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  // Rounded so 0.1 + 0.2 style sums print as 0.3, not 0.30000000000000004.
  for (let value = 0; value < max + step / 2; value += step) ticks.push(Number(value.toPrecision(12)));
  if ((ticks.at(-1) ?? 0) < max) ticks.push(Number((ticks.length * step).toPrecision(12)));
  return ticks;
}

/** A Mantine colour name ('teal.6') as the CSS variable the theme defines for it. */
export function colorVar(color: string): string {
  const [name, shade] = color.split('.');
  return `var(--mantine-color-${name}-${shade ?? 6})`;
}
