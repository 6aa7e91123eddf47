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
  let app: TestApp | undefined;
  let started: FileApp | undefined;
  let closed = false;
  beforeAll(async () => {
    const { at, ...rest } = options;
    app = await createTestApp(rest);
    // The clock is set before the sign-in, so that the session is as old as the file's day.
    if (at) app.clock.set(at);
    started = { ...app, token: await app.signIn() };
  });
  // Closes the app even when the sign-in failed: the files of a worker share one process.
  afterAll(async () => {
    closed = true;
    await app?.close();
  });
  return new Proxy({} as FileApp, {
    get(_target, key) {
      if (closed) throw new Error(`the test app was closed after the file's tests: ${String(key)} was read after`);
      if (!started) throw new Error(`the test app starts in beforeAll: ${String(key)} was read before`);
      return started[key as keyof FileApp];
    },
  });
}
