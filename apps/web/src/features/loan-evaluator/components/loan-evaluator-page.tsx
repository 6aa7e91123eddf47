import { richVariant } from '../config/variants';
import { LoanEvaluatorWizard } from './loan-evaluator-wizard';

/** /loan-evaluator: the richer wizard (hostel question, balance transfer, result search). */
export function LoanEvaluatorPage() {
  return <LoanEvaluatorWizard variant={richVariant} />;
}
