import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for every unit, component and API tier. The server's database tests
 * (`*.int.test.ts`) run on SQLite, and once more on PostgreSQL when TEST_POSTGRES_URL is set;
 * `*.pg.test.ts` are about PostgreSQL alone and run only then. `*.http.test.ts` build the app
 * too, but test what no database changes (headers, proxies, timeouts, logs): SQLite only.
 */
const postgres = process.env.TEST_POSTGRES_URL;

/**
 * Files share a worker's module graph (Vitest's `isolate: false`) instead of importing the
 * whole server or web app afresh for each file (and, for the small pure tiers, instead of
 * starting a process per file: 65 files took 11 s of one worker, mostly process starts). Measured on 2 cores: the server
 * tier 8 min 10 s → 3 min 17 s, of which the tests themselves are about 4 min of worker time;
 * the rest was importing. Each test builds its own app and database, and the web setup resets
 * every module-level store, so no file sees another's state. VITEST_ISOLATE=1 isolates them
 * again, to tell whether a failure comes from a neighbour.
 */
const ISOLATE_FILES = process.env.VITEST_ISOLATE === '1';

/** With TEST_TIMINGS_DIR (.ci/run sets it), every file's and test's time also goes to unit.json. */
const TIMINGS = process.env.TEST_TIMINGS_DIR;

export default defineConfig({
  test: {
    reporters: TIMINGS ? ['default', ['json', { outputFile: `${TIMINGS}/unit.json` }]] : ['default'],
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine,
    // which ran the tiers file after file (about 18 minutes). Most of a file's time is spent
    // waiting on SQLite, PostgreSQL, Redis and HTTP, so two workers share two cores well.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          isolate: ISOLATE_FILES,
        },
      },
      {
        test: {
          name: 'api-client',
          root: './packages/api-client',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          isolate: ISOLATE_FILES,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.pg.test.ts'],
          env: { TEST_DB: 'sqlite' },
          // API tests share the two cores with the other worker (see the web tier below).
          testTimeout: 30_000,
          isolate: ISOLATE_FILES,
          hookTimeout: 60_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'server-postgres',
                root: './apps/server',
                environment: 'node',
                include: ['src/**/*.int.test.ts', 'src/**/*.pg.test.ts'],
                env: { TEST_DB: 'postgres' },
                // Drops the emptied test databases the test processes kept (src/test/postgres-reuse.ts).
                globalSetup: ['./src/test/postgres-global.ts'],
                testTimeout: 30_000,
                isolate: ISOLATE_FILES,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          // The extension's pure logic; what needs the browser runs in the e2e journeys.
          name: 'extension',
          root: './apps/extension',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          isolate: ISOLATE_FILES,
        },
        resolve: { alias: { '@/': new URL('./apps/extension/src/', import.meta.url).pathname } },
      },
      {
        test: {
          // The journeys' own helpers (the mail catcher); the journeys run in Playwright.
          name: 'e2e-helpers',
          root: './e2e',
          environment: 'node',
          include: ['*.test.mjs'],
          isolate: ISOLATE_FILES,
        },
      },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          environment: 'node',
          include: ['**/*.test.mjs'],
          isolate: ISOLATE_FILES,
        },
      },
      {
        test: {
          // The benchmarks' own arithmetic (the soak's drift verdict), not their timings.
          name: 'bench',
          root: './bench',
          environment: 'node',
          include: ['**/*.test.mjs'],
          isolate: ISOLATE_FILES,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          // setup.ts resets the module-level stores, storage and timers after every test, and
          // every spy is restored by its test, so files can share one module graph.
          isolate: ISOLATE_FILES,
          // A jsdom render with Mantine takes a few hundred ms alone and several seconds when
          // the other worker is busy on the same two cores: 5 s (the default) is not a budget
          // these tests are about, so the limit is one that only a hang reaches.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
