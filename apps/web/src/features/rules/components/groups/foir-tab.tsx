import { foirRowSchema } from '@lbo/contracts/rules';
import { useDeleteFoirRule } from '../../api/delete-foir-rule';
import { useFoirRules } from '../../api/get-foir-rules';
import { useSaveFoirRules } from '../../api/save-foir-rules';
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
      pct('foir_percent', 'FOIR %', { required: true }),
      pct('foir_percent_with_secured', 'FOIR % with Secured'),
    ],
  },
];

export function FoirTab({ pair, readOnly, saveRef }: TabProps) {
  return (
    <RowRulesEditor
      title="FOIR Rules"
      description="Share of the monthly salary available for EMIs, per category and salary band"
      emptyText='No FOIR rules configured. Click "Add Rule" to create one.'
      confirmTitle="FOIR Rule"
      sections={SECTIONS}
      rowSchema={foirRowSchema}
      query={useFoirRules(pair)}
      saveMutation={useSaveFoirRules(pair)}
      deleteMutation={useDeleteFoirRule(pair)}
      loadError="Failed to load FOIR rules"
      saveError="Failed to save FOIR rules"
      deleteError="Failed to delete FOIR rule"
      compact
      readOnly={readOnly}
      saveRef={saveRef}
    />
  );
}
