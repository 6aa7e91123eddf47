import { registrationRowSchema } from '@lbo/contracts/rules';
import { useDeleteRegistrationRule } from '../../api/delete-registration-rule';
import { useRegistrationRules } from '../../api/get-registration-rules';
import { useSaveRegistrationRules } from '../../api/save-registration-rules';
import { active, num, type FieldCard } from '../../utils/field-spec';
import { RowRulesEditor } from '../row-rules-editor';
import type { TabProps } from './tab-props';

/** How a card that lost its id finds its stored row (spec part 2 §4). */
const MATCH_KEYS = ['registration_type', 'salary_min', 'max_age'];

const SECTIONS: FieldCard[] = [
  {
    title: '',
    fields: [
      { name: 'registration_type', label: 'Registration Type', kind: 'registrationType', required: true },
      num('salary_min', 'Min Salary'),
      num('max_age', 'Max Age'),
      active(),
    ],
  },
];

export function RegistrationTab({ pair, readOnly, saveRef }: TabProps) {
  return (
    <RowRulesEditor
      title="Registration Type Rules"
      description="Configure rules per registration type"
      emptyText='No registration rules configured. Click "Add Rule" to create one.'
      confirmTitle="Registration Rule"
      deleteInView="disabled"
      sections={SECTIONS}
      matchKeys={MATCH_KEYS}
      rowSchema={registrationRowSchema}
      query={useRegistrationRules(pair)}
      saveMutation={useSaveRegistrationRules(pair)}
      deleteMutation={useDeleteRegistrationRule(pair)}
      loadError="Failed to load Registration rules"
      saveError="Failed to save Registration rules"
      deleteError="Failed to delete Registration rule"
      compact
      readOnly={readOnly}
      saveRef={saveRef}
    />
  );
}
