import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    // Pages are transformed on their first import; on a 2-core machine busy with the other test
    // stages (they run side by side) that alone can take seconds.
    // Under CI the stage runs niced beside the browser tests on two cores: a ceiling three times as
    // high, so a slow host is not a failure (a passing test takes no longer for it).
    testTimeout: process.env.CI ? 90_000 : 30_000,
    // One module graph for all files: each file importing React, the router and its pages afresh
    // cost a third of the stage's CPU (224 s → 146 s). Each test renders into a cleaned document.
    isolate: false,
  },
});
