#!/usr/bin/env node
// The commit-msg hook's check (.githooks/commit-msg; installed by `npm install`): a new commit's
// message is one topic in a subject of at most 72 characters, a blank line, and a body. The rules
// and why are in docs/CODE_STYLE.md ("Commit messages"). Only the message being committed is
// read: commits already made are never checked again.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const SUBJECT_MAX = 72;

/** Git's scissors line (`commit --verbose`): the diff below it is not part of the message. */
const SCISSORS = /^# -+ >8 -+$/;
/** Subjects that `rebase --autosquash` folds into another commit: they need no body of their own. */
const FOLDED = /^(fixup|squash|amend)! /;
/** A merge says which branch it brings in; the branch's commits carry the why. */
const MERGE = /^Merge /;

/** The message as git keeps it: comment lines (`#`) and the diff under the scissors dropped, trailing spaces trimmed. */
function messageLines(text) {
  const lines = [];
  for (const raw of text.split(/\r?\n/)) {
    if (SCISSORS.test(raw)) break;
    if (raw.startsWith('#')) continue;
    lines.push(raw.trimEnd());
  }
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

/** What is wrong with a commit message, one sentence a problem; empty when it passes. */
export function commitMessageProblems(text) {
  const lines = messageLines(text);
  if (lines.length === 0) return ['The message is empty.'];
  const subject = lines[0].replace(FOLDED, '');
  const problems = [];
  const length = [...subject].length;
  if (length > SUBJECT_MAX) {
    problems.push(`The subject is ${length} characters: at most ${SUBJECT_MAX}. Say the one change it makes; the details go in the body.`);
  }
  if (subject.includes(';')) {
    problems.push("The subject joins topics with ';': one topic a commit. Split the commit, or say the rest in the body.");
  }
  if (lines.length > 1 && lines[1] !== '') {
    problems.push('The second line is not blank: the subject is one line, then a blank line, then the body.');
  }
  const hasBody = lines.slice(2).some((line) => line !== '');
  if (!hasBody && !FOLDED.test(lines[0]) && !MERGE.test(subject)) {
    problems.push('There is no body: under a blank line after the subject, say why the change is made.');
  }
  return problems;
}

function main(file) {
  if (!file) {
    console.error('usage: node scripts/check-commit-message.mjs <message file>');
    process.exit(2);
  }
  const text = readFileSync(file, 'utf8');
  const problems = commitMessageProblems(text);
  if (problems.length === 0) return;
  console.error(`Commit message refused (docs/CODE_STYLE.md, "Commit messages"):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error(`Your message is kept in ${file}; \`git commit --no-verify\` skips this check.`);
  process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv[2]);
