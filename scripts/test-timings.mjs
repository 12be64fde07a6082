#!/usr/bin/env node
// Where the suite's time went: reads the unit.json (Vitest) and e2e.json (Playwright) that a
// run with TEST_TIMINGS_DIR wrote there (.ci/run does), and prints each tier's time, the
// slowest files and tests, and the slowest journeys (docs/testing.md#where-the-time-goes).
//   node scripts/test-timings.mjs <dir> [how many, default 20]
import fs from 'node:fs';
import path from 'node:path';
import { journeysOf } from './test-flaky-report.mjs';
import { unitTimings } from './test-timings-report.mjs';

const [dir, top = '20'] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node scripts/test-timings.mjs <dir with unit.json and e2e.json> [top]');
  process.exit(2);
}
const n = Number(top);
const read = (name) => {
  const file = path.join(dir, name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};
const seconds = (s) => `${s.toFixed(1)} s`.padStart(8);

const unit = read('unit.json');
if (unit) {
  const { wallSeconds, tiers, files, tests } = unitTimings(unit);
  console.log(`Vitest: ${Math.round(wallSeconds)} s from first file to last`);
  for (const [tier, time] of tiers) console.log(`${seconds(time)}  ${tier} (sum of its files)`);
  console.log(`\nslowest ${n} files`);
  for (const file of files.slice(0, n)) console.log(`${seconds(file.seconds)}  ${file.name}`);
  console.log(`\nslowest ${n} tests`);
  for (const test of tests.slice(0, n)) console.log(`${seconds(test.seconds)}  ${test.name}`);
} else console.log(`no unit.json in ${dir}`);

const e2e = read('e2e.json');
if (e2e) {
  const journeys = journeysOf(e2e)
    .map(({ id, attempts }) => ({ id, seconds: attempts.reduce((sum, a) => sum + a.seconds, 0) }))
    .sort((a, b) => b.seconds - a.seconds);
  const total = journeys.reduce((sum, j) => sum + j.seconds, 0);
  const wall = (e2e.stats?.duration ?? 0) / 1000;
  console.log(
    `\nPlaywright: ${Math.round(wall)} s, ${journeys.length} journeys, ${Math.round(total)} s of journey time`,
  );
  console.log(`slowest ${n} journeys`);
  for (const journey of journeys.slice(0, n)) console.log(`${seconds(journey.seconds)}  ${journey.id}`);
} else console.log(`no e2e.json in ${dir}`);
