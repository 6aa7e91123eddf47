import { multiplierRowSchema } from '@lbo/contracts/rules';
import { useDeleteMultiplierRule } from '../../api/delete-multiplier-rule';
import { useMultiplierRules } from '../../api/get-multiplier-rules';
import { useSaveMultiplierRules } from '../../api/save-multiplier-rules';
import { num, pct, type FieldCard } from '../../utils/field-spec';
import { RowRulesEditor } from '../row-rules-editor';
import type { TabProps } from './tab-props';

const SECTIONS: FieldCard[] = [
  {
    title: '',
    fields: [
      { name: 'category_id', label: 'Category', kind: 'category' },
      num('salary_min', 'Min Salary'),
      num('salary_max', 'Max Salary'),
      pct('multiplier', 'Multiplier'),
    ],
  },
];

export function MultiplierTab({ pair, readOnly, saveRef }: TabProps) {
  return (
    <RowRulesEditor
      title="Multiplier Rules"
      description="Loan amount cap as a multiple of the monthly salary, per category and salary band"
      emptyText='No multiplier rules configured. Click "Add Rule" to create one.'
      confirmTitle="Multiplier Rule"
      sections={SECTIONS}
      rowSchema={multiplierRowSchema}
      query={useMultiplierRules(pair)}
      saveMutation={useSaveMultiplierRules(pair)}
      deleteMutation={useDeleteMultiplierRule(pair)}
      loadError="Failed to load multiplier rules"
      saveError="Failed to save multiplier rules"
      deleteError="Failed to delete multiplier rule"
      compact
      readOnly={readOnly}
      saveRef={saveRef}
    />
  );
}
