import { describe, expect, it } from 'vitest';
import { VERSIONED_TABLES } from './rule-set-rows.repository';
import { changeCounts, TABLE_LABELS } from './rule-versions.service';

describe('versioned tables in words', () => {
  it('names every table a version holds, so no summary, diff or export shows a table name', () => {
    expect(VERSIONED_TABLES.filter((table) => !TABLE_LABELS[table])).toEqual([]);
    expect(changeCounts({ charges_rules: { added: 1 }, bank_company_categories: { removed: 3, changed: 2 } })).toBe('Charges: +1; Company categories: ~2 -3');
  });
});
