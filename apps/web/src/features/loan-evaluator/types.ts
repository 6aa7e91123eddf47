import type { ApplyAnswer, EligibilityEntryAnswer, ExplainedEntryAnswer, ExplanationAnswer } from '@lbo/contracts/loan-application-answers';

/** What `loanapplication/apply` answers, as its contract types it. */
export type EvaluationResult = ApplyAnswer['data'];

/** One pair of the apply answer: no explanation (it is loaded per pair on request), the cap that bound the amount. */
export type EligibilityEntry = EligibilityEntryAnswer;

/** How a pair was decided, with the category's name the server resolved. */
export type Explanation = ExplanationAnswer;
export type EligibilityCheck = Explanation['checks'][number];

/** One pair with its full explanation, from the explanation route. */
export type ExplainedEntry = ExplainedEntryAnswer;

/** 1 Basic & Loan Details, 2 Loan & Enquiries Summary, 3 Eligibility Results. */
export type WizardStep = 1 | 2 | 3;
