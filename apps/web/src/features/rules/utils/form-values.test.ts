import { describe, expect, it } from 'vitest';
import { bankSalaryGroup, registrationTypeGroup } from '@lbo/contracts/rule-groups';
import { changeLines } from './change-lines';
import { parsedOrNull, toFormRow } from './form-values';

describe('form values', () => {
  it('turns a stored rule into form text and back through the contracts schema', () => {
    const row = toFormRow({ id: 'x', salary_min: 25000, max_age: null, is_active: false, remarks: 'Note', category_id: null }, [
      'salary_min',
      'max_age',
      'remarks',
      'category_id',
    ]);
    expect(row).toEqual({ id: 'x', is_active: 'false', valid_from: '', valid_to: '', salary_min: '25000', max_age: '', remarks: 'Note', category_id: '' });
    const parsed = bankSalaryGroup.schemas.row.parse({ ...row, id: '' });
    expect(parsed).toMatchObject({ salary_min: 25000, max_age: null, is_active: false, category_id: null, remarks: 'Note', valid_from: null });
  });

  it('starts a new row active, and shows GOVERNMENT as the editor value GOVERMENT', () => {
    expect(toFormRow(null, ['registration_type']).is_active).toBe('true');
    const row = toFormRow({ registration_type: 'GOVERNMENT' }, ['registration_type']);
    expect(row.registration_type).toBe('GOVERMENT');
    expect(registrationTypeGroup.schemas.row.parse(row).registration_type).toBe('GOVERNMENT');
  });

  it('sends unparseable special conditions as null', () => {
    expect(parsedOrNull('{"notes": "x"}')).toEqual({ notes: 'x' });
    expect(parsedOrNull('{oops')).toBeNull();
    expect(parsedOrNull('42')).toBeNull();
  });

  it("lists what a change touched, in the editor's words", () => {
    expect(
      changeLines({
        rule_group: 'generalEligibility',
        action: 'update',
        before: { id: '1', max_age: 58, is_active: true },
        after: { id: '1', max_age: 60, is_active: true },
      }),
    ).toEqual([{ field: 'max_age', label: 'Max Age', before: '58', after: '60' }]);
    expect(
      changeLines({ rule_group: 'multiplier', action: 'create', before: null, after: { category_id: 'c1', salary_max: null } }, new Map([['c1', 'CAT A']])),
    ).toEqual([{ field: 'category_id', label: 'Category', before: '—', after: 'CAT A' }]);
  });
});
