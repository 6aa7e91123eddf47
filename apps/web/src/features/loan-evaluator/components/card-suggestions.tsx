import { useState } from 'react';
import { Lightbulb } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePairExplanation } from '../api/get-pair-explanation';
import { SuggestionsPanel } from './suggestions-panel';

/**
 * Under a refused pair's reasons: "what would make it eligible", asked for with one click (the
 * server searches each input to the rupee) and shown at once when the explanation is open.
 */
export function CardSuggestions({
  applicationId,
  bankId,
  productId,
  explanationOpen,
}: {
  applicationId: string;
  bankId: string;
  productId: string;
  explanationOpen: boolean;
}) {
  const [asked, setAsked] = useState(false);
  const query = usePairExplanation(applicationId, bankId, productId, asked || explanationOpen);
  if (query.data) return <SuggestionsPanel entry={query.data} />;
  if (asked && query.isError) {
    return (
      <p role="alert" className="border-t border-slate-100 px-4 py-2.5 text-sm text-red-700 sm:px-5 dark:border-slate-800 dark:text-red-300">
        Could not work out what would make it eligible. Please try again.
      </p>
    );
  }
  return (
    <div className="border-t border-slate-100 px-4 py-1.5 sm:px-5 dark:border-slate-800">
      <Button variant="link" size="sm" loading={asked && query.isFetching} onClick={() => setAsked(true)}>
        <Lightbulb className="size-4" aria-hidden="true" />
        What would make it eligible?
      </Button>
    </div>
  );
}
