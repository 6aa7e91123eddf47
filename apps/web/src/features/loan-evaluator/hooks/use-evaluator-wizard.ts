import { useCallback, useState } from 'react';
import { useApplyLoanApplication } from '../api/apply-loan-application';
import type { EvaluatorVariant } from '../config/variants';
import type { EvaluationResult, WizardStep } from '../types';
import type { ConsentNotice } from '../api/get-consent-setting';
import { withConsent } from '../utils/basic-details-schema';
import { buildLoanApplicationPayload } from '../utils/build-payload';
import { EMPTY_BASIC_DETAILS, emptyLoansValues, type BasicDetailsValues, type LoansValues } from '../utils/form-values';

export interface EvaluatorWizard {
  step: WizardStep;
  basic: BasicDetailsValues;
  loans: LoansValues;
  result: EvaluationResult | null;
  /** Step 1 was left incomplete and the user was sent back to it: show its errors at once. */
  reviewBasic: boolean;
  evaluating: boolean;
  goTo: (step: WizardStep) => void;
  saveBasicDraft: (values: BasicDetailsValues) => void;
  submitBasic: (values: BasicDetailsValues) => void;
  saveLoansDraft: (values: LoansValues) => void;
  submitLoans: (values: LoansValues) => Promise<void>;
  startOver: () => void;
}

/**
 * The wizard's state lives here, above the steps, so moving between steps (by the buttons
 * or the step circles) keeps every input. Drafts are saved as the user types.
 */
export function useEvaluatorWizard(variant: EvaluatorVariant, consentNotice: ConsentNotice | null = null): EvaluatorWizard {
  const [step, setStep] = useState<WizardStep>(1);
  const [basic, setBasic] = useState<BasicDetailsValues>(EMPTY_BASIC_DETAILS);
  const [loans, setLoans] = useState<LoansValues>(() => emptyLoansValues(variant.initialLoans));
  const [result, setResult] = useState<EvaluationResult | null>(null);
  const [reviewBasic, setReviewBasic] = useState(false);
  const { mutateAsync: evaluate, isPending: evaluating } = useApplyLoanApplication();

  const goTo = useCallback((next: WizardStep) => {
    setReviewBasic(false);
    setStep(next);
  }, []);

  const submitBasic = useCallback((values: BasicDetailsValues) => {
    setBasic(values);
    setReviewBasic(false);
    setStep(2);
  }, []);

  const submitLoans = useCallback(
    async (values: LoansValues) => {
      setLoans(values);
      // The step circles let the user reach step 2 without finishing step 1.
      const schema = consentNotice ? withConsent(variant.basicDetailsSchema) : variant.basicDetailsSchema;
      if (!schema.safeParse(basic).success) {
        setReviewBasic(true);
        setStep(1);
        return;
      }
      const payload = buildLoanApplicationPayload(basic, values, {
        nullableCibil: variant.nullableCibil,
        richFields: variant.key === 'rich',
        consent: consentNotice ? { ...consentNotice, now: new Date() } : null,
      });
      try {
        setResult(await evaluate(payload));
        setStep(3);
      } catch {
        // Toasted by the mutation; the user stays on step 2 to correct the input.
      }
    },
    [evaluate, basic, variant, consentNotice],
  );

  const startOver = useCallback(() => {
    setBasic(EMPTY_BASIC_DETAILS);
    setLoans(emptyLoansValues(variant.initialLoans));
    setResult(null);
    setReviewBasic(false);
    setStep(1);
  }, [variant.initialLoans]);

  return {
    step,
    basic,
    loans,
    result,
    reviewBasic,
    evaluating,
    goTo,
    saveBasicDraft: setBasic,
    submitBasic,
    saveLoansDraft: setLoans,
    submitLoans,
    startOver,
  };
}
