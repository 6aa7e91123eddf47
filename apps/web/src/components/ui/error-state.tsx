import { AlertTriangle } from 'lucide-react';
import { getErrorMessage } from '@/lib/api-client';
import { Button } from './button';
import { Card } from './card';
import { EmptyState } from './empty-state';

export interface ErrorStateProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
}

export function ErrorState({ title = 'Something went wrong.', message, onRetry }: ErrorStateProps) {
  return (
    <div role="alert">
      <EmptyState
        icon={AlertTriangle}
        title={title}
        description={message}
        action={
          onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              Try again
            </Button>
          ) : null
        }
      />
    </div>
  );
}

/** A query that failed to load: the server's message (or a general one) and a retry. */
export function QueryErrorState({ title, query }: { title: string; query: { error: unknown; refetch: () => unknown } }) {
  return <ErrorState title={title} message={getErrorMessage(query.error, 'Please try again in a moment.')} onRetry={() => void query.refetch()} />;
}

/** The same, in a card where the screen's content would have stood. */
export function QueryErrorCard(props: { title: string; query: { error: unknown; refetch: () => unknown } }) {
  return (
    <Card>
      <QueryErrorState {...props} />
    </Card>
  );
}

/** A query that failed, as one line of text where an error state would be too large (a dialog, a panel); nothing otherwise. */
export function QueryErrorText({ query, fallback }: { query: { isError: boolean; error: unknown }; fallback: string }) {
  return query.isError ? (
    <p role="alert" className="text-sm text-red-700 dark:text-red-300">
      {getErrorMessage(query.error, fallback)}
    </p>
  ) : null;
}
