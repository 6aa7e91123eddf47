import { PageHeader } from '@/components/ui/page-header';

export function LoanEvaluatorSimplePage() {
  return <PageHeader title="Loan Evaluator (Simple)" />;
}
