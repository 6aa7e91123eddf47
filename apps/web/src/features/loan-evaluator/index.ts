/** The feature's public surface: the app's routes load its page on demand through this. */
export const loadLoanEvaluatorSimplePage = () => import('./components/loan-evaluator-simple-page').then((m) => m.LoanEvaluatorSimplePage);
export const loadLoanEvaluatorPage = () => import('./components/loan-evaluator-page').then((m) => m.LoanEvaluatorPage);
