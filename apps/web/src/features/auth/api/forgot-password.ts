import { useMutation } from '@tanstack/react-query';
import type { AnswerOf, emptyAnswer } from '@lbo/contracts/answers';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

function forgotPassword(input: { email: string }) {
  const body = { email: input.email.trim().toLowerCase() };
  // Typed by its contract schema, not checked against it: the sign-in screens ship without zod (ADR 0031).
  return api.crm.post<AnswerOf<typeof emptyAnswer>>(API.crmAuth.forgotPassword, body, { skipSessionExpiry: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
