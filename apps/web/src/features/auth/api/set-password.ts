import { useMutation } from '@tanstack/react-query';
import type { AnswerOf } from '@lbo/contracts/answers';
import type { passwordSetAnswer } from '@lbo/contracts/access-answers';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

function setPassword(input: { token: string; password: string }) {
  // Typed by its contract schema, not checked against it: the sign-in screens ship without zod (ADR 0031).
  return api.crm.post<AnswerOf<typeof passwordSetAnswer>>(API.crmAuth.setPassword, input, { skipSessionExpiry: true });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
