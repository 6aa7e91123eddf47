import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { RulesInfoRow } from '@lbo/contracts/rules';
import { useCan } from '@/lib/authorization';
import { CreateRuleChooser } from './create-rule-chooser';
import { RuleEditor, type EditorMode } from './rule-editor';
import { RulesList } from './rules-list';

const MODES: readonly EditorMode[] = ['view', 'edit', 'create'];
const isMode = (value: string | null): value is EditorMode => MODES.includes(value as EditorMode);

/**
 * /rules-management: the rules list without a valid mode; the create chooser for mode=create
 * without a pair; otherwise the rule editor of bank_id and product_id in that mode.
 */
export function RulesPage() {
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode');
  const bankId = params.get('bank_id');
  const productId = params.get('product_id');
  const canEdit = useCan('rules-management', 'edit');
  const canCreate = useCan('rules-management', 'create');

  const go = useCallback((next: Record<string, string>) => setParams(next), [setParams]);
  const toList = useCallback(() => go({}), [go]);
  const open = useCallback((row: RulesInfoRow, m: 'view' | 'edit') => go({ bank_id: row.bank_id, product_id: row.product_id, mode: m }), [go]);

  if (mode === 'create' && (!bankId || !productId)) {
    return <CreateRuleChooser onCancel={toList} onContinue={(bank_id, product_id) => go({ bank_id, product_id, mode: 'create' })} />;
  }
  if (isMode(mode) && bankId && productId) {
    const readOnly = mode === 'view' || !(canEdit || canCreate);
    return <RuleEditor key={`${bankId}:${productId}:${mode}`} pair={{ bank_id: bankId, product_id: productId }} mode={mode} readOnly={readOnly} onBack={toList} />;
  }
  return <RulesList onOpen={open} onCreate={() => go({ mode: 'create' })} />;
}
