import { useState } from 'react';
import toast from 'react-hot-toast';
import { TEST_CASE_LIMITS } from '@lbo/contracts/rule-test-cases';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { getErrorMessage } from '@/lib/api-client';
import { formatINR } from '@/lib/format';
import { useSaveTestCase } from '../api/save-test-case';
import type { EligibilityEntry } from '../types';

const keyOf = (e: EligibilityEntry) => `${e.bankId}:${e.productId}`;

/**
 * Saves this applicant as a test case: per chosen bank-product the status it
 * got (and, when asked, its amount) becomes what every later rule change must keep.
 */
export function SaveTestCaseDialog({
  applicationId,
  applicant,
  entries,
  open,
  onOpenChange,
}: {
  applicationId: string;
  applicant: string;
  entries: EligibilityEntry[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [name, setName] = useState(`${applicant || 'Applicant'} keeps today's outcome`);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(entries.filter((e) => e.eligibilityStatus === 'ELIGIBLE').map(keyOf)));
  const [withAmount, setWithAmount] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveTestCase();

  const toggle = (key: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const expectations = entries
      .filter((entry) => chosen.has(keyOf(entry)))
      .map((entry) => ({
        bankId: entry.bankId,
        productId: entry.productId,
        status: entry.eligibilityStatus,
        amount: withAmount && entry.eligibilityStatus === 'ELIGIBLE' ? entry.loanAmountDetails.eligibleAmount : null,
      }));
    if (!name.trim()) return setError('Name is required');
    if (expectations.length === 0) return setError('Choose at least one bank and product');
    setError(null);
    try {
      await save.mutateAsync({ name: name.trim(), applicationId, expectations });
      toast.success('Test case saved: every rule save now checks it');
      onOpenChange(false);
    } catch (err) {
      setError(getErrorMessage(err, 'The test case could not be saved'));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title="Save as test case"
        description="Rule changes that would give this applicant a different answer on the chosen banks ask for confirmation first."
      >
        <form onSubmit={submit} className="space-y-4" noValidate>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium text-slate-700 dark:text-slate-200">Name</span>
            <input
              className="h-10 rounded-md border border-slate-300 bg-white px-3 dark:border-slate-700 dark:bg-slate-900"
              value={name}
              maxLength={TEST_CASE_LIMITS.nameMax}
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <fieldset className="max-h-72 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2 dark:border-slate-800">
            <legend className="px-1 text-sm font-medium text-slate-700 dark:text-slate-200">Banks and products to check</legend>
            {entries.map((entry) => {
              const key = keyOf(entry);
              const id = `tc-${key}`;
              return (
                <div key={key} className="flex items-center gap-2 text-sm">
                  <Checkbox id={id} checked={chosen.has(key)} onCheckedChange={(v) => toggle(key, v === true)} />
                  <label htmlFor={id} className="cursor-pointer">
                    {entry.bankName} · {entry.productName}:{' '}
                    {entry.eligibilityStatus === 'ELIGIBLE' ? `eligible, ${formatINR(entry.loanAmountDetails.eligibleAmount)}` : 'not eligible'}
                  </label>
                </div>
              );
            })}
          </fieldset>
          <div className="flex items-center gap-2 text-sm">
            <Checkbox id="tc-amount" checked={withAmount} onCheckedChange={(v) => setWithAmount(v === true)} />
            <label htmlFor="tc-amount" className="cursor-pointer">
              Also expect the exact eligible amounts
            </label>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save test case
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
