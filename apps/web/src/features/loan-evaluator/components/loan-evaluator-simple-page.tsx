import { simpleVariant } from '../config/variants';
import { LoanEvaluatorWizard } from './loan-evaluator-wizard';

/** /loan-evaluator-simple: the simple wizard. */
export function LoanEvaluatorSimplePage() {
  return <LoanEvaluatorWizard variant={simpleVariant} />;
}
