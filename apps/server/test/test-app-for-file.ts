import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/** A test file's app, with the administrator's bearer token. */
export type FileApp = TestApp & { readonly token: string };

/**
 * The one app a test file runs against: started (the administrator signed in) before the file's
 * tests and closed after them. What it returns stands for the app from the file's first hook on,
 * so a file declares it once instead of a variable, a start and a close of its own. `at`: the
 * clock's time from the start.
 */
export function testAppForFile(options: Parameters<typeof createTestApp>[0] & { at?: Date } = {}): FileApp {
  let started: FileApp | undefined;
  beforeAll(async () => {
    const { at, ...rest } = options;
    const app = await createTestApp(rest);
    // The clock is set before the sign-in, so that the session is as old as the file's day.
    if (at) app.clock.set(at);
    started = { ...app, token: await app.signIn() };
  });
  afterAll(async () => started?.close());
  return new Proxy({} as FileApp, {
    get(_target, key) {
      if (!started) throw new Error(`the test app starts in beforeAll: ${String(key)} was read before`);
      return started[key as keyof FileApp];
    },
  });
}
