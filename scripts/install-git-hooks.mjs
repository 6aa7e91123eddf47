#!/usr/bin/env node
// The root `prepare` script (run by `npm install` and `npm ci`): points git at .githooks, so each
// new commit's message is checked (scripts/check-commit-message.mjs). It never fails an install:
// outside a git work tree of this checkout (an unpacked tarball, a copy inside another repository),
// without git, or on CI (which makes no commits) it does nothing; a hooks path set to something
// else is left alone.
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';

const HOOKS = '.githooks';

const git = (...args) => {
  const run = spawnSync('git', args, { encoding: 'utf8' });
  return run.error || run.status !== 0 ? null : run.stdout.trim();
};

function install() {
  if (process.env.CI) return;
  const top = git('rev-parse', '--show-toplevel');
  if (!top || realpathSync(top) !== realpathSync(process.cwd())) return;
  const current = git('config', '--get', 'core.hooksPath');
  if (current === HOOKS) return;
  if (current) {
    console.warn(`core.hooksPath is ${current}: left as it is, so the commit-message check (${HOOKS}/commit-msg) is not installed.`);
    return;
  }
  if (git('config', 'core.hooksPath', HOOKS) === null) console.warn(`Could not set core.hooksPath to ${HOOKS}: commit messages are not checked.`);
}

try {
  install();
} catch (error) {
  console.warn(`Git hooks not installed: ${error instanceof Error ? error.message : String(error)}`);
}
