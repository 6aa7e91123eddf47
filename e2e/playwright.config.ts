import { defineConfig } from '@playwright/test';
import { freePort } from './support/free-port';

// Evaluated in the runner and again in each worker: the port is fixed once through the environment.
process.env.E2E_PORT ??= freePort();
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // CI's host is shared and its speed varies (the same run took 13 and 28 minutes): ceilings there
  // are doubled, so a slow day is not a failure. A passing test takes no longer for it.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Parallel runs (several developers on one machine) each pass their own E2E_OUTPUT_DIR.
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
