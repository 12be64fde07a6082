import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { timeTrackingPollInterval } from '../api/timer';
import { aReport, aRunningEntry, aState, aTimeEntry } from '../test/time-fixtures';
import { liveSeconds, runningEntry } from './elapsed';
import {
  durationSeconds,
  entryProblem,
  entryValues,
  newEntryValues,
  startedAt,
  toCreateInput,
  toUpdateInput,
} from './entry-form';
import { colorVar, formatShare, toHours, valueTicks, weekChart, weekLabel, weekSummary } from './report';

describe('timeTrackingPollInterval', () => {
  it('polls every 10 s, except in the test build mode', () => {
    expect(timeTrackingPollInterval('production')).toBe(10_000);
    expect(timeTrackingPollInterval('development')).toBe(10_000);
    expect(timeTrackingPollInterval('test')).toBe(false);
    // Vitest runs in that mode: the header never polls here.
    expect(timeTrackingPollInterval(import.meta.env.MODE)).toBe(false);
  });
});

describe('running time', () => {
  it('adds the time since the answer to the seconds the server counted', () => {
    const running = aRunningEntry({ seconds: 300 });
    expect(liveSeconds(running, 1_000, 1_000)).toBe(300);
    expect(liveSeconds(running, 1_000, 62_500)).toBe(361);
    // A clock set back never counts down.
    expect(liveSeconds(running, 10_000, 1_000)).toBe(300);
    expect(liveSeconds(aTimeEntry({ seconds: 60 }), 0, 99_000)).toBe(60);
  });

  it('finds the running timer only while hasTimeTracking says so', () => {
    const running = aRunningEntry();
    expect(runningEntry(aState([running, aTimeEntry()]))).toBe(running);
    expect(runningEntry(aState([aTimeEntry()]))).toBeNull();
    expect(runningEntry(undefined)).toBeNull();
  });
});

describe('the manual entry form', () => {
  const values = { date: '2030-01-08', time: '09:30', hours: 1, minutes: 30, note: '  Edit  ' };

  it('sends the local start as ISO, the duration in seconds and a trimmed note', () => {
    expect(toCreateInput(values)).toEqual({
      started_at: new Date(2030, 0, 8, 9, 30).toISOString(),
      seconds: 5400,
      note: 'Edit',
    });
    expect(toCreateInput({ ...values, note: ' ' }).note).toBeNull();
  });

  it('refuses a missing day, a duration out of 1 min…24 h and an end in the future', () => {
    const now = new Date(2030, 0, 9).getTime();
    expect(entryProblem(values, now)).toBeNull();
    expect(entryProblem({ ...values, date: null }, now)).toBe('dateRequired');
    expect(entryProblem({ ...values, time: '' }, now)).toBe('dateRequired');
    expect(entryProblem({ ...values, hours: 0, minutes: 0 }, now)).toBe('durationRange');
    expect(entryProblem({ ...values, hours: 24, minutes: 1 }, now)).toBe('durationRange');
    expect(entryProblem({ ...values, date: '2030-01-09' }, now)).toBe('inFuture');
  });

  it('starts a new entry as the hour that just ended', () => {
    const fresh = newEntryValues(new Date(2030, 0, 8, 10, 7, 30));
    expect(fresh).toEqual({ date: '2030-01-08', time: '09:05', hours: 1, minutes: 0, note: '' });
    expect(durationSeconds(fresh)).toBe(3600);
    expect(startedAt(fresh)).toBe(new Date(2030, 0, 8, 9, 5).toISOString());
  });

  it('patches only what the user changed, without rounding the rest to the minute', () => {
    const entry = aTimeEntry({
      started_at: new Date(2030, 0, 8, 9, 0, 20).toISOString(),
      seconds: 3630,
      note: 'x',
    });
    const form = entryValues(entry);
    expect(form).toMatchObject({ date: '2030-01-08', time: '09:00', hours: 1, minutes: 0, note: 'x' });
    expect(toUpdateInput(entry, form)).toEqual({});
    expect(toUpdateInput(entry, { ...form, minutes: 15 })).toEqual({ seconds: 4500 });
    expect(toUpdateInput(entry, { ...form, time: '08:00', note: '' })).toEqual({
      started_at: new Date(2030, 0, 8, 8, 0).toISOString(),
      note: null,
    });
  });
});

describe('the report', () => {
  it('writes hours to one decimal and shares as percentages', () => {
    expect(toHours(5400)).toBe(1.5);
    expect(toHours(1000)).toBe(0.3);
    expect(formatShare(1, 4, 'en')).toBe('25%');
    expect(formatShare(0, 0, 'en')).toBe('0%');
    expect(weekLabel('2030-01-07', 'en')).toBe('Jan 7');
  });

  it('writes the axis and the shares in the app’s language when none is named', async () => {
    await i18n.changeLanguage('de');
    try {
      expect(weekLabel('2030-01-07')).toBe('7. Jan.');
      expect(formatShare(1, 4)).toBe('25\u00a0%');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('stacks each week by brand, empty weeks and brands included', () => {
    const report = aReport({
      by_week: [...aReport().by_week, { week: '2030-01-21', seconds: 0 }],
    });
    const chart = weekChart(report, 'en');
    expect(chart.series.map((s) => [s.name, s.label])).toEqual([
      ['p1', 'Acme'],
      ['p2', 'Globex'],
    ]);
    expect(chart.data).toEqual([
      { week: 'Jan 7', p1: 2.5, p2: 0.5 },
      { week: 'Jan 14', p1: 1.5, p2: 0.5 },
      { week: 'Jan 21', p1: 0, p2: 0 },
    ]);
    expect(weekSummary(report, (h) => `${h} h`, 'en')).toBe('Jan 7: 3 h, Jan 14: 2 h, Jan 21: 0 h');
    // Each language writes a week and its hours its own way (French spaces its colon).
    expect(
      weekSummary(
        report,
        (h) => `${h} h`,
        'fr',
        (label, value) => `${label}\u00a0: ${value}`,
      ),
    ).toBe('7 janv.\u00a0: 3 h, 14 janv.\u00a0: 2 h et 21 janv.\u00a0: 0 h');
  });

  it('puts the value axis on round steps up to the tallest week or just above it', () => {
    expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(3.2)).toEqual([0, 1, 2, 3, 4]);
    expect(valueTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(valueTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(valueTicks(7)).toEqual([0, 2, 4, 6, 8]);
    // Nothing logged still draws an axis.
    expect(valueTicks(0)).toEqual([0, 1]);
    for (const max of [0.7, 1.3, 12.5, 99, 160.4]) {
      const ticks = valueTicks(max);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(7);
    }
  });

  it("names a brand's colour by the theme's variable", () => {
    expect(colorVar('teal.6')).toBe('var(--mantine-color-teal-6)');
    expect(colorVar('lime.7')).toBe('var(--mantine-color-lime-7)');
  });
});
