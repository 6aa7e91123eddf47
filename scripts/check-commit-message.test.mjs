import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commitMessageProblems, SUBJECT_MAX } from './check-commit-message.mjs';

const BODY = 'The import kept a file handle open per row, so large files ran out of them.';
const message = (subject, body = BODY) => `${subject}\n\n${body}\n`;

describe('commit-message check', () => {
  it('accepts one topic in a short subject, a blank line and a body', () => {
    expect(commitMessageProblems(message('Imports close each file handle once read'))).toEqual([]);
  });

  it('refuses a 150-character subject', () => {
    const subject = `Imports ${'x'.repeat(142)}`;
    expect(subject).toHaveLength(150);
    expect(commitMessageProblems(message(subject))).toEqual([
      `The subject is 150 characters: at most ${SUBJECT_MAX}. Say the one change it makes; the details go in the body.`,
    ]);
  });

  it('takes 72 characters and refuses 73, counting characters, not bytes', () => {
    expect(commitMessageProblems(message('₹'.repeat(72)))).toEqual([]);
    expect(commitMessageProblems(message('₹'.repeat(73)))).toHaveLength(1);
  });

  it("refuses a subject joining topics with ';'", () => {
    expect(commitMessageProblems(message('Imports close handles; exports stream rows'))).toEqual([
      "The subject joins topics with ';': one topic a commit. Split the commit, or say the rest in the body.",
    ]);
  });

  it('refuses a subject run on into the next line', () => {
    expect(commitMessageProblems(`Imports close each file handle\nonce it is read\n\n${BODY}`)).toEqual([
      'The second line is not blank: the subject is one line, then a blank line, then the body.',
    ]);
  });

  it('refuses a message without a body, except a merge or a fixup', () => {
    expect(commitMessageProblems('Imports close each file handle once read\n')).toEqual([
      'There is no body: under a blank line after the subject, say why the change is made.',
    ]);
    expect(commitMessageProblems("Merge branch 'h-docs'\n")).toEqual([]);
    expect(commitMessageProblems(`fixup! ${'Imports close each file handle once read'.padEnd(SUBJECT_MAX, '.')}\n`)).toEqual([]);
  });

  it('reads the message as git keeps it: no comment lines, nothing under the scissors', () => {
    const edited = [
      '',
      'Imports close each file handle once read',
      '# Please enter the commit message for your changes.',
      '',
      BODY,
      '# ------------------------ >8 ------------------------',
      'diff --git a/x b/x; a line; with semicolons',
    ].join('\n');
    expect(commitMessageProblems(edited)).toEqual([]);
    expect(commitMessageProblems('# only comments\n\n')).toEqual(['The message is empty.']);
  });

  it('exits 1 with the problems from the hook, 0 for a good message', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'commit-msg-'));
    const check = (text) => {
      const file = path.join(dir, 'COMMIT_EDITMSG');
      writeFileSync(file, text);
      return spawnSync(process.execPath, [path.join(import.meta.dirname, 'check-commit-message.mjs'), file], { encoding: 'utf8' });
    };
    const refused = check(message('a; b'));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("joins topics with ';'");
    expect(check(message('Imports close each file handle once read')).status).toBe(0);
  });
});
