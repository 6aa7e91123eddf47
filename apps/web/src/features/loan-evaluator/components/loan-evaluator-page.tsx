import { PageHeader } from '@/components/ui/page-header';

export function LoanEvaluatorPage() {
  return <PageHeader title="Loan Evaluator" />;
}
