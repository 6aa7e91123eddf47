import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { LoanApplicationRequest } from '@lbo/contracts/loan-application';
import { applyAnswer } from '@lbo/contracts/loan-application-answers';
import { api } from '@/lib/api-client';
import type { EvaluationResult } from '../types';
import { EVALUATION_MESSAGES, evaluationErrorMessages } from '../utils/error-messages';
import { API } from '@lbo/contracts/api-paths';

/** Evaluates one applicant against every bank and product (bre, needs loan-evaluator create). */
async function applyLoanApplication(body: LoanApplicationRequest): Promise<EvaluationResult> {
  return (await api.bre.send('POST', API.loanapplication.apply, body, { answer: applyAnswer })).data;
}

/** Nothing cached depends on an evaluation, so there is nothing to invalidate. */
export function useApplyLoanApplication() {
  return useMutation({
    mutationFn: applyLoanApplication,
    onSuccess: () => {
      toast.success(EVALUATION_MESSAGES.success);
    },
    onError: (error) => {
      for (const message of evaluationErrorMessages(error)) toast.error(message);
    },
  });
}
