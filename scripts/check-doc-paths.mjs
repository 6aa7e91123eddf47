#!/usr/bin/env node
// Lint step: nothing in the repository points at `shared/design/` or `shared/spec/`, which live
// beside a checkout, not in it. The repository's own copies are `docs/design/` and `docs/spec/`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const OUTSIDE = /\bshared\/(design|spec)\//;
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\0')
  .filter((f) => /\.(md|ts|tsx|mjs|js|json|sql)$/.test(f) && f !== 'scripts/check-doc-paths.mjs');
const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // listed but deleted in the working tree
  }
  text.split('\n').forEach((line, i) => {
    if (OUTSIDE.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
  });
}
if (found.length > 0) {
  console.error(`${found.length} reference(s) to shared/design/ or shared/spec/ (outside the repository; cite docs/design/ or docs/spec/):`);
  for (const f of found) console.error(`  ${f}`);
  process.exit(1);
}
console.log('doc paths: nothing cites shared/design/ or shared/spec/');
