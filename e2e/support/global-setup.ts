import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './constants';
import { freePort } from './free-port';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts a real SMTP receiver that files every message under MAILBOX_DIR, and
 * the built app on a fresh embedded database that sends its mail there (and may send
 * webhooks to the loopback receiver on E2E_WEBHOOK_PORT).
 */
export default async function globalSetup() {
  // The webhook receiver of webhooks.spec.ts listens here; the app may deliver to it although it is loopback.
  process.env.E2E_WEBHOOK_PORT ??= freePort();
  const work = mkdtempSync(path.join(tmpdir(), 'lbo-e2e-'));
  const mailbox = path.join(work, 'mailbox');
  mkdirSync(mailbox);
  process.env.MAILBOX_DIR = mailbox;

  let seq = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        seq += 1;
        writeFileSync(
          path.join(mailbox, `${Date.now()}-${String(seq).padStart(5, '0')}.json`),
          JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;

  const port = process.env.E2E_PORT!;
  const server: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO_DATA: 'true',
      WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${process.env.E2E_WEBHOOK_PORT}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/login`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (server.exitCode !== null) throw new Error('app server exited during start');
    if (Date.now() > deadline) throw new Error('app server did not start within 90 s');
    await new Promise((r) => setTimeout(r, 300));
  }

  return async () => {
    server.kill('SIGTERM');
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
}
