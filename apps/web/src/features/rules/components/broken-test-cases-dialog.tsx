import { useEffect, useRef, useState } from 'react';
import type { BrokenTestCase } from '@lbo/contracts/rule-test-cases';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { formatINR } from '@/lib/format';
import { registerBrokenCasesPrompt } from '../utils/broken-cases-prompt';

const outcome = (o: { status: string; amount: number | null }) =>
  o.status === 'ELIGIBLE' ? `Eligible${o.amount != null ? ` · ${formatINR(o.amount)}` : ''}` : 'Not eligible';

/**
 * Mounted where rules are saved or restored: when a change would break test
 * cases it lists them (case, bank and product, expected, actual) and lets the
 * user go back or save anyway.
 */
export function BrokenTestCasesDialog() {
  const [cases, setCases] = useState<BrokenTestCase[] | null>(null);
  const answer = useRef<((go: boolean) => void) | null>(null);

  useEffect(() => {
    registerBrokenCasesPrompt(
      (next) =>
        new Promise<boolean>((resolve) => {
          answer.current = resolve;
          setCases(next);
        }),
    );
    return () => registerBrokenCasesPrompt(null);
  }, []);

  const close = (go: boolean) => {
    answer.current?.(go);
    answer.current = null;
    setCases(null);
  };
  const names = new Set(cases?.map((c) => c.id));

  return (
    <Dialog open={cases !== null} onOpenChange={(open) => (open ? undefined : close(false))}>
      <DialogContent
        size="lg"
        title="This change breaks test cases"
        description={`${names.size} test case${names.size === 1 ? '' : 's'} would no longer give the expected answer. Saving anyway is recorded in the rule version.`}
      >
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="broken-test-cases">
            <thead className="text-xs text-slate-500 dark:text-slate-400">
              <tr>
                <th className="py-1 pr-3 font-medium">Test case</th>
                <th className="py-1 pr-3 font-medium">Bank · Product</th>
                <th className="py-1 pr-3 font-medium">Expected</th>
                <th className="py-1 font-medium">Would be</th>
              </tr>
            </thead>
            <tbody>
              {cases?.map((c) => (
                <tr key={`${c.id}:${c.pair.bankId}:${c.pair.productId}`} className="border-t border-slate-100 dark:border-slate-800">
                  <td className="py-1.5 pr-3 font-medium">{c.name}</td>
                  <td className="py-1.5 pr-3">
                    {c.pair.bankName} · {c.pair.productName}
                  </td>
                  <td className="py-1.5 pr-3">{outcome(c.expected)}</td>
                  <td className="py-1.5 text-red-700 dark:text-red-300">{outcome(c.actual)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            Go back
          </Button>
          <Button variant="danger" onClick={() => close(true)}>
            Save anyway
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
