// The arithmetic of `npm run test:flaky` (scripts/test-flaky.mjs): journeys' outcomes over runs.

/** Every journey in a Playwright JSON report, with how its attempts ended, in the report's order. */
export function journeysOf(report) {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        found.push({
          id: `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
          attempts: (test.results ?? []).map((result) => ({
            status: result.status,
            seconds: (result.duration ?? 0) / 1000,
            error: firstLine(result.error?.message ?? result.errors?.[0]?.message),
          })),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title ? [...titles, child.title] : titles);
  };
  // The top suites are the files, whose titles the spec's file already says.
  for (const file of report.suites ?? []) walk(file, []);
  return found;
}

/**
 * Adds one run's report to `outcomes` (journey id → { runs, failed, seconds[], errors[] }). A
 * journey failed in a run unless its first attempt passed: a pass on a retry is still a flake.
 * A skipped journey is not counted.
 */
export function tally(report, outcomes) {
  let failed = 0;
  let total = 0;
  for (const { id, attempts } of journeysOf(report)) {
    const first = attempts[0];
    if (!first || first.status === 'skipped') continue;
    const entry = outcomes.get(id) ?? { runs: 0, failed: 0, seconds: [], errors: [] };
    entry.runs += 1;
    entry.seconds.push(first.seconds);
    total += 1;
    if (first.status !== 'passed') {
      entry.failed += 1;
      failed += 1;
      entry.errors.push(`${first.status}: ${first.error ?? 'no message'}`);
    }
    outcomes.set(id, entry);
  }
  return { failed, total };
}

/** The table printed at the end: failing journeys first, then the slowest. */
export function summarise(outcomes, runs) {
  const rows = [...outcomes.entries()].map(([id, entry]) => ({
    id,
    ...entry,
    rate: entry.failed / entry.runs,
    median: median(entry.seconds),
  }));
  rows.sort((a, b) => b.rate - a.rate || b.median - a.median);
  const failing = rows.filter((row) => row.failed > 0).length;
  const lines = [
    `${rows.length} journeys, ${runs} run(s): ${failing} failed at least once`,
    'failed  rate   median  journey',
  ];
  for (const row of rows) {
    lines.push(
      `${`${row.failed}/${row.runs}`.padEnd(7)} ${`${Math.round(row.rate * 100)}%`.padStart(4)}  ${`${row.median.toFixed(1)}s`.padStart(6)}  ${row.id}`,
    );
    for (const error of new Set(row.errors)) lines.push(`                        ${error}`);
  }
  return { lines, failing };
}

function median(values) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: Playwright's messages carry ANSI colours.
const ANSI = /\u001b\[[0-9;]*m/g;
function firstLine(message) {
  if (!message) return undefined;
  return message
    .replace(ANSI, '')
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 200);
}
