import { useState } from 'react';
import toast from 'react-hot-toast';
import {
  KFS_ACKNOWLEDGEMENT_LANGUAGE_LABELS,
  KFS_ACKNOWLEDGEMENT_LANGUAGES,
  KFS_ACKNOWLEDGEMENT_MESSAGES,
  KFS_ACKNOWLEDGEMENT_METHOD_LABELS,
  KFS_ACKNOWLEDGEMENT_METHODS,
  type KfsAcknowledgementLanguage,
  type KfsAcknowledgementMethod,
} from '@lbo/contracts/kfs-acknowledgements';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useKfsAcknowledgement, type OfferOfApplication } from '../api/get-kfs-acknowledgement';
import { useRecordKfsAcknowledgement } from '../api/record-kfs-acknowledgement';

/** One choice of a closed list as a row of buttons that are radios (the wizard's yes/no look). */
function ChoiceGroup<V extends string>({
  legend,
  name,
  values,
  labels,
  value,
  onChange,
  columns,
}: {
  legend: string;
  name: string;
  values: readonly V[];
  labels: Record<V, string>;
  value: V | null;
  onChange: (value: V) => void;
  columns: string;
}) {
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">{legend}</legend>
      <div className={cn('grid gap-1 rounded-lg border border-slate-300 bg-white p-1 shadow-sm dark:border-slate-700 dark:bg-slate-900', columns)}>
        {values.map((v) => (
          <label
            key={v}
            className={cn(
              'flex min-h-9 cursor-pointer items-center justify-center rounded-md px-2 text-center text-sm font-medium text-slate-600 transition-colors select-none dark:text-slate-300',
              '[&:not(:has(:checked))]:hover:bg-slate-100 dark:[&:not(:has(:checked))]:hover:bg-slate-800',
              'has-checked:bg-indigo-600 has-checked:text-white has-checked:shadow-sm dark:has-checked:bg-indigo-500',
              'has-focus-visible:outline-2 has-focus-visible:outline-indigo-500',
            )}
          >
            <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} className="sr-only" />
            {labels[v]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Asks how the borrower acknowledged the offer's Key Fact Statement and in which language it was explained, then records it. */
export function KfsAcknowledgementDialog({
  offer,
  offerName,
  open,
  onOpenChange,
}: {
  offer: OfferOfApplication;
  offerName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [method, setMethod] = useState<KfsAcknowledgementMethod | null>(null);
  const [language, setLanguage] = useState<KfsAcknowledgementLanguage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const record = useRecordKfsAcknowledgement();
  const existing = useKfsAcknowledgement(offer);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!method) return setError('Choose how the borrower acknowledged it');
    if (!language) return setError('Choose the language it was explained in');
    setError(null);
    try {
      await record.mutateAsync({ offer, body: { method, language } });
      toast.success(KFS_ACKNOWLEDGEMENT_MESSAGES.recorded);
      onOpenChange(false);
    } catch (err) {
      const message = getErrorMessage(err, 'The acknowledgement could not be recorded');
      // Recorded elsewhere meanwhile (another screen, a program): show that one on the card.
      if (isApiError(err) && err.status === 409 && (await existing.refetch()).data) {
        toast.error(message);
        return onOpenChange(false);
      }
      setError(message);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Record acknowledgement"
        description={`The borrower was taken through the Key Fact Statement of ${offerName} and acknowledged that they understood it.`}
      >
        <form onSubmit={submit} className="space-y-4" noValidate>
          <ChoiceGroup
            legend="How it was acknowledged"
            name="kfs-ack-method"
            values={KFS_ACKNOWLEDGEMENT_METHODS}
            labels={KFS_ACKNOWLEDGEMENT_METHOD_LABELS}
            value={method}
            onChange={setMethod}
            columns="grid-cols-2"
          />
          <ChoiceGroup
            legend="Language it was explained in"
            name="kfs-ack-language"
            values={KFS_ACKNOWLEDGEMENT_LANGUAGES}
            labels={KFS_ACKNOWLEDGEMENT_LANGUAGE_LABELS}
            value={language}
            onChange={setLanguage}
            columns="grid-cols-2"
          />
          {error ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={record.isPending}>
              Record acknowledgement
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
