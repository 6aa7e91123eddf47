import { useMemo } from 'react';
import type { RuleGroupDefinition } from '@lbo/contracts/rule-groups';
import { useDeleteGroupRule } from '../api/delete-group-rule';
import { useGroupRule, useGroupRules } from '../api/get-group-rules';
import { useSaveGroupRows, useSaveGroupRule } from '../api/save-group-rules';
import { draftKey } from '../hooks/use-drafts';
import { cardsOf } from '../utils/field-spec';
import { formSchema } from '../utils/group-form-schema';
import { RowRulesEditor } from './row-rules-editor';
import { SingleRuleForm } from './single-rule-form';
import type { TabProps } from './tab-props';

type GroupTabProps = TabProps & { definition: RuleGroupDefinition };

/** One rule group's tab, entirely from its definition: a list of cards or a single form. */
export function RuleGroupTab(props: GroupTabProps) {
  return props.definition.editor === 'rows' ? <RowsTab {...props} /> : <SingleTab {...props} />;
}

/** The cards and the schema of a group's form, made once per definition. */
function useGroupForm(definition: RuleGroupDefinition) {
  const cards = useMemo(() => cardsOf(definition), [definition]);
  const schema = useMemo(() => formSchema(definition), [definition]);
  return { texts: definition.texts, cards, schema };
}

function RowsTab({ definition, pair, readOnly, saveRef, drafts }: GroupTabProps) {
  const { texts, cards: sections, schema } = useGroupForm(definition);
  return (
    <RowRulesEditor
      title={texts.title}
      description={texts.description}
      emptyText={texts.emptyText ?? ''}
      confirmTitle={texts.confirmTitle ?? texts.title}
      deleteInView={texts.deleteInView}
      sections={sections}
      matchKeys={definition.matchKeys}
      rowSchema={schema}
      query={useGroupRules(definition, pair)}
      saveMutation={useSaveGroupRows(definition, pair)}
      deleteMutation={useDeleteGroupRule(definition, pair)}
      loadError={texts.loadError}
      saveError={texts.saveError}
      deleteError={texts.deleteError ?? texts.saveError}
      invalidMessage={texts.invalidMessage}
      compact={texts.compact}
      readOnly={readOnly}
      saveRef={saveRef}
      drafts={drafts}
      draftKey={draftKey(pair, definition.group)}
    />
  );
}

const asIs = (reason: string) => reason;
const saveFailed = (reason: string) => `Save failed: ${reason}`;

function SingleTab({ definition, pair, readOnly, saveRef, drafts }: GroupTabProps) {
  const { texts, cards, schema } = useGroupForm(definition);
  return (
    <SingleRuleForm
      title={texts.title}
      description={texts.description}
      cards={cards}
      schema={schema}
      query={useGroupRule(definition, pair)}
      mutation={useSaveGroupRule(definition, pair)}
      loadError={texts.loadError}
      saveError={texts.saveFailedPrefix ? saveFailed : asIs}
      saveFallback={texts.saveError}
      readOnly={readOnly}
      saveRef={saveRef}
      drafts={drafts}
      draftKey={draftKey(pair, definition.group)}
    />
  );
}
