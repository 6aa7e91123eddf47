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
          // A timeout catches a hang, not a slow host: on CI's two cores, beside four other stages,
          // a 20,000-row import that takes 4 s alone once ran past 60 s.
          testTimeout: process.env.CI ? 240_000 : 60_000,
          hookTimeout: process.env.CI ? 240_000 : 120_000,
          pool: 'forks',
          globalSetup: ['apps/server/test/database-templates.ts'],
          isolate: false,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
