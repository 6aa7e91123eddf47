import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface StoredMail {
  to: string[];
  raw: string;
  file: string;
}

function allMail(): StoredMail[] {
  const dir = process.env.MAILBOX_DIR;
  if (!dir) throw new Error('MAILBOX_DIR is not set (global setup did not run)');
  return readdirSync(dir)
    .sort()
    .map((file) => ({ ...(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Omit<StoredMail, 'file'>), file }));
}

/** Quoted-printable soft breaks and =3D would hide a code or a link. */
function decode(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for a message to `to` that arrived after `since` (a count from mailCount) and matches. */
export async function waitForMail(to: string, since: number, pattern: RegExp, timeoutMs = 15_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = allMail()
      .slice(since)
      .filter((m) => m.to.includes(to.toLowerCase()))
      .map((m) => decode(m.raw).match(pattern))
      .filter((m): m is RegExpMatchArray => m !== null)
      .pop();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function mailCount(): number {
  return allMail().length;
}

export async function waitForCode(to: string, since: number): Promise<string> {
  const match = await waitForMail(to, since, /sign-in code is (\d{6})/);
  return match[1]!;
}
