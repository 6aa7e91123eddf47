import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MASTER_ENTITY_DEFINITIONS } from './master-data';
import { loanPurposeDefinition } from './testing/throw-away-master-entity';

/*
 * The words the master-data screens show (labels, placeholders, options, column headers, titles,
 * the import dialog's title) are the web's, in features/master-data/resources/<entity>.copy.ts.
 * The definitions keep what the server also reads: paths, schemas, messages, the export's and the
 * import's headers. Issue 47, acceptance 3.
 */

const DEFINITIONS = [...MASTER_ENTITY_DEFINITIONS, loanPurposeDefinition];
const FIELD_KEYS = ['kind', 'required', 'type', 'initial'];
const COLUMN_KEYS = ['format', 'sortable'];

describe.each(DEFINITIONS.map((d) => [d.key, d] as const))('the %s definition', (_key, definition) => {
  it('has no screen texts or filter selects', () => {
    expect(Object.keys(definition)).not.toContain('texts');
    expect(Object.keys(definition)).not.toContain('filterSelects');
    expect(Object.keys(definition.import ?? {})).not.toContain('title');
  });

  it('gives its form fields and list columns no words', () => {
    for (const [name, field] of Object.entries(definition.fields)) {
      expect(
        Object.keys(field).filter((key) => !FIELD_KEYS.includes(key)),
        name,
      ).toEqual([]);
    }
    for (const [id, column] of Object.entries(definition.columns)) {
      expect(
        Object.keys(column).filter((key) => !COLUMN_KEYS.includes(key)),
        id,
      ).toEqual([]);
    }
  });
});

describe('packages/contracts/src/master-data/', () => {
  const dir = join(import.meta.dirname, 'master-data');
  const files = readdirSync(dir).filter((name) => name.endsWith('.ts'));

  it('holds the definitions', () => {
    expect(files).toContain('banks.ts');
  });

  it.each(files)('%s declares no label, placeholder, title or option words', (name) => {
    const source = readFileSync(join(dir, name), 'utf8');
    const keys = [
      ...source.matchAll(/\b(label|placeholder|description|title|tabLabel|entityLabel|addLabel|searchPlaceholder|texts|filterSelects|options)\??:/g),
    ];
    expect(keys.map((m) => m[0])).toEqual([]);
  });
});
