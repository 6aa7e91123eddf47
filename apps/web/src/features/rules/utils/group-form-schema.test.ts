import { describe, expect, it } from 'vitest';
import { bankTransferGroup, obligationGroup } from '@lbo/contracts/rule-groups';
import { formSchema } from './group-form-schema';

describe('a group form schema', () => {
  it('rounds the numbers a definition gives decimals to (obligation percentages travel with 2)', () => {
    const values = formSchema(obligationGroup).parse({ emis_pending: '3', GL_sanction_percentage_obligated: '12.3456', is_active: 'true' });
    expect(values).toMatchObject({ emis_pending: 3, GL_sanction_percentage_obligated: 12.35 });
  });

  it('sends JSON text that does not parse as null, and JSON that does as its value', () => {
    expect(formSchema(bankTransferGroup).parse({ special_conditions: '{oops', is_active: 'true' }).special_conditions).toBeNull();
    expect(formSchema(bankTransferGroup).parse({ special_conditions: '{"notes":"x"}', is_active: 'true' }).special_conditions).toEqual({ notes: 'x' });
  });
});
