import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { RulesInfoRow } from '@lbo/contracts/rules';
import { useCan } from '@/lib/authorization';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CreateRuleChooser } from './create-rule-chooser';
import { ApprovalsPanel } from './governance/approvals-panel';
import { GOVERNANCE_TABS, type GovernanceTab } from './governance-tabs';
import { ChecksPanel } from './governance/checks-panel';
import { TestCasesPanel } from './governance/test-cases-panel';
import { VersionsPanel } from './governance/versions-panel';
import { RuleEditor, type EditorMode } from './rule-editor';
import { RulesList } from './rules-list';

const MODES: readonly EditorMode[] = ['view', 'edit', 'create'];
const isTab = (value: string | null): value is GovernanceTab => GOVERNANCE_TABS.some((t) => t.value === value);
const isMode = (value: string | null): value is EditorMode => MODES.includes(value as EditorMode);

/**
 * /rules-management: the rules list without a valid mode (with the Versions, Test cases and Checks tabs
 * beside it, `tab` in the URL); the create chooser for mode=create
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
    return (
      <RuleEditor
        key={`${bankId}:${productId}:${mode}`}
        pair={{ bank_id: bankId, product_id: productId }}
        mode={mode}
        readOnly={readOnly}
        onBack={toList}
        initialGroup={params.get('group')}
      />
    );
  }
  const tab = params.get('tab');
  if (isTab(tab)) {
    return (
      <>
        <PageHeader title="Business Rules" description="Versions, test cases, checks and approvals of the rules" />
        <Tabs value={tab} onValueChange={(value) => go(value === 'rules' ? {} : { tab: value })}>
          <TabsList aria-label="Business rules views">
            <TabsTrigger value="rules">Rules</TabsTrigger>
            {GOVERNANCE_TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value}>
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value={tab}>
            {tab === 'versions' ? <VersionsPanel /> : tab === 'test-cases' ? <TestCasesPanel /> : tab === 'approvals' ? <ApprovalsPanel /> : <ChecksPanel />}
          </TabsContent>
        </Tabs>
      </>
    );
  }
  return <RulesList onOpen={open} onCreate={() => go({ mode: 'create' })} onTab={(value) => go({ tab: value })} />;
}
