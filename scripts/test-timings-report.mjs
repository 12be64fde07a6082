// The arithmetic of scripts/test-timings.mjs over a Vitest JSON report.

/** The tier a test file belongs to, by where it lives and what its name says it needs. */
export function tierOf(file) {
  if (file.includes('apps/web/')) return 'web (component)';
  if (file.includes('apps/server/')) {
    if (file.endsWith('.int.test.ts')) return 'server API (SQLite and PostgreSQL)';
    if (file.endsWith('.pg.test.ts')) return 'server PostgreSQL only';
    if (file.endsWith('.http.test.ts')) return 'server HTTP';
    return 'server unit';
  }
  return 'domain, api-client, extension, scripts';
}

/**
 * Per tier, file and test, from Vitest's JSON report (`testResults`: one entry per file and run,
 * so an API test file appears once per database).
 */
export function unitTimings(report) {
  const results = report.testResults ?? [];
  const tiers = new Map();
  const files = [];
  const tests = [];
  let first = Number.POSITIVE_INFINITY;
  let last = 0;
  for (const result of results) {
    const name = relative(result.name);
    const seconds = (result.endTime - result.startTime) / 1000;
    first = Math.min(first, result.startTime);
    last = Math.max(last, result.endTime);
    files.push({ name, seconds });
    tiers.set(tierOf(name), (tiers.get(tierOf(name)) ?? 0) + seconds);
    for (const test of result.assertionResults ?? []) {
      tests.push({ name: `${name} › ${test.fullName}`, seconds: (test.duration ?? 0) / 1000 });
    }
  }
  const bySeconds = (a, b) => b.seconds - a.seconds;
  return {
    wallSeconds: results.length ? (last - first) / 1000 : 0,
    tiers: [...tiers.entries()].sort((a, b) => b[1] - a[1]),
    files: files.sort(bySeconds),
    tests: tests.sort(bySeconds),
  };
}

/** A path from the repository's root on, whatever folder the run was in. */
function relative(file) {
  const at = file.search(/(apps|packages|scripts|e2e|bench)\//);
  return at >= 0 ? file.slice(at) : file;
}
