import { Spinner } from '../ui/spinner';

export function PageLoader() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-indigo-600 dark:text-indigo-400">
      <Spinner size="lg" />
    </div>
  );
}
