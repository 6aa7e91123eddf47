#!/usr/bin/env node
// Lint step: the Drizzle schema and the migrations agree. `drizzle-kit generate` is run on a copy
// of the migrations; a new migration means a schema change without one (write it with
// `npm run db:generate -w @lbo/server`), or a hand-written migration whose snapshot was not updated.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');
// drizzle-kit resolves `out` against the working folder: the copy lives inside the server package.
const copy = mkdtempSync(path.join(server, '.migrations-check-'));
const config = path.join(copy, 'drizzle.config.ts');
try {
  cpSync(path.join(server, 'drizzle'), path.join(copy, 'drizzle'), { recursive: true });
  writeFileSync(
    config,
    `import { defineConfig } from 'drizzle-kit';\nexport default defineConfig({ dialect: 'postgresql', schema: './src/db/schema/index.ts', out: './${path.basename(copy)}/drizzle' });\n`,
  );
  const before = readdirSync(path.join(copy, 'drizzle')).length;
  const res = spawnSync('npx', ['drizzle-kit', 'generate', '--config', config, '--name', 'unexpected'], { cwd: server, encoding: 'utf8' });
  const after = readdirSync(path.join(copy, 'drizzle')).length;
  if (res.status !== 0 || after !== before) {
    console.error(res.stdout, res.stderr);
    console.error('The Drizzle schema and the migrations disagree: drizzle-kit generate would write a new migration.');
    process.exitCode = 1;
  } else {
    console.log('migrations: the schema and the latest snapshot agree');
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
