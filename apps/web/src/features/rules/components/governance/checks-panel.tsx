import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useRuleChecks } from '../../api/check-rules';
import { RuleFindings } from '../rule-findings';

/** Checks tab: warnings over every pair's rules as saved. */
export function ChecksPanel() {
  const checks = useRuleChecks();
  if (checks.isPending) return <Spinner className="flex py-8" />;
  if (checks.isError) {
    return (
      <div role="alert" className="space-y-2 text-sm text-red-700 dark:text-red-300">
        <p>{getErrorMessage(checks.error, 'The rules could not be checked.')}</p>
        <Button variant="outline" size="sm" onClick={() => void checks.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-300" role="status">
        {formatNumber(checks.data.findings.length)} warnings over {formatNumber(checks.data.pairsChecked)} bank-product pairs (version {checks.data.version}):
        overlapping or gapped salary bands, values outside sensible ranges, validity windows that have ended or never start, and groups with no active rule.
        Warnings never block a save.
      </p>
      <RuleFindings findings={checks.data.findings} />
    </div>
  );
}
