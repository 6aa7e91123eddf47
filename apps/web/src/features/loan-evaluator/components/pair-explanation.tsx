import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { getErrorMessage } from '@/lib/api-client';
import { usePairExplanation } from '../api/get-pair-explanation';
import { ExplanationPanel } from './explanation-panel';

const EXPLANATION_LOAD_ERROR = 'Could not load the explanation. Please try again.';
const EXPLANATION_NOT_KEPT = 'This evaluation was made before rule versions: its full explanation was not kept.';

/** The explanation of one card, fetched when the card is first expanded. */
export function PairExplanation({ id, applicationId, bankId, productId }: { id: string; applicationId: string; bankId: string; productId: string }) {
  const query = usePairExplanation(applicationId, bankId, productId, true);

  useEffect(() => {
    if (query.isError) toast.error(getErrorMessage(query.error, EXPLANATION_LOAD_ERROR));
  }, [query.isError, query.error]);

  if (query.data) {
    return <ExplanationPanel id={id} explanation={query.data.explanation} />;
  }
  return (
    <div
      id={id}
      role="status"
      aria-live="polite"
      className="border-t border-slate-100 px-4 py-4 text-sm text-slate-500 sm:px-5 dark:border-slate-800 dark:text-slate-400"
      data-testid="explanation-status"
    >
      {query.isError ? EXPLANATION_LOAD_ERROR : query.data === null ? EXPLANATION_NOT_KEPT : 'Loading explanation…'}
    </div>
  );
}
