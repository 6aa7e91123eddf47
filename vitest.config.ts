import { defineConfig } from 'vitest/config';

// Two projects: fast pure unit tests, and server tests that boot the app on an
// in-memory PGlite (or on PostgreSQL when DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts', 'tools/**/*.test.ts', 'scripts/**/*.test.mjs'],
          environment: 'node',
          // Vitest's 5 s default timed out a geo table walk on CI, niced beside the browser tests.
          testTimeout: process.env.CI ? 60_000 : 20_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          globalSetup: ['apps/server/test/database-templates.ts'],
          isolate: false,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
