import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DB_SETTINGS } from './settings';

const SERVER = join(import.meta.dirname, '../..');
const MIGRATIONS = join(SERVER, 'drizzle');
const SOURCE = join(SERVER, 'src');

const migrationSql = readdirSync(MIGRATIONS)
  .filter((name) => name.endsWith('.sql'))
  .map((name) => readFileSync(join(MIGRATIONS, name), 'utf8'))
  .join('\n');

const sourceFiles = (readdirSync(SOURCE, { recursive: true }) as string[])
  .filter((path) => path.endsWith('.ts'))
  .map((path) => ({ path: relative(SOURCE, join(SOURCE, path)), text: readFileSync(join(SOURCE, path), 'utf8') }));

const namesIn = (text: string, call: 'current_setting' | 'set_config') =>
  new Set([...text.matchAll(new RegExp(`${call}\\('(lbo\\.[a-z_]+)'`, 'g'))].map((m) => m[1]!));

describe('the settings the triggers read', () => {
  it('are exactly the ones DB_SETTINGS names: the migrations read no other, and every one is read', () => {
    const read = [...namesIn(migrationSql, 'current_setting')].sort();
    expect(read).toEqual(Object.values(DB_SETTINGS).sort());
  });

  it('are each set by the SQL itself or by the code through DB_SETTINGS', () => {
    const setBySql = namesIn(migrationSql, 'set_config');
    const code = sourceFiles.filter((f) => f.path !== 'db/settings.ts' && !f.path.endsWith('.test.ts'));
    const unset = Object.entries(DB_SETTINGS).filter(
      ([key, name]) => !setBySql.has(name) && !code.some((f) => new RegExp(`set_config\\(\\$\\{DB_SETTINGS\\.${key}\\}`).test(f.text)),
    );
    expect(unset).toEqual([]);
  });

  it('are spelled out nowhere in the code but db/settings.ts', () => {
    const spelled = sourceFiles
      .filter((f) => f.path !== 'db/settings.ts' && f.path !== 'db/settings.unit.test.ts')
      .flatMap((f) => [...f.text.matchAll(/lbo\.[a-z_]+/g)].map((m) => `${f.path}: ${m[0]}`));
    expect(spelled).toEqual([]);
  });
});
