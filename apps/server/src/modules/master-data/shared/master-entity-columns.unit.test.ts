import { getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { MASTER_ENTITY_DEFINITIONS, mappingDefinition } from '@lbo/contracts/master-data';
import { tableNamed } from '../../../db/tables-by-name';

/** Columns every master-data table has beside its definition's fields. */
const SHARED = ['id', 'created_at', 'updated_at'];

describe.each(MASTER_ENTITY_DEFINITIONS.map((d) => [d.key, d] as const))('the %s definition against its table', (_key, definition) => {
  const columns = getTableColumns(tableNamed(definition.table, definition.key));
  const names = Object.keys(columns);
  // The mapping listing reads its names from the tables it joins; only its own columns are checked.
  const joined = definition === mappingDefinition;

  it('writes only columns of its table, under their SQL names', () => {
    for (const field of Object.keys(definition.create.shape)) {
      expect(names, `${field} has no column`).toContain(field);
      expect(columns[field]!.name).toBe(field);
    }
    for (const [name, field] of Object.entries(definition.fields)) if (field.kind !== 'heading') expect(Object.keys(definition.create.shape)).toContain(name);
  });

  it('requires every field whose column refuses null and has no default', () => {
    for (const [name, column] of Object.entries(columns)) {
      if (SHARED.includes(name) || !column.notNull || column.hasDefault) continue;
      const field = (definition.create.shape as Record<string, z.ZodType>)[name];
      expect(field, `${name} is NOT NULL`).toBeDefined();
      expect(field!.safeParse(undefined).success, `${name} is NOT NULL`).toBe(false);
    }
  });

  it.skipIf(joined)('answers, searches, sorts, filters, exports and imports columns of its table', () => {
    const read = [
      ...Object.keys(definition.dto.shape).map((key) => definition.dtoAliases?.[key] ?? key),
      ...definition.list.search,
      ...definition.list.sort,
      ...definition.list.tieBreakers,
      ...Object.keys(definition.list.filters ?? {}),
      ...definition.exports.columns.map((c) => c.key),
      ...Object.keys(definition.columns),
      ...(definition.import?.columns.map((c) => c.key) ?? []),
      ...(definition.import?.key ?? []),
      ...(definition.import?.item ?? []),
    ];
    expect(read.filter((key) => !names.includes(key))).toEqual([]);
  });
});
