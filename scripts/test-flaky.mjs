#!/usr/bin/env node
// `npm run test:flaky`: runs the Chromium journeys several times and prints each journey's
// failure rate, so flakiness is measured rather than guessed (docs/testing.md#flakiness).
//
//   npm run test:flaky                      every journey, 5 runs
//   npm run test:flaky -- --runs 10 e2e/phone.spec.ts e2e/board-calendar.spec.ts
//   npm run test:flaky -- --no-build        reuse the last build
//
// Each run is a whole `playwright test` (a fresh server on an empty data directory, as in CI);
// any other argument goes to Playwright as it is (files, -g, --workers). Retries stay off: a
// journey that passes only on a retry is counted as failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarise, tally } from './test-flaky-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
let runs = 5;
let build = true;
const passOn = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs') runs = Number(args[++i]);
  else if (args[i].startsWith('--runs=')) runs = Number(args[i].slice('--runs='.length));
  else if (args[i] === '--no-build') build = false;
  else passOn.push(args[i]);
}
if (!Number.isInteger(runs) || runs < 1 || runs > 100) {
  console.error('--runs takes a whole number from 1 to 100');
  process.exit(2);
}

const npm = (...script) => spawnSync('npm', script, { cwd: root, stdio: 'inherit' });
if (npm('exec', '--', 'node', 'scripts/ensure-chromium.mjs').status !== 0) process.exit(1);
if (build && npm('run', 'build').status !== 0) process.exit(1);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-flaky-'));
const outcomes = new Map();
for (let run = 1; run <= runs; run++) {
  const report = path.join(dir, `run-${run}.json`);
  const started = Date.now();
  const result = spawnSync(
    'npx',
    [
      'playwright',
      'test',
      '-c',
      'e2e/playwright.config.ts',
      '--retries=0',
      '--reporter=dot,json',
      // Each run keeps its own failures' traces and screenshots (the next run would clear them).
      `--output=${path.join(dir, `run-${run}`)}`,
      ...passOn,
    ],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      // Traces kept for each failure, to find its cause (CI records none, see playwright.config.ts).
      env: { ...process.env, E2E_TRACE: 'on', PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    },
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  if (!fs.existsSync(report)) {
    console.error(`run ${run}: Playwright wrote no report (exit ${result.status}); stopping`);
    process.exit(1);
  }
  const counted = tally(JSON.parse(fs.readFileSync(report, 'utf8')), outcomes);
  console.log(`\nrun ${run}/${runs}: ${counted.failed} of ${counted.total} failed, ${seconds} s\n`);
}

const { lines, failing } = summarise(outcomes, runs);
console.log(lines.join('\n'));
console.log(`\nreports, and each run's traces of its failures: ${dir}`);
process.exit(failing > 0 ? 1 : 0);
