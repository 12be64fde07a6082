#!/usr/bin/env node
// A soak's answers looked at afterwards (`BENCH_SOAK_RAW=file npm run bench:soak`, then
// `node bench/soak/raw.mjs file [warm-up minutes]`): per action and database, the trend of the
// minutes' p50, p90 and p99 (the same Theil–Sen line the soak judges p99 by), and how sure the
// p99's drift is: the run's minutes are resampled 400 times (each minute's answers drawn again
// with replacement) and the drift's 5th–95th percentile printed. A drift whose range spans 0 is
// a minute-to-minute p99 that wanders; one whose range sits above the limit is a rise.
import { readFileSync } from 'node:fs';
import { percentile } from '../measure.mjs';
import { p99Trend } from './drift.mjs';

/** A trend of the minutes' `p`th percentile, from `{ minute → [ms…] }`. */
export function trendOf(minutes, p) {
  return p99Trend(
    [...minutes].map(([minute, times]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return { at: minute + 0.5, p99: percentile(sorted, p), count: sorted.length };
    }),
  );
}

/** Draws each minute's answers again with replacement, using `random` (0 ≤ x < 1). */
export function resample(minutes, random) {
  return new Map(
    [...minutes].map(([minute, times]) => [
      minute,
      Array.from(times, () => times[Math.floor(random() * times.length)]),
    ]),
  );
}

/** A small seeded generator (mulberry32), so two looks at one file print the same ranges. */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function main(file, warmupMinutes) {
  const groups = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const answer = JSON.parse(line);
    if (answer.action === 'stream' || answer.status === 0 || answer.status >= 400) continue;
    const minute = Math.floor(answer.s / 60);
    if (minute < warmupMinutes) continue;
    const key = `${answer.db} ${answer.action}`;
    if (!groups.has(key)) groups.set(key, new Map());
    const minutes = groups.get(key);
    if (!minutes.has(minute)) minutes.set(minute, []);
    minutes.get(minute).push(answer.ms);
  }
  const percent = (trend) => (trend ? `${(trend.drift * 100).toFixed(0).padStart(4)} %` : '   -');
  console.log('action                     answers   p50 drift  p90 drift  p99 drift  p99 drift 5th–95th');
  for (const [key, minutes] of groups) {
    const random = seeded(7);
    const drifts = [];
    for (let i = 0; i < 400; i++) {
      const trend = trendOf(resample(minutes, random), 99);
      if (trend) drifts.push(trend.drift);
    }
    drifts.sort((a, b) => a - b);
    const count = [...minutes.values()].reduce((sum, times) => sum + times.length, 0);
    const range = drifts.length
      ? `${(percentile(drifts, 5) * 100).toFixed(0)} … ${(percentile(drifts, 95) * 100).toFixed(0)} %`
      : '-';
    console.log(
      `${key.padEnd(26)} ${String(count).padStart(7)}  ${percent(trendOf(minutes, 50))}     ` +
        `${percent(trendOf(minutes, 90))}     ${percent(trendOf(minutes, 99))}     ${range}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.argv[2])
    throw new Error('usage: node bench/soak/raw.mjs <answers.jsonl> [warm-up minutes, 5]');
  main(process.argv[2], Number(process.argv[3] ?? 5));
}
