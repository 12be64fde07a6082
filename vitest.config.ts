import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for every unit, component and API tier. The server's database tests
 * (`*.int.test.ts`) run on SQLite, and once more on PostgreSQL when TEST_POSTGRES_URL is set.
 */
const postgres = process.env.TEST_POSTGRES_URL;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api-client',
          root: './packages/api-client',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          env: { TEST_DB: 'sqlite' },
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'server-postgres',
                root: './apps/server',
                environment: 'node',
                include: ['src/**/*.int.test.ts'],
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
      {
        test: {
          name: 'scripts',
          root: './scripts',
          environment: 'node',
          include: ['**/*.test.mjs'],
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
        },
      },
    ],
  },
});
