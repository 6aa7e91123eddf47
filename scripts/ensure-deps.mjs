#!/usr/bin/env node
// Makes `npm start` and `npm test` work on a fresh clone: installs the npm
// dependencies when they are missing and, with --browser, Debian's Chromium.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const sh = (cmd) => execSync(cmd, { stdio: 'inherit' });

if (!existsSync('node_modules/.package-lock.json')) {
  console.log('Installing npm dependencies (npm ci)…');
  sh('npm ci --no-audit --no-fund');
}

if (process.argv.includes('--browser') && !existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  if (process.getuid?.() !== 0) {
    console.error("Chromium is missing: run `sudo apt-get install -y chromium` (browser tests drive Debian's Chromium).");
    process.exit(1);
  }
  console.log("Installing Debian's Chromium for the browser tests…");
  sh('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
}
